import { STORAGE_KEYS } from '../constants';

/** The part of Web Storage the client needs; tests pass a Map-backed fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Spec section 6: the user's token is kept in local storage, base64-encoded. */
export function saveAuthToken(storage: KeyValueStorage, token: string): void {
  storage.setItem(STORAGE_KEYS.authToken, btoa(token));
}

/** The decoded token, or '' for a guest or a stored value that is not base64. */
export function readAuthToken(storage: KeyValueStorage): string {
  const stored = storage.getItem(STORAGE_KEYS.authToken);
  if (!stored) return '';
  try {
    return atob(stored);
  } catch {
    return '';
  }
}

export function clearAuthToken(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.authToken);
}
