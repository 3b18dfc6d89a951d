import { SITE_NAME, type PageHead, type RuntimeConfig } from '@shop/shared-contracts';
import type { HeadSite } from '../head/headTags';
import { LOGO_PATH } from '../head/logo';
import { resourceHints } from '../head/resourceHints';

/** The site a page's head describes. */
export function headSite(origin: string, config: RuntimeConfig): HeadSite {
  return { origin, apiHost: config.apiHost, siteName: SITE_NAME, logoPath: LOGO_PATH };
}

/** The page's hints: connections to the API host and the remotes, and its main picture (`head.image`). */
export function pageHints(head: PageHead | null, config: RuntimeConfig): string {
  return resourceHints(head, { apiHost: config.apiHost, remoteOrigins: Object.values(config.remoteOrigins) });
}
