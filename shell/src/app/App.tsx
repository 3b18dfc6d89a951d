import { useMemo, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { createQueryClient } from '@shop/remote-kit';
import { ShellRoutes } from './routes';

/** The shell's providers, shared by every remote through the singleton react-query and styled-components. */
export function App({ services }: { services?: ReactNode }) {
  const queryClient = useMemo(createQueryClient, []);
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ShellRoutes services={services} />
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
