/** How an answer was served: from a fresh entry, from a stale one while it is refreshed, or made for this caller. */
export type Served = 'fresh' | 'stale' | 'miss';

interface Entry<T> {
  value: T;
  /** When the value was made. */
  at: number;
  /** No new load before this (a fresh value, or a failed refresh that waits out a window). */
  freshUntil: number;
}

/** How long a value is fresh, and the oldest it is handed out. */
export interface Freshness {
  freshMs: number;
  /**
   * The oldest a value may be handed out while the backend answers (RFC 5861's stale-while-revalidate
   * bound): past it, callers wait for the refresh that began at `freshMs`. A failed refresh still hands out
   * the last good value, however old (stale-if-error). Unbounded when not given.
   */
  maxAgeMs?: number;
}

export interface SharedAnswersOptions<T> extends Freshness {
  /** Whether a value may be handed to the next caller (a backend's 5xx or garbled answer, a page left to the browser, may not). */
  usable: (value: T) => boolean;
  /** A refresh failed (`problem` says how): the last good value, `ageMs` old, goes on being served. */
  onRefreshFailed: (key: string, problem: string, ageMs: number) => void;
  /** What an unusable value says went wrong, for the log. */
  problemOf?: (value: T) => string;
  /** The most values kept; the least recently made goes first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Values shared between customers, stale-while-revalidate (RFC 5861) with stale-if-error: per key at most one
 * load per `freshMs`, however many ask at once (concurrent askers share the one load); once a value is older,
 * it is still served at once while one refresh runs, up to `maxAgeMs` (then the callers wait for that refresh);
 * a failed refresh (the load throws, or its value is not usable) keeps the last good value, says so, and is
 * tried again a window later, not on every request. The storefront's public reads (publicReads/) and its
 * public pages (pageCache.ts) are kept this way.
 */
export class SharedAnswers<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, Promise<T>>();
  /** Loads made per key since the start (the first `maxEntries` keys), for ops and the rush benchmark. */
  readonly loads = new Map<string, number>();
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly options: SharedAnswersOptions<T>) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 2000;
  }

  /**
   * The value for `key`, with how it was served; `load` makes it (and may throw when it cannot). A key's
   * `freshness` replaces the options' own (one kind of value kept longer than the rest).
   */
  async get(key: string, load: () => Promise<T>, freshness: Freshness = this.options): Promise<{ value: T; served: Served; ageMs: number }> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && now < entry.freshUntil) return { value: entry.value, served: 'fresh', ageMs: now - entry.at };
    if (entry && now - entry.at < (freshness.maxAgeMs ?? Infinity)) {
      void this.refresh(key, load, freshness).catch(() => undefined);
      return { value: entry.value, served: 'stale', ageMs: now - entry.at };
    }
    if (entry) {
      // Too old to hand out: wait for the refresh (the last good value when it fails, with its age).
      const value = await this.refresh(key, load, freshness);
      const kept = this.entries.get(key);
      return { value, served: 'miss', ageMs: kept && kept.value === value ? this.now() - kept.at : 0 };
    }
    const value = await this.refresh(key, load, freshness);
    return { value, served: 'miss', ageMs: 0 };
  }

  /** The one load for `key` (joined when one runs): its value, or the last good one when it failed. */
  private refresh(key: string, load: () => Promise<T>, freshness: Freshness): Promise<T> {
    const running = this.loading.get(key);
    if (running) return running;
    if (this.loads.has(key) || this.loads.size < this.maxEntries) this.loads.set(key, (this.loads.get(key) ?? 0) + 1);
    const request = load().then(
      (value) =>
        this.options.usable(value) ? this.remember(key, value, freshness) : this.failed(key, freshness, this.options.problemOf?.(value) ?? 'not usable', value),
      (error: unknown) => this.failed(key, freshness, error instanceof Error ? error.message : String(error), undefined, error),
    );
    this.loading.set(key, request);
    const done = () => this.loading.delete(key);
    request.then(done, done);
    return request;
  }

  private remember(key: string, value: T, freshness: Freshness): T {
    const at = this.now();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, at, freshUntil: at + freshness.freshMs });
    return value;
  }

  /** With no last good value, the failure goes to the caller: the unusable value as it is, or the error. */
  private failed(key: string, freshness: Freshness, problem: string, value: T | undefined, error?: unknown): T {
    const entry = this.entries.get(key);
    if (!entry) {
      if (value !== undefined) return value;
      throw error instanceof Error ? error : new Error(problem);
    }
    entry.freshUntil = this.now() + freshness.freshMs;
    this.options.onRefreshFailed(key, problem, this.now() - entry.at);
    return entry.value;
  }
}
