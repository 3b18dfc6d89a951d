/**
 * The render server's own cache of finished pages, by URL and live releases: a page is rendered at most
 * once per `maxAgeMs`, and concurrent requests for a page being rendered wait for that one render.
 */
export class HtmlCache<T> {
  private readonly done = new Map<string, { value: T; at: number }>();
  private readonly inFlight = new Map<string, Promise<T>>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** `render`'s value is kept only when `keep` says so (a page that fell back to the browser is not). */
  get(key: string, render: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
    const cached = this.done.get(key);
    if (cached && Date.now() - cached.at < this.maxAgeMs) return Promise.resolve(cached.value);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const rendering = render().then((value) => {
      if (keep(value)) this.remember(key, value);
      return value;
    });
    this.inFlight.set(key, rendering);
    const forget = () => this.inFlight.delete(key);
    rendering.then(forget, forget);
    return rendering;
  }

  private remember(key: string, value: T): void {
    this.done.delete(key);
    if (this.done.size >= this.maxEntries) {
      const oldest = this.done.keys().next().value;
      if (oldest !== undefined) this.done.delete(oldest);
    }
    this.done.set(key, { value, at: Date.now() });
  }
}
