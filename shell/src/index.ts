import { preloadRouteAssets } from './runtime/preloadRouteAssets';

void preloadRouteAssets(window.location.pathname, window.__shopEarlyJson, window.fetch.bind(window), () => window.localStorage);
// The bootstrap pattern: an async boundary lets Module Federation negotiate shared singletons first.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
