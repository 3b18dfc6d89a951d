declare global {
  interface Window {
    /** Start-up reads begun by index.html's inline script (build-config/earlyStartup.cjs), by URL. */
    __shopEarlyJson?: Record<string, Promise<unknown> | undefined>;
  }
}

/** The answer index.html already asked for, handed out once so that a retry reads afresh. */
function takeEarlyJson(url: string): Promise<unknown> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__shopEarlyJson;
  const answer = early?.[url];
  if (early) delete early[url];
  return answer;
}

/** Fetches a small JSON file that must never be served stale (config.json, remotes.json). */
export async function fetchFreshJson(url: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const early = fetchImpl === fetch ? takeEarlyJson(url) : undefined;
  if (early) return early;
  const response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}
