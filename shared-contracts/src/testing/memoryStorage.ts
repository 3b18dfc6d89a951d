import type { KeyValueStorage } from '../api/authToken';

/** Web Storage kept in a Map, for tests and scripts that run the API client (or a screen) outside a browser. */
export class MemoryStorage implements KeyValueStorage {
  readonly values: Map<string, string>;
  constructor(initial: Record<string, string> = {}) {
    this.values = new Map(Object.entries(initial));
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}
