import { preloadRouteAssets } from './runtime/preloadRouteAssets';
import { readPageState } from './ssr/readPageState';

// This file's task is the federation runtime's start. What follows runs in tasks of its own, so that none of
// them is a long task on a phone: the page's remote files, then the shell.
setTimeout(() => preloadRouteAssets(window.location.pathname, readPageState(document), window.fetch.bind(window)));
// The bootstrap pattern: an async boundary lets Module Federation negotiate shared singletons first.
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
