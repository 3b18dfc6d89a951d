import type { PageHead } from '@shop/shared-contracts';
import { escapeAttribute } from './escape';
import { absoluteHttpUrl, httpOrigin } from './urls';

/**
 * Hints that let a phone start the first screen's downloads while the HTML still arrives: connections to
 * the API host (pictures, and its calls, which are CORS and use their own connection) and to the remotes'
 * origins (their code), and the page's main picture (`head.image`: the carousel's first slide, a
 * competition's prize), the largest paint of home and of a details page.
 */
export function resourceHints(head: PageHead | null, origins: { apiHost: string; remoteOrigins: readonly string[] }): string {
  const tags: string[] = [];
  const api = httpOrigin(origins.apiHost);
  if (api) tags.push(`<link rel="preconnect" href="${escapeAttribute(api)}">`, `<link rel="preconnect" href="${escapeAttribute(api)}" crossorigin>`);
  for (const origin of new Set(origins.remoteOrigins.map(httpOrigin))) if (origin) tags.push(`<link rel="preconnect" href="${escapeAttribute(origin)}">`);
  // A picture the page does not show would be fetched for nothing, and Chrome warns of an unused preload.
  const picture = head?.image && head.image.shownOnPage !== false ? absoluteHttpUrl(head.image.url, origins.apiHost) : null;
  if (picture) tags.push(`<link rel="preload" as="image" href="${escapeAttribute(picture)}" fetchpriority="high">`);
  return tags.join('\n');
}
