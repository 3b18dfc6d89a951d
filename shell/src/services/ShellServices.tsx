import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getBus, type RuntimeConfig, type ShopApi, type ShopBus } from '@shop/shared-contracts';
import { loadInstantWinFeed } from '../features/instantWin/loadInstantWinFeed';
import { PopupController } from '../features/instantWin/popupController';
import { DeferredToastHost } from '../features/toasts/DeferredToastHost';
import { OptionalPart } from '../app/OptionalPart';
import { startAuthCheck } from './authCheck';
import { afterPageContent, useAfterPageContent } from './pageTiming';
import { loadSiteData } from './siteData';
import { pageStorage } from './pageStorage';
import { INSTANT_WIN_FEED_DELAY_MS } from '../shellConstants';

// The pop-up can only show once the feed has started, which is after the page's content is in: its code
// loads then, with the feed, not in the first-load JavaScript.
const InstantWinPopup = lazy(() =>
  import(/* webpackChunkName: "instant-win-popup" */ '../features/instantWin/InstantWinPopup').then((module) => ({ default: module.InstantWinPopup })),
);
// The cookie notice is part of index.html (it paints with the first paint); what takes over its Privacy
// Policy button, and the front-end scripts (some of which wait for its consent), come once the page's content is in.
const CookieNotice = lazy(() =>
  import(/* webpackChunkName: "cookie-notice" */ '../features/cookieNotice/CookieNotice').then((module) => ({ default: module.CookieNotice })),
);

/** Starts the front-end scripts once the page's content is in; returns a function that stops them. */
function startFrontendScriptsLater(bus: ShopBus): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  afterPageContent(() => {
    import(/* webpackChunkName: "cookie-notice" */ './frontendScripts')
      .then((module) => {
        if (!stopped) stop = module.startFrontendScripts(bus);
      })
      .catch((error: unknown) => console.error('[shell] front-end scripts could not start:', error));
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

interface ShellServicesProps {
  api: ShopApi;
  config: RuntimeConfig;
}

/**
 * Starts the instant-win feed 5 s after the page's own content is in (`onStart` then mounts the pop-up);
 * returns a function that stops it.
 */
function startInstantWinFeed(config: RuntimeConfig, controller: PopupController, onStart: () => void): () => void {
  let stopFeed: (() => void) | null = null;
  let stopped = false;
  let delay: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    if (stopped) return;
    onStart();
    loadInstantWinFeed(config.realtimeDatabase)
      .then((feed) => {
        if (!stopped) stopFeed = feed.subscribe((notice) => controller.receive(notice));
      })
      .catch((error: unknown) => console.error('[shell] the instant-win feed could not start:', error));
  };
  afterPageContent(() => {
    delay = setTimeout(connect, INSTANT_WIN_FEED_DELAY_MS);
  });
  return () => {
    stopped = true;
    clearTimeout(delay);
    stopFeed?.();
  };
}

/**
 * What every page shares, mounted once above the routes: the auth check, settings and winner stats,
 * front-end scripts (after first paint; those that set cookies after consent too), toasts, the cookie notice
 * and the instant-win pop-up.
 */
export function ShellServices({ api, config }: ShellServicesProps) {
  const { pathname } = useLocation();
  const controller = useMemo(() => new PopupController(), []);
  const [feedStarted, setFeedStarted] = useState(false);
  const contentIn = useAfterPageContent();

  // Start-up work runs once per page load with the path the page started on; navigation must not repeat it.
  const startedWith = useRef({ api, config, controller, pathname });
  useEffect(() => {
    const start = startedWith.current;
    const bus = getBus();
    const stops = [
      startAuthCheck({ api: start.api, bus, storage: pageStorage, pathname: start.pathname }),
      startFrontendScriptsLater(bus),
      startInstantWinFeed(start.config, start.controller, () => setFeedStarted(true)),
    ];
    void loadSiteData({ api: start.api, bus, storage: pageStorage, now: Date.now });
    return () => stops.forEach((stop) => stop());
  }, []);

  return (
    <>
      <DeferredToastHost />
      {contentIn && (
        <OptionalPart name="cookie notice">
          <CookieNotice />
        </OptionalPart>
      )}
      {feedStarted && (
        <OptionalPart name="instant-win pop-up">
          <InstantWinPopup controller={controller} />
        </OptionalPart>
      )}
    </>
  );
}
