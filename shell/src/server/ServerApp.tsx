import type { QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import type { RemoteName } from '@shop/shared-contracts';
import type { RenderClock, RenderedBus } from '@shop/remote-kit';
import { AppProviders } from '../app/AppProviders';
import { ShellRoutes } from '../app/routes';
import { ServerScreensContext, type ScreenModule } from '../remotes/serverScreens';

/** The shell as the render server renders it: the browser's tree, with the URL's location and the remotes' screens already loaded. */
export function ServerApp(props: {
  location: string;
  queryClient: QueryClient;
  clock: RenderClock;
  renderedBus: RenderedBus;
  screens: Partial<Record<RemoteName, ScreenModule>>;
}) {
  return (
    <ServerScreensContext.Provider value={props.screens}>
      <AppProviders queryClient={props.queryClient} clock={props.clock} renderedBus={props.renderedBus}>
        <StaticRouter location={props.location}>
          <ShellRoutes />
        </StaticRouter>
      </AppProviders>
    </ServerScreensContext.Provider>
  );
}
