import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { getBus, type RuntimeConfig, type ShopApi } from '@shop/shared-contracts';
import { CookieNotice } from '../features/cookieNotice/CookieNotice';
import { whenConsented } from '../features/cookieNotice/consent';
import { InstantWinPopup } from '../features/instantWin/InstantWinPopup';
import { loadInstantWinFeed } from '../features/instantWin/feed';
import { PopupController } from '../features/instantWin/popupController';
import { ToastHost } from '../features/toasts/ToastHost';
import { startAuthCheck } from './authCheck';
import { afterFirstPaint, injectFrontendScripts } from './frontendScripts';
import { loadSiteData } from './siteData';

interface ShellServicesProps {
  api: ShopApi;
  config: RuntimeConfig;
}

/**
 * What every page shares, mounted once inside the router: the auth check, settings and winner stats,
 * front-end scripts (after consent and first paint), toasts, the cookie notice and the instant-win pop-up.
 */
export function ShellServices({ api, config }: ShellServicesProps) {
  const { pathname } = useLocation();
  const controller = useMemo(() => new PopupController(), []);

  useEffect(() => {
    const bus = getBus();
    const stopAuth = startAuthCheck({ api, bus, storage: localStorage, pathname });
    void loadSiteData({ api, bus, storage: localStorage, now: Date.now });
    const stopScripts = bus.on('shell:settings', (event) => {
      whenConsented(() => afterFirstPaint(() => injectFrontendScripts(event.settings.frontend_scripts)));
    });
    let stopFeed: (() => void) | null = null;
    let stopped = false;
    afterFirstPaint(() => {
      loadInstantWinFeed(config.realtimeDatabase)
        .then((feed) => {
          if (!stopped) stopFeed = feed.subscribe((notice) => controller.receive(notice));
        })
        .catch((error: unknown) => console.error('[shell] the instant-win feed could not start:', error));
    });
    return () => {
      stopped = true;
      stopAuth();
      stopScripts();
      stopFeed?.();
    };
    // Start-up work runs once per page load; later navigation must not repeat it.
  }, []);

  return (
    <>
      <ToastHost />
      <CookieNotice />
      <InstantWinPopup controller={controller} />
    </>
  );
}
