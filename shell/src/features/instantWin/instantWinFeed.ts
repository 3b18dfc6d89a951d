import type { InstantWinNotification } from '@shop/shared-contracts';

/** The instant-win feed behind a small interface: the firebase adapter, or a fake in tests. */
export interface InstantWinFeed {
  /** Calls `onNotice` for each notice; returns a function that stops listening. */
  subscribe(onNotice: (notice: InstantWinNotification) => void): () => void;
}
