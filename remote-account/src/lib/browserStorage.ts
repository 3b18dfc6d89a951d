import { safeStorage } from '@shop/shared-contracts';

/** The account's session storage: it never throws when the browser blocks storage or it is full (kept in memory then). */
export const sessionStore = safeStorage(() => sessionStorage);
