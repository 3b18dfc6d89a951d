/** What the backend answered a read: kept as sent, so every customer gets the same bytes. */
export interface BackendAnswer {
  status: number;
  contentType: string;
  body: string;
  /**
   * The backend's own answer, the same for the next customer: a 4xx (an unknown competition is unknown to
   * everyone), or a 2xx its endpoint's schema accepts. A 5xx, or a garbled answer, is a failure: never kept.
   */
  usable: boolean;
}

/** How an answer was served: from a fresh entry, from a stale one while it is refreshed, or fetched for this caller. */
export type Served = 'fresh' | 'stale' | 'miss';

interface Entry {
  answer: BackendAnswer;
  /** When the answer was fetched. */
  at: number;
  /** No new backend request before this (a fresh answer, or a failed refresh that waits out a window). */
  freshUntil: number;
}

export interface SharedAnswersOptions {
  freshMs: number;
  /** The most answers kept; the least recently fetched goes first. */
  maxEntries?: number;
  /** A refresh failed: the last good answer, `ageMs` old, goes on being served. */
  onRefreshFailed: (key: string, problem: string, ageMs: number) => void;
  now?: () => number;
}

/**
 * Answers shared between customers, stale-while-revalidate (RFC 5861) with stale-if-error: per key at most one
 * backend request per `freshMs`, however many ask at once (concurrent askers share the one request); once an
 * answer is older, it is still served at once while one refresh runs; a failed refresh (no answer, a 5xx, a
 * malformed answer) keeps the last good answer, says so, and is tried again a window later, not on every request.
 */
export class SharedAnswers {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<BackendAnswer>>();
  /** Backend requests made per key since the start (the first `maxEntries` keys), for ops and the rush benchmark. */
  readonly backendRequests = new Map<string, number>();
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly options: SharedAnswersOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 2000;
  }

  /** The answer for `key`, with how it was served; `load` asks the backend (and may throw when it cannot). */
  async get(key: string, load: () => Promise<BackendAnswer>): Promise<{ answer: BackendAnswer; served: Served; ageMs: number }> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && now < entry.freshUntil) return { answer: entry.answer, served: 'fresh', ageMs: now - entry.at };
    if (entry) {
      void this.refresh(key, load).catch(() => undefined);
      return { answer: entry.answer, served: 'stale', ageMs: now - entry.at };
    }
    const answer = await this.refresh(key, load);
    return { answer, served: 'miss', ageMs: 0 };
  }

  /** The one backend request for `key` (joined when one runs): its answer, or the last good one when it failed. */
  private refresh(key: string, load: () => Promise<BackendAnswer>): Promise<BackendAnswer> {
    const running = this.loading.get(key);
    if (running) return running;
    if (this.backendRequests.has(key) || this.backendRequests.size < this.maxEntries) this.backendRequests.set(key, (this.backendRequests.get(key) ?? 0) + 1);
    const request = load().then(
      (answer) => (answer.usable ? this.remember(key, answer) : this.failed(key, answer.status < 300 ? 'a malformed answer' : `HTTP ${answer.status}`, answer)),
      (error: unknown) => this.failed(key, error instanceof Error ? error.message : String(error), null, error),
    );
    this.loading.set(key, request);
    const done = () => this.loading.delete(key);
    request.then(done, done);
    return request;
  }

  private remember(key: string, answer: BackendAnswer): BackendAnswer {
    const at = this.now();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { answer, at, freshUntil: at + this.options.freshMs });
    return answer;
  }

  /** With no last good answer, the failure goes to the caller: the backend's 5xx as it is, or the error. */
  private failed(key: string, problem: string, answer: BackendAnswer | null, error?: unknown): BackendAnswer {
    const entry = this.entries.get(key);
    if (!entry) {
      if (answer) return answer;
      throw error instanceof Error ? error : new Error(problem);
    }
    entry.freshUntil = this.now() + this.options.freshMs;
    this.options.onRefreshFailed(key, problem, this.now() - entry.at);
    return entry.answer;
  }
}
