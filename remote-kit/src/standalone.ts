/**
 * Standalone mode's bootstrap (`@shop/remote-kit/standalone`): only a remote's own standalone build
 * imports it, so it is not shared and never reaches a page under the shell.
 */
export { startStandalone } from './startStandalone';
