import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getBus, type RuntimeConfig, type ShopApi } from '@shop/shared-contracts';
import { CookieNotice } from '../features/cookieNotice/CookieNotice';
import { loadInstantWinFeed } from '../features/instantWin/feed';
import { PopupController } from '../features/instantWin/popupController';
import { DeferredToastHost } from '../features/toasts/DeferredToastHost';
import { startAuthCheck } from './authCheck';
import { startFrontendScripts } from './frontendScripts';
import { afterPageContent } from './pageTiming';
import { loadSiteData } from './siteData';

// The pop-up can only show once the feed has started, which is after the page's content is in: its code
// loads then, with the feed, not in the first-load JavaScript.
const InstantWinPopup = lazy(() =>
  import(/* webpackChunkName: "instant-win-popup" */ '../features/instantWin/InstantWinPopup').then((module) => ({ default: module.InstantWinPopup })),
);

interface ShellServicesProps {
  api: ShopApi;
  config: RuntimeConfig;
}

/**
 * Starts the instant-win feed once the page's own content is in (`onStart` then mounts the pop-up);
 * returns a function that stops it.
 */
function startInstantWinFeed(config: RuntimeConfig, controller: PopupController, onStart: () => void): () => void {
  let stopFeed: (() => void) | null = null;
  let stopped = false;
  afterPageContent(() => {
    if (!stopped) onStart();
    loadInstantWinFeed(config.realtimeDatabase)
      .then((feed) => {
        if (!stopped) stopFeed = feed.subscribe((notice) => controller.receive(notice));
      })
      .catch((error: unknown) => console.error('[shell] the instant-win feed could not start:', error));
  });
  return () => {
    stopped = true;
    stopFeed?.();
  };
}

/**
 * What every page shares, mounted once above the routes: the auth check, settings and winner stats,
 * front-end scripts (after consent and first paint), toasts, the cookie notice and the instant-win pop-up.
 */
export function ShellServices({ api, config }: ShellServicesProps) {
  const { pathname } = useLocation();
  const controller = useMemo(() => new PopupController(), []);
  const [feedStarted, setFeedStarted] = useState(false);

  // Start-up work runs once per page load with the path the page started on; navigation must not repeat it.
  const startedWith = useRef({ api, config, controller, pathname });
  useEffect(() => {
    const start = startedWith.current;
    const bus = getBus();
    const stops = [
      startAuthCheck({ api: start.api, bus, storage: localStorage, pathname: start.pathname }),
      startFrontendScripts(bus),
      startInstantWinFeed(start.config, start.controller, () => setFeedStarted(true)),
    ];
    void loadSiteData({ api: start.api, bus, storage: localStorage, now: Date.now });
    return () => stops.forEach((stop) => stop());
  }, []);

  return (
    <>
      <DeferredToastHost />
      <CookieNotice />
      {feedStarted && (
        <Suspense fallback={null}>
          <InstantWinPopup controller={controller} />
        </Suspense>
      )}
    </>
  );
}
