import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { getBus } from '@shop/shared-contracts';
import type { ToastBacklog } from './toastBacklog';
import { bridgeToasts } from './toastBridge';

/**
 * Toasts top-right, raised by any app through the bus. The container has no `limit`:
 * the bridge holds at most 20 by making the oldest leave, and a container limit would count that one
 * until its exit animation ends, queueing the newest behind toasts about to expire. `backlog` holds what
 * was raised before this component loaded (see DeferredToastHost).
 */
export function ToastHost({ backlog }: { backlog?: ToastBacklog }) {
  useEffect(() => bridgeToasts(getBus(), undefined, backlog?.take()), [backlog]);
  return <ToastContainer position="top-right" newestOnTop pauseOnFocusLoss={false} />;
}
