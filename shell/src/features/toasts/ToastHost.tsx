import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_LIMIT, getBus } from '@shop/shared-contracts';
import { bridgeToasts } from './toastBridge';

/**
 * Spec section 2: toasts top-right, raised by any app through the bus. `limit` is a backstop for the
 * bridge's own rule (at most 20 held, the oldest making room).
 */
export function ToastHost() {
  useEffect(() => bridgeToasts(getBus()), []);
  return <ToastContainer position="top-right" limit={TOAST_LIMIT} newestOnTop pauseOnFocusLoss={false} />;
}
