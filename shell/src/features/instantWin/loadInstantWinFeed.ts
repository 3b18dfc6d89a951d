import type { RealtimeDatabaseConfig } from '@shop/shared-contracts';
import type { InstantWinFeed } from './instantWinFeed';

/** Loads the firebase adapter on demand, so the firebase SDK is not in the first-load JavaScript. */
export async function loadInstantWinFeed(config: RealtimeDatabaseConfig): Promise<InstantWinFeed> {
  const { createFirebaseFeed } = await import(/* webpackChunkName: "instant-win-feed" */ './firebaseFeed');
  return createFirebaseFeed(config);
}
