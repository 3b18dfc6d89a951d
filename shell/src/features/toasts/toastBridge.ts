import { toast, type Id, type ToastOptions } from 'react-toastify';
import type { EventOf, ShopBus, ToastKind } from '@shop/shared-contracts';
import { TOAST_DURATION_BLANK_MS, TOAST_DURATION_ERROR_MS, TOAST_DURATION_SUCCESS_MS, TOAST_LIMIT } from '../../shellConstants';
import { DismissButton } from './DismissButton';
import type { ToastCommand } from './toastBacklog';

/** Only one error toast shows at a time: a new error takes over the one on screen. */
export const ERROR_TOAST_ID = 'shell-error-toast';

/** Toast durations: blank and error last 4 s, success 2 s, loading until dismissed; errors carry Dismiss. */
export const TOAST_OPTIONS: Readonly<Record<ToastKind, ToastOptions>> = {
  blank: { type: 'default', isLoading: false, autoClose: TOAST_DURATION_BLANK_MS, closeButton: true, closeOnClick: true },
  success: { type: 'success', isLoading: false, autoClose: TOAST_DURATION_SUCCESS_MS, closeButton: true, closeOnClick: true },
  error: { type: 'error', isLoading: false, autoClose: TOAST_DURATION_ERROR_MS, closeButton: DismissButton, closeOnClick: false },
  loading: { type: 'default', isLoading: true, autoClose: false, closeButton: false, closeOnClick: false, draggable: false },
};

/**
 * Raises toasts from bus commands. At most 20 are held: the 21st shows at once and the oldest leaves
 * (react-toastify's own `limit` would queue the newest behind stale ones instead). A toast raised with
 * an id that is still on screen is updated in place, so "Adding…" (loading) can become a success.
 */
export class ToastBridge {
  private held: Id[] = [];
  // Toasts that close by themselves leave the count here. Not `toast.isActive`: a toast raised a moment
  // ago is not active until the container has rendered it, so 25 raised at once would all look gone.
  private readonly stopWatching = toast.onChange((item) => {
    if (item.status === 'removed') this.held = this.held.filter((id) => id !== item.id);
  });

  close(): void {
    this.stopWatching();
  }

  show(event: EventOf<'shell:show-toast'>): Id {
    const options = TOAST_OPTIONS[event.kind];
    if (event.kind === 'error' && event.id !== undefined && event.id !== ERROR_TOAST_ID) this.dismiss(event.id);
    const id = event.kind === 'error' ? ERROR_TOAST_ID : event.id;
    if (id !== undefined && toast.isActive(id)) {
      toast.update(id, { ...options, render: event.message });
      return id;
    }
    this.makeRoom();
    const newId = toast(event.message, { ...options, ...(id !== undefined ? { toastId: id } : {}) });
    this.held.push(newId);
    return newId;
  }

  dismiss(id: Id): void {
    this.held = this.held.filter((held) => held !== id);
    toast.dismiss(id);
  }

  /** Dismisses the oldest while 20 are held. */
  private makeRoom(): void {
    while (this.held.length >= TOAST_LIMIT) this.dismiss(this.held[0]!);
  }
}

/**
 * Any remote raises or dismisses a toast with a bus command; returns a function that stops listening.
 * `backlog` is what was raised before the bridge listened, replayed in order once it does.
 */
export function bridgeToasts(bus: ShopBus, bridge = new ToastBridge(), backlog: readonly ToastCommand[] = []): () => void {
  const apply = (command: ToastCommand) => {
    if (command.type === 'shell:show-toast') bridge.show(command);
    else bridge.dismiss(command.id);
  };
  const stops = [bus.on('shell:show-toast', apply), bus.on('shell:dismiss-toast', apply)];
  backlog.forEach(apply);
  return () => {
    stops.forEach((stop) => stop());
    bridge.close();
  };
}
