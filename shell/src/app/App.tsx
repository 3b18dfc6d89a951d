import { useMemo, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { createQueryClient } from '@shop/remote-kit';
import { buildRoutes } from './routes';

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
