import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, type RenderClock, type RenderedBus } from '@shop/remote-kit';
import { AppProviders } from './AppProviders';
import { ShellRoutes } from './routes';

/** The shell in the browser. A server-rendered page passes the query client, clock and bus state it is hydrated with. */
export function App({
  services,
  queryClient,
  clock,
  renderedBus = null,
}: {
  services?: ReactNode;
  queryClient?: QueryClient;
  clock?: RenderClock;
  renderedBus?: RenderedBus | null;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [renderClock] = useState(() => clock ?? { current: null });
  return (
    <AppProviders queryClient={client} clock={renderClock} renderedBus={renderedBus}>
      <BrowserRouter>
        <ShellRoutes services={services} />
      </BrowserRouter>
    </AppProviders>
  );
}
