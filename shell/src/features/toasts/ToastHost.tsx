import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_LIMIT, getBus } from '@shop/shared-contracts';
import { bridgeToasts } from './toastBridge';

/** Spec section 2: toasts top-right, at most 20 held, raised by any app through the bus. */
export function ToastHost() {
  useEffect(() => bridgeToasts(getBus()), []);
  return <ToastContainer position="top-right" limit={TOAST_LIMIT} newestOnTop className="shell-toasts" />;
}
