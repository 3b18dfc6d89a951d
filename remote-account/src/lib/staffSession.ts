import type { KeyValueStorage } from '@shop/shared-contracts';

/**
 * A support sign-in (login-as-user) is marked for this browser tab only, so the "signed in by staff"
 * banner persists across pages and reloads but never outlives the tab or a sign-out.
 */
export const STAFF_SESSION_KEY = 'account_staff_session';

export interface StaffSession {
  name: string;
}

export function markStaffSession(storage: KeyValueStorage, session: StaffSession): void {
  storage.setItem(STAFF_SESSION_KEY, JSON.stringify(session));
}

export function readStaffSession(storage: KeyValueStorage): StaffSession | null {
  const raw = storage.getItem(STAFF_SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { name?: unknown }).name === 'string') {
      return { name: (parsed as { name: string }).name };
    }
  } catch {
    // A damaged flag is treated as none.
  }
  return null;
}

export function clearStaffSession(storage: KeyValueStorage): void {
  storage.removeItem(STAFF_SESSION_KEY);
}
