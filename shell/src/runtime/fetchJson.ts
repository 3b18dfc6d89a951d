/** Fetches a small JSON file that must never be served stale (config.json, remotes.json). */
export async function fetchFreshJson(url: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}
