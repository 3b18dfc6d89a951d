import type { RemoteName } from './routes';

/** The remotes, in the order the shop lists them (remotes.json, the ops figures). */
export const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'basket', 'account'];
