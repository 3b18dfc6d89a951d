/**
 * A value read again once it is older than `maxAgeMs`, with one read in flight at a time; when a read
 * fails, the last good value is handed out. The remotes manifest (1 s, so a release or a rollback reaches
 * the HTML within a second) and the shell's settings and winner stats use it.
 */
export class FreshValue<T> {
  private value: { data: T; at: number } | null = null;
  private reading: Promise<T> | null = null;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly maxAgeMs: number,
  ) {}

  get(now = Date.now()): Promise<T> {
    if (this.value && now - this.value.at < this.maxAgeMs) return Promise.resolve(this.value.data);
    if (!this.reading) {
      this.reading = this.read().then(
        (data) => {
          this.value = { data, at: Date.now() };
          this.reading = null;
          return data;
        },
        (error: unknown) => {
          this.reading = null;
          throw error;
        },
      );
    }
    const lastGood = this.value;
    return lastGood ? this.reading.catch(() => lastGood.data) : this.reading;
  }
}
