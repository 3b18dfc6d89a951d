import { PAGE_STATE_ELEMENT_ID, type PageState } from './pageState';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isQuery = (query: unknown) => isRecord(query) && typeof query.queryHash === 'string' && Array.isArray(query.queryKey) && isRecord(query.state);

/**
 * Whether the server render's part of the state has the structure hydration reads: the query client's
 * data, settings and winner stats as objects or null, the render's clock. (The values themselves are what
 * the render server's API client checked.)
 */
function isRenderedState(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { queries, settings, winnerStats, renderTime } = value;
  return (
    isRecord(queries) &&
    Array.isArray(queries.mutations) &&
    Array.isArray(queries.queries) &&
    queries.queries.every(isQuery) &&
    (settings === null || isRecord(settings)) &&
    (winnerStats === null || isRecord(winnerStats)) &&
    Number.isFinite(renderTime)
  );
}

/**
 * The page state the render server embedded, or null on a page it did not send (the dev server's
 * index.html) or when the block cannot be read: the shell then reads config.json and remotes.json itself,
 * and the browser renders the page, as one the server could not render. A state that parses but has not
 * the structure the shell reads is not trusted at all. Only a script element counts: server HTML shown in
 * the page (sanitized, so never a script) comes before the block and must not stand in for it.
 */
export function readPageState(doc: Document): PageState | null {
  const text = doc.querySelector(`script#${PAGE_STATE_ELEMENT_ID}`)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !('config' in value) || !('manifest' in value)) return null;
    if (value.rendered !== null && !isRenderedState(value.rendered)) throw new Error('its server render has not the structure the shell hydrates');
    return value as unknown as PageState;
  } catch (error) {
    console.error('[shell] the page state could not be read; reading config.json instead:', error);
    return null;
  }
}
