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

/**
 * A local-storage cache of one server answer, `{data, timestamp}`: a copy younger than the TTL is used
 * and no call is made; otherwise the answer is fetched and cached with the current time.
 */
export async function cachedFetch<T>(options: CachedFetchOptions<T>): Promise<T> {
  const stored = options.storage.getItem(options.key);
  if (stored) {
    try {
      const copy = JSON.parse(stored) as CachedCopy;
      const data = options.now() - copy.timestamp < options.ttlMs ? options.accept(copy.data) : null;
      if (data !== null) return data;
    } catch {
      // A garbled copy is simply fetched again.
    }
  }
  const data = await options.load();
  options.storage.setItem(options.key, JSON.stringify({ data, timestamp: options.now() } satisfies CachedCopy));
  return data;
}
