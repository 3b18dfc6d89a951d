import zlib from 'node:zlib';

/** The page state block the render server writes (shell/src/ssr/pageState.ts's PAGE_STATE_ELEMENT_ID). */
const PAGE_STATE = /<script type="application\/json" id="shop-page-state">([\s\S]*?)<\/script>/;

export interface PageStateBytes {
  /** The whole HTML, in bytes. */
  htmlBytes: number;
  /** The page state's JSON as it stands in the HTML, in bytes; 0 when the page has none. */
  rawBytes: number;
  /** That JSON alone in brotli (quality 11), in bytes; 0 when the page has none. */
  brotliBytes: number;
}

/** How many bytes of a page's HTML are its page state, raw and in brotli. */
export function pageStateBytes(html: string): PageStateBytes {
  const state = PAGE_STATE.exec(html)?.[1] ?? '';
  const raw = Buffer.from(state, 'utf8');
  return {
    htmlBytes: Buffer.byteLength(html, 'utf8'),
    rawBytes: raw.length,
    brotliBytes: raw.length ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length : 0,
  };
}

/** Fetches a page and measures its page state. */
export async function fetchPageStateBytes(url: string, fetchImpl: typeof fetch = fetch): Promise<PageStateBytes> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return pageStateBytes(await response.text());
}
