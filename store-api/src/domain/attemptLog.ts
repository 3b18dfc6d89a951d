/** Keys kept before old ones are swept (a flood of one-off addresses or names must not grow memory without end). */
const SWEEP_ABOVE_KEYS = 50_000;

/** When each recent attempt was made, per key (an account, an address), forgetting those older than the window. In memory. */
export class AttemptLog {
  private readonly attempts = new Map<string, number[]>();

  constructor(readonly windowMs: number) {}

  /** The key's attempts inside the window, oldest first. */
  recent(key: string, now: number): readonly number[] {
    const list = this.attempts.get(key);
    if (!list) return [];
    const firstKept = list.findIndex((at) => at > now - this.windowMs);
    if (firstKept === -1) {
      this.attempts.delete(key);
      return [];
    }
    if (firstKept > 0) list.splice(0, firstKept);
    return list;
  }

  /** Counts an attempt made now. */
  record(key: string, now: number): void {
    const list = [...this.recent(key, now), now];
    this.attempts.set(key, list);
    if (this.attempts.size > SWEEP_ABOVE_KEYS) this.sweep(now);
  }

  /** Takes back the attempt recorded at `at` (it succeeded). */
  takeBack(key: string, at: number): void {
    const list = this.attempts.get(key);
    if (!list) return;
    const index = list.lastIndexOf(at);
    if (index >= 0) list.splice(index, 1);
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }

  private sweep(now: number): void {
    for (const key of [...this.attempts.keys()]) this.recent(key, now);
  }
}
