import { matchPath } from 'react-router-dom';
import { APP_ROUTES } from '@shop/shared-contracts';
import { loadRemoteModule } from './remoteRegistry';

/**
 * Starts loading the screen of the remote that owns `pathname` while the shell renders its frame, so the
 * route's slot finds it (nearly) in. A failure is left to the slot, which shows the fallback and logs it.
 */
export function preloadRouteRemote(pathname: string): void {
  const route = APP_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (route) loadRemoteModule(route.owner, 'Screen').catch(() => undefined);
}
