import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, type RenderClock } from '@shop/remote-kit';
import { AppProviders } from './AppProviders';
import { ShellRoutes } from './routes';

/** The shell in the browser. A server-rendered page passes the query client and clock it is hydrated with. */
export function App({ services, queryClient, clock }: { services?: ReactNode; queryClient?: QueryClient; clock?: RenderClock }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [renderClock] = useState(() => clock ?? { current: null });
  return (
    <AppProviders queryClient={client} clock={renderClock}>
      <BrowserRouter>
        <ShellRoutes services={services} />
      </BrowserRouter>
    </AppProviders>
  );
}
