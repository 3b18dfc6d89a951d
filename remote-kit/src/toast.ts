import { getBus, type ToastKind } from '@shop/shared-contracts';

/** Raises a toast through the shell (top right, the spec's durations). Same `id` again updates it in place. */
export function showToast(kind: ToastKind, message: string, id?: string): void {
  getBus().emit({ type: 'shell:show-toast', kind, message, ...(id ? { id } : {}) });
}

export function dismissToast(id: string): void {
  getBus().emit({ type: 'shell:dismiss-toast', id });
}
