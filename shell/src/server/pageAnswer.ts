import { SERVER_HTML_FRESH_MS, SERVER_HTML_MAX_AGE_MS } from '../shellConstants';

export interface PageAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  /** The body in brotli, made once for a page the render server keeps, as a CDN keeps it compressed. */
  brotli?: Buffer;
}

/** Says who renders the page, `server` or `browser`, for ops, logs and a CDN's reports. */
export const RENDERED_BY = 'X-Page-Rendered';
export const PUBLIC_HTML_CACHE = `public, max-age=0, s-maxage=${SERVER_HTML_FRESH_MS / 1000}, stale-while-revalidate=${(SERVER_HTML_MAX_AGE_MS - SERVER_HTML_FRESH_MS) / 1000}`;
export const PRIVATE_HTML_CACHE = 'private, no-store';
/** A public page while a canary runs or in a preview: which releases it holds depends on the browser's cookies. */
export const PER_BROWSER_HTML_CACHE = 'private, no-cache';

export const htmlAnswer = (status: number, cacheControl: string, body: string, extra: Record<string, string> = {}): PageAnswer => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, ...extra },
  body,
});

/** An HTML page, as opposed to a file the render server answers (the logo, robots.txt, the sitemap). */
export const isHtml = (answer: PageAnswer): boolean => String(answer.headers['Content-Type'] ?? '').startsWith('text/html');
