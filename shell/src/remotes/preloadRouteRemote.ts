import { routeForPath } from '../app/routeMatching';
import { preloadRemoteModule } from './remoteModules';

/**
 * Starts loading the screen of the remote that owns `pathname` while the shell renders its frame, so the
 * route's slot finds it (nearly) in. A failure is left to the slot, which shows the fallback.
 */
export function preloadRouteRemote(pathname: string): void {
  const route = routeForPath(pathname);
  if (route) preloadRemoteModule(route.owner, 'Screen');
}
