import { lazy, Suspense, useEffect, useState } from 'react';
import { getBus } from '@shop/shared-contracts';
import { afterPageContent } from '../../services/pageTiming';
import { ToastBacklog } from './toastBacklog';

const ToastHost = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastHost').then((module) => ({ default: module.ToastHost })));

/**
 * The toast host, kept out of the first-load JavaScript (react-toastify is about 10 KB gzipped): it loads
 * once the page's content is in, or at the first toast if one comes sooner. Toasts raised meanwhile are
 * held and shown as soon as it is in, each for its full duration.
 */
export function DeferredToastHost() {
  const [backlog, setBacklog] = useState<ToastBacklog | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const held = new ToastBacklog(getBus(), () => setWanted(true));
    setBacklog(held);
    afterPageContent(() => setWanted(true));
    return () => held.stop();
  }, []);
  if (!wanted || !backlog) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost backlog={backlog} />
    </Suspense>
  );
}
