import { PAGE_STATE_ELEMENT_ID, type PageState } from './pageState';

/**
 * The page state the render server embedded, or null on a page it did not send (the dev server's
 * index.html) or when the block cannot be read: the shell then reads config.json and remotes.json itself.
 * Only a script element counts: server HTML shown in the page (sanitized, so never a script) comes before
 * the block and must not stand in for it.
 */
export function readPageState(doc: Document): PageState | null {
  const text = doc.querySelector(`script#${PAGE_STATE_ELEMENT_ID}`)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('config' in value) || !('manifest' in value)) return null;
    return value as PageState;
  } catch (error) {
    console.error('[shell] the page state could not be read; reading config.json instead:', error);
    return null;
  }
}
