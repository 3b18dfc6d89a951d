import { safeStorage } from '@shop/shared-contracts';

/** The basket's storage: it never throws when the browser blocks storage or it is full (kept in memory then). */
export const localStore = safeStorage(() => localStorage);
export const sessionStore = safeStorage(() => sessionStorage);
