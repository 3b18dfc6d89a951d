import { escapeHtml } from '../head/escape';
import { LEAVE_PREVIEW, PREVIEW_PARAM } from './previewToken';

const STYLE =
  '<style>.shop-preview{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center;justify-content:center;padding:8px 16px;background:#4a1d96;color:#fff;font:600 14px/1.4 system-ui,sans-serif;text-align:center}.shop-preview a{color:#fff;text-decoration:underline}</style>';

/**
 * The banner of a browser in preview, above the page (before `#root`, so hydration never sees it): which
 * release it sees, or why its preview was ignored, and the way out. Nothing is shown to anybody else.
 */
export function previewBanner(message: string): string {
  return `${STYLE}<div class="shop-preview" role="status" data-testid="preview-banner"><span>${escapeHtml(message)}</span><a href="?${PREVIEW_PARAM}=${LEAVE_PREVIEW}">Leave preview</a></div>`;
}
