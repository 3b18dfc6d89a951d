import { safeStorage } from '@shop/shared-contracts';

/** The catalogue's local storage: it never throws when the browser blocks storage or it is full (kept in memory then). */
export const localStore = safeStorage(() => localStorage);
