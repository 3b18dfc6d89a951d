import { useMemo, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { QUERY_GC_TIME_MS, theme } from '@shop/shared-contracts';
import { buildRoutes } from './routes';

/** Spec section 7: unused data kept 60 seconds; no refetch on focus, reconnect or mount. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retry: 1,
      },
    },
  });
}

/** The shell's providers, shared by every remote through the singleton react-query and styled-components. */
export function App({ services }: { services?: ReactNode }) {
  const queryClient = useMemo(createQueryClient, []);
  const router = useMemo(() => createBrowserRouter(buildRoutes(services)), [services]);
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
