import { toast, type Id } from 'react-toastify';
import {
  TOAST_DURATION_BLANK_MS,
  TOAST_DURATION_ERROR_MS,
  TOAST_DURATION_SUCCESS_MS,
  type EventOf,
  type ShopBus,
} from '@shop/shared-contracts';
import { DismissButton } from './DismissButton';

/** Only one error toast shows at a time: a new error replaces the one on screen. */
export const ERROR_TOAST_ID = 'shell-error-toast';

export function showToast(event: EventOf<'shell:show-toast'>): Id {
  const options = event.id ? { toastId: event.id } : {};
  switch (event.kind) {
    case 'success':
      return toast.success(event.message, { ...options, autoClose: TOAST_DURATION_SUCCESS_MS });
    case 'loading':
      return toast.loading(event.message, { ...options, autoClose: false });
    case 'error': {
      const errorOptions = { autoClose: TOAST_DURATION_ERROR_MS, closeButton: DismissButton };
      if (toast.isActive(ERROR_TOAST_ID)) {
        toast.update(ERROR_TOAST_ID, { ...errorOptions, render: event.message, type: 'error' });
        return ERROR_TOAST_ID;
      }
      return toast.error(event.message, { ...errorOptions, toastId: ERROR_TOAST_ID });
    }
    case 'blank':
      return toast(event.message, { ...options, autoClose: TOAST_DURATION_BLANK_MS });
  }
}

/** Any remote raises a toast with a bus command; returns a function that stops listening. */
export function bridgeToasts(bus: ShopBus): () => void {
  const stops = [
    bus.on('shell:show-toast', (event) => void showToast(event)),
    bus.on('shell:dismiss-toast', (event) => toast.dismiss(event.id)),
  ];
  return () => stops.forEach((stop) => stop());
}
