import { safeStorage } from '@shop/shared-contracts';

/** The shell's local storage: one that never throws, whether the browser blocks storage or it is full. */
export const pageStorage = safeStorage(() => localStorage);
