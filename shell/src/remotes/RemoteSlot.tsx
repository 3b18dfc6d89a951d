import { useEffect, type ComponentType } from 'react';
import type { RemoteName } from '@shop/shared-contracts';
import { Spinner } from '@shop/remote-kit';
import { markRouteContentReady } from '../services/pageTiming';
import { RemoteFallback } from './RemoteFallback';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { useRemoteModule } from './useRemoteModule';

interface ScreenModule {
  default: ComponentType<{ screen: string }>;
}

/** One remote screen in the page: spinner while it loads, the fallback with retry if it cannot. */
export function RemoteSlot({ remote, screen }: { remote: RemoteName; screen: string }) {
  const { state, retry } = useRemoteModule<ScreenModule>(remote, 'Screen');
  // The page's own content is in: deferred work (the instant-win feed) may start once the browser is idle.
  useEffect(() => {
    if (state.status === 'ready') markRouteContentReady();
  }, [state.status]);
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed') return <RemoteFallback remote={remote} onRetry={retry} />;
  const Screen = state.module.default;
  return (
    <SlotErrorBoundary
      remote={remote}
      fallback={(reset) => <RemoteFallback remote={remote} onRetry={() => { reset(); retry(); }} />}
    >
      <Screen screen={screen} />
    </SlotErrorBoundary>
  );
}

/** A small widget from a remote (e.g. the basket badge): renders nothing while loading or when down. */
export function RemoteWidget({ remote, expose }: { remote: RemoteName; expose: string }) {
  const { state } = useRemoteModule<{ default: ComponentType }>(remote, expose);
  if (state.status !== 'ready') return null;
  const Widget = state.module.default;
  return (
    <SlotErrorBoundary remote={remote} fallback={() => null}>
      <Widget />
    </SlotErrorBoundary>
  );
}
