import { PAGE_STATE_ELEMENT_ID, type PageState } from './pageState';

/**
 * The page state the render server embedded, or null on a page it did not send (the dev server's
 * index.html) or when the block cannot be read: the shell then reads config.json and remotes.json itself.
 */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
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
