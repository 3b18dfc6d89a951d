import { Suspense, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@shop/shared-contracts';
import { Spinner } from '@shop/remote-kit';
import { markRouteContentReady } from '../services/pageTiming';
import { RemoteFallback } from './RemoteFallback';
import { forgetRemoteModule, readRemoteModule } from './remoteModules';
import { ServerScreensContext, type ScreenModule } from './serverScreens';
import { SlotErrorBoundary } from './SlotErrorBoundary';

/** The fallback of a remote that cannot be loaded: it is then the page's content, so deferred work may start. */
function UnavailableRemote({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  useEffect(() => markRouteContentReady(), []);
  return <RemoteFallback remote={remote} onRetry={onRetry} />;
}

function RemoteScreen({ remote, screen, onRetry }: { remote: RemoteName; screen: string; onRetry: () => void }) {
  const serverScreens = useContext(ServerScreensContext);
  const loaded = serverScreens ? { status: 'ready' as const, module: serverScreens[remote] } : readRemoteModule<ScreenModule>(remote, 'Screen');
  if (loaded.status === 'failed' || !loaded.module) return <UnavailableRemote remote={remote} onRetry={onRetry} />;
  const Screen = loaded.module.default;
  return <Screen screen={screen} />;
}

/**
 * One remote screen in the page: the spinner while it loads (a Suspense boundary, which also keeps a
 * server-rendered screen's HTML until the remote's code is in to hydrate it), the fallback with retry if
 * it cannot load or throws. A loaded screen says itself when its data is in (the remote kit's page:content-ready).
 */
export function RemoteSlot({ remote, screen }: { remote: RemoteName; screen: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemoteModule(remote, 'Screen');
    setAttempt((value) => value + 1);
  };
  return (
    <SlotErrorBoundary
      remote={remote}
      fallback={(reset) => (
        <UnavailableRemote
          remote={remote}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={<Spinner />}>
        <RemoteScreen key={attempt} remote={remote} screen={screen} onRetry={retry} />
      </Suspense>
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

function LoadedWidget({ remote, expose, placeholder = null, onReady, onFailed }: RemoteWidgetProps) {
  const loaded = readRemoteModule<{ default: ComponentType }>(remote, expose);
  // A parent's effects run after its children's, so the widget's own start-up has happened by now.
  useEffect(() => {
    if (loaded.status === 'ready') onReady?.();
    else onFailed?.();
  }, [loaded.status, onReady, onFailed]);
  if (loaded.status === 'failed') return <>{placeholder}</>;
  const Widget = loaded.module.default;
  return (
    <SlotErrorBoundary remote={remote} fallback={() => placeholder}>
      <Widget />
    </SlotErrorBoundary>
  );
}

/** A small widget from a remote (e.g. the basket badge): the placeholder while it loads and when it cannot. */
export function RemoteWidget(props: RemoteWidgetProps) {
  return (
    <Suspense fallback={props.placeholder ?? null}>
      <LoadedWidget {...props} />
    </Suspense>
  );
}
