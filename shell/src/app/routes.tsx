import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { APP_REDIRECTS, APP_ROUTES } from '@shop/shared-contracts';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

/** Shared services sit above the error boundary, so a failing route never restarts them. */
function ServicesRoot({ services }: { services?: ReactNode }) {
  return (
    <>
      <Outlet />
      {services}
    </>
  );
}

/**
 * Every path of spec section 2, owned here so URLs stay stable while remotes change inside.
 * `key` on each slot makes two routes that share a screen (e.g. both draw-results paths) remount cleanly.
 */
export function buildRoutes(services?: ReactNode): RouteObject[] {
  return [
    {
      element: <ServicesRoot services={services} />,
      children: [
        {
          element: <Layout />,
          errorElement: <RouteErrorPage />,
          children: [
            ...APP_ROUTES.map((route) => ({
              path: route.path,
              element: <RemoteSlot key={route.path} remote={route.owner} screen={route.screen} />,
            })),
            ...APP_REDIRECTS.map((redirect) => ({
              path: redirect.from,
              element: <Navigate to={redirect.to} replace />,
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
