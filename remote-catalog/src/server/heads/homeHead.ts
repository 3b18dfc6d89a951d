import { SITE_NAME, type CompetitionCard, type PageHead, type SeoSettings } from '@shop/shared-contracts';
import { pageUrl, type SiteUrls } from './siteUrls';

/**
 * The home page's head: the admin's SEO copy, field for field as the live page applies it (the page title,
 * the description and the title meta tags); the main competition's picture for link previews; and the
 * WebSite object search engines read the site's name from. A failed SEO call (`null`) leaves the title and
 * both meta values empty, as the page keeps them after a failed SEO fetch.
 */
export function homeHead(
  seo: Pick<SeoSettings, 'page_title' | 'meta_description' | 'meta_title'> | null,
  main?: Pick<CompetitionCard, 'image' | 'title'>,
  site?: SiteUrls,
): PageHead {
  return {
    title: seo?.page_title.trim() ?? '',
    description: seo?.meta_description.trim() ?? '',
    metaTitle: seo?.meta_title.trim() ?? '',
    canonicalPath: '/',
    type: 'website',
    ...(main?.image ? { image: { url: main.image, alt: main.title } } : {}),
    jsonLd: [{ '@type': 'WebSite', name: SITE_NAME, url: pageUrl('/', site) }],
    status: 200,
  };
}
