import { afterFirstPaint } from './startup/afterFirstPaint';
import { preloadRouteAssets } from './startup/preloadRouteAssets';

// This file's task is the federation runtime's start. What follows runs in tasks of its own (start-up lives
// in ./startup), after the server's HTML is on screen: the page's remote files, then the shell.
afterFirstPaint(() => {
  preloadRouteAssets(document, window.fetch.bind(window));
  // The bootstrap pattern: an async boundary lets Module Federation negotiate shared singletons first.
  setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './startup/bootstrap'));
});
