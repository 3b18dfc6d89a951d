import { STORAGE_KEYS } from '../constants';

/** The part of Web Storage the client needs; tests pass a Map-backed fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Web Storage that never throws. A browser may block it (reading `window.localStorage` throws
 * SecurityError when site data is blocked) or it may be full (setItem throws QuotaExceededError): what
 * could not be stored is then kept in memory for the page's life, as if nothing had been kept between
 * visits. `area` is read on every use, so a page that only has storage later, or loses it, is followed.
 */
export function safeStorage(area: () => Storage): KeyValueStorage {
  const kept = new Map<string, string>();
  const attempt = <T>(use: (storage: Storage) => T): T | null => {
    try {
      return use(area());
    } catch {
      return null;
    }
  };
  return {
    getItem: (key) => kept.get(key) ?? attempt((storage) => storage.getItem(key)),
    setItem(key, value) {
      kept.set(key, value);
      attempt((storage) => {
        storage.setItem(key, value);
        kept.delete(key);
      });
    },
    removeItem(key) {
      kept.delete(key);
      attempt((storage) => storage.removeItem(key));
    },
  };
}

/** The user's token is kept in local storage, base64-encoded. */
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
