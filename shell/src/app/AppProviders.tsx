import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { RenderClockProvider, type RenderClock } from '@shop/remote-kit';

/**
 * The providers every page stands in, in the browser and on the render server alike (only the router
 * differs), shared by every remote through the singleton react-query, styled-components and remote kit.
 */
export function AppProviders({ queryClient, clock, children }: { queryClient: QueryClient; clock: RenderClock; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RenderClockProvider value={clock}>{children}</RenderClockProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
