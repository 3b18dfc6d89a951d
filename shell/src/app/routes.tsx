import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { APP_ROUTES } from '@shop/shared-contracts';
import { APP_REDIRECTS } from './redirects';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Every path of the route table (APP_ROUTES), owned here so URLs stay stable while remotes change inside. A
 * declarative route tree (`<Routes>` under the app's `<BrowserRouter>`): the shell uses no loaders or
 * actions, so the data router's code stays out of the page. `key` on each slot makes two routes that
 * share a screen (e.g. both draw-results paths) remount cleanly.
 */
export function routeElements(): ReactNode {
  return (
    <Route element={<Layout />}>
      {APP_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RemoteSlot key={route.path} remote={route.owner} screen={route.screen} />} />
      ))}
      {APP_REDIRECTS.map((redirect) => (
        <Route key={redirect.from} path={redirect.from} element={<Navigate to={redirect.to} replace />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  );
}

/**
 * The routes, with the shared services beside them: the services sit outside the error boundary, so a
 * failing route never restarts them. An unexpected failure while rendering a route shows the spec's
 * 'Unexpected Application Error!' screen until the next navigation.
 */
export function ShellRoutes({ services }: { services?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <RouteErrorBoundary pathname={pathname}>
        <Routes>{routeElements()}</Routes>
      </RouteErrorBoundary>
      {services}
    </>
  );
}
