import type { InstantWinNotification, RealtimeDatabaseConfig } from '@shop/shared-contracts';

/** The instant-win feed behind a small interface: the firebase adapter, or a fake in tests. */
export interface InstantWinFeed {
  /** Calls `onNotice` for each notice; returns a function that stops listening. */
  subscribe(onNotice: (notice: InstantWinNotification) => void): () => void;
}

/** Loads the firebase adapter on demand, so the firebase SDK is not in the first-load JavaScript. */
export async function loadInstantWinFeed(config: RealtimeDatabaseConfig): Promise<InstantWinFeed> {
  const { createFirebaseFeed } = await import(/* webpackChunkName: "instant-win-feed" */ './firebaseFeed');
  return createFirebaseFeed(config);
}
