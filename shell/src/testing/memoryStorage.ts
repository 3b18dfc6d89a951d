import type { KeyValueStorage } from '@shop/shared-contracts';

/** A Map-backed stand-in for localStorage, so each test starts empty and can read what was written. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
