import { useEffect, type ComponentType, type ReactNode } from 'react';
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
  // A remote that cannot be loaded leaves its fallback as the page's content: deferred work may start.
  // A loaded screen says so itself once its data is in (the remote kit's page:content-ready).
  useEffect(() => {
    if (state.status === 'failed') markRouteContentReady();
  }, [state.status]);
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed') return <RemoteFallback remote={remote} onRetry={retry} />;
  const Screen = state.module.default;
  return (
    <SlotErrorBoundary
      remote={remote}
      fallback={(reset) => (
        <RemoteFallback
          remote={remote}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Screen screen={screen} />
    </SlotErrorBoundary>
  );
}

interface RemoteWidgetProps {
  remote: RemoteName;
  expose: string;
  /** Shown while the widget loads and when it cannot (nothing unless given). */
  placeholder?: ReactNode;
  /** Runs once the widget is in the page, after its own effects have run. */
  onReady?: () => void;
  /** Runs when the widget could not be loaded. */
  onFailed?: () => void;
}

/** A small widget from a remote (e.g. the basket badge): the placeholder while loading or when down. */
export function RemoteWidget({ remote, expose, placeholder = null, onReady, onFailed }: RemoteWidgetProps) {
  const { state } = useRemoteModule<{ default: ComponentType }>(remote, expose);
  // A parent's effects run after its children's, so the widget's own start-up has happened by now.
  useEffect(() => {
    if (state.status === 'ready') onReady?.();
    if (state.status === 'failed') onFailed?.();
  }, [state.status, onReady, onFailed]);
  if (state.status !== 'ready') return <>{placeholder}</>;
  const Widget = state.module.default;
  return (
    <SlotErrorBoundary remote={remote} fallback={() => placeholder}>
      <Widget />
    </SlotErrorBoundary>
  );
}
