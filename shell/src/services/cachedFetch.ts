import type { KeyValueStorage } from '@shop/shared-contracts';

interface CachedCopy {
  data: unknown;
  timestamp: number;
}

export interface CachedFetchOptions<T> {
  key: string;
  ttlMs: number;
  storage: KeyValueStorage;
  now: () => number;
  load: () => Promise<T>;
  /** Checks a cached copy; a copy that fails the check is fetched again. */
  accept: (data: unknown) => T | null;
}

/** A cached copy, or null when there is none or it is garbled. */
export function readCopy(storage: KeyValueStorage, key: string): CachedCopy | null {
  try {
    const copy: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof copy !== 'object' || copy === null || !('timestamp' in copy) || typeof copy.timestamp !== 'number') return null;
    return { data: (copy as { data?: unknown }).data, timestamp: copy.timestamp };
  } catch {
    return null; // A garbled copy is simply fetched again.
  }
}

/**
 * A local-storage cache of one server answer, `{data, timestamp}`: a copy younger than the TTL is used
 * and no call is made; otherwise the answer is fetched and cached with the current time. A copy stamped
 * in the future (the device clock was moved back) counts as stale, so it cannot stick for ever.
 */
export async function cachedFetch<T>(options: CachedFetchOptions<T>): Promise<T> {
  const copy = readCopy(options.storage, options.key);
  if (copy) {
    const age = options.now() - copy.timestamp;
    const data = age >= 0 && age < options.ttlMs ? options.accept(copy.data) : null;
    if (data !== null) return data;
  }
  const data = await options.load();
  // The shell's storage never throws (pageStorage): full or blocked, the copy is kept in memory instead.
  options.storage.setItem(options.key, JSON.stringify({ data, timestamp: options.now() } satisfies CachedCopy));
  return data;
}
