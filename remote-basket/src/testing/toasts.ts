import { getBus, type ToastKind } from '@shop/shared-contracts';

/** The toasts asked for on the bus from now until `stop()`, as [kind, message]. */
export function recordToasts(): { shown: [ToastKind, string][]; stop: () => void } {
  const shown: [ToastKind, string][] = [];
  const stop = getBus().on('shell:show-toast', (event) => shown.push([event.kind, event.message]));
  return { shown, stop };
}
