import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { RenderClockProvider, RenderedBusProvider, type RenderClock, type RenderedBus } from '@shop/remote-kit';

/**
 * The providers every page stands in, in the browser and on the render server alike (only the router
 * differs), shared by every remote through the singleton react-query, styled-components and remote kit.
 * A server-rendered page also gets the clock and the bus's state topics it was rendered with.
 */
export function AppProviders(props: { queryClient: QueryClient; clock: RenderClock; renderedBus: RenderedBus | null; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={props.queryClient}>
        <RenderClockProvider value={props.clock}>
          <RenderedBusProvider value={props.renderedBus}>{props.children}</RenderedBusProvider>
        </RenderClockProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
