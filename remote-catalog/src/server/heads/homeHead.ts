import { SITE_NAME, type Competition, type PageHead, type SeoSettings } from '@shop/shared-contracts';
import { pageUrl, type SiteUrls } from './siteUrls';

export const DEFAULT_HOME_TITLE = 'Angling Prize Competitions | Win tackle, cash and more';
export const DEFAULT_HOME_DESCRIPTION =
  'Prize competitions for UK anglers: tackle, bait boats, cash and instant wins, with free postal entry on every competition.';

/**
 * The home page's head: the admin's SEO copy (the same fields the live page applies), falling back per
 * field, since a failed or half-filled settings answer arrives as empty strings; the main competition's
 * picture for link previews; and the WebSite object search engines read the site's name from.
 */
export function homeHead(seo: Pick<SeoSettings, 'page_title' | 'meta_description' | 'meta_title'> | null, main?: Competition, site?: SiteUrls): PageHead {
  return {
    title: seo?.page_title.trim() || seo?.meta_title.trim() || DEFAULT_HOME_TITLE,
    description: seo?.meta_description.trim() || DEFAULT_HOME_DESCRIPTION,
    canonicalPath: '/',
    type: 'website',
    ...(main?.image ? { image: { url: main.image, alt: main.title } } : {}),
    jsonLd: [{ '@type': 'WebSite', name: SITE_NAME, url: pageUrl('/', site) }],
    status: 200,
  };
}
