import type { JsonLdObject } from '@shop/shared-contracts';
import { listPageFor } from '../../lists/listSources';
import { pageUrl, type SiteUrls } from './siteUrls';

export interface Crumb {
  name: string;
  path: string;
}

export const HOME_CRUMB: Crumb = { name: 'Home', path: '/' };

/** The list page of a category (`/competitions/tackle`, `/competitions/instant_win_comps`). */
export function categoryListPath(category: string): string {
  return `/competitions/${encodeURIComponent(category)}`;
}

/** A category's list page, named as the page names itself. */
export function categoryCrumb(category: string): Crumb {
  return { name: listPageFor(category).title, path: categoryListPath(category) };
}

/** A schema.org BreadcrumbList from the top of the site down to the page. */
export function breadcrumbList(crumbs: readonly Crumb[], site?: SiteUrls): JsonLdObject {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: pageUrl(crumb.path, site) })),
  };
}
