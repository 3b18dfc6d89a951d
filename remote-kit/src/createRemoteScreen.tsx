import { Suspense, useLayoutEffect, type ComponentType } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { pageTitle, screenTitle, type RemoteName, type ScreenId } from '@shop/shared-contracts';
import type { RemoteMeta } from './remoteMeta';
import { ContentReadySignal } from './contentReady';
import { Spinner } from './states';
import { TeamBoundary } from './TeamBoundary';

/** Every screen a remote owns in the route table, each mapped to its component. */
export type ScreenMap<R extends RemoteName> = { readonly [Id in ScreenId<R>]: ComponentType };

export interface RemoteScreenProps<R extends RemoteName> {
  /** A screen id from the shell's route table (APP_ROUTES[].screen). */
  screen: ScreenId<R>;
}

function TitledScreen({ screen, Component }: { screen: ScreenId; Component: ComponentType }) {
  // The route table's title, set in the layout phase so that a screen's own usePageTitle (a passive
  // effect, e.g. a competition's name) runs after it and wins.
  useLayoutEffect(() => {
    document.title = pageTitle(screenTitle(screen));
  }, [screen]);
  // Screens may be React.lazy, so a page loads only its own screen's code.
  return (
    <Suspense fallback={<Spinner />}>
      <Component />
      <ContentReadySignal screen={screen} />
    </Suspense>
  );
}

/**
 * Makes a remote's exposed `./Screen`: the named screen inside the team's style namespace, with the
 * route's page title. The release version is an attribute for ops (`data-remote-version`), never text. Fails plainly when rendered outside a router or asked for a screen it lacks.
 */
export function createRemoteScreen<R extends RemoteName>(meta: RemoteMeta & { name: R }, screens: ScreenMap<R>): ComponentType<RemoteScreenProps<R>> {
  const remote = meta.name;
  function RemoteScreen({ screen }: RemoteScreenProps<R>) {
    if (!useInRouterContext()) {
      throw new Error(`remote-${remote} <Screen> must be rendered inside a <Router>: mount it from the shell or the standalone bootstrap.`);
    }
    const Component: ComponentType | undefined = screens[screen];
    if (!Component) throw new Error(`remote-${remote} has no screen "${screen}".`);
    return (
      <TeamBoundary team={remote} data-screen={screen} data-remote-version={meta.version}>
        <TitledScreen screen={screen} Component={Component} />
      </TeamBoundary>
    );
  }
  RemoteScreen.displayName = `RemoteScreen(${remote})`;
  return RemoteScreen;
}
