import { preloadRouteAssets } from './runtime/preloadRouteAssets';

// This file's task is the federation runtime's start. What follows runs in tasks of its own, so that none of
// them is a long task on a phone: the page's first calls and remote files, then the shell.
setTimeout(() => void preloadRouteAssets(window.location.pathname, window.__shopEarlyJson, window.fetch.bind(window), () => window.localStorage));
// The bootstrap pattern: an async boundary lets Module Federation negotiate shared singletons first.
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
