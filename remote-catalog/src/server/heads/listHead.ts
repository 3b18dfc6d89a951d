import { formatCount, pageTitle, type PageHead } from '@shop/shared-contracts';
import { INSTANT_WIN_CATEGORY, listPageFor } from '../../lists/listSources';
import { breadcrumbList, categoryListPath, HOME_CRUMB } from './breadcrumbs';
import type { SiteUrls } from './siteUrls';

export type ListKind = { category: string } | 'instant-wins';

function sentence(text: string): string {
  return text.replace(/\.$/, '');
}

/**
 * The head of a competition list (`/competitions/<category>` or the instant wins): the page's own title
 * and lead, and how many competitions it shows when the caller knows.
 */
export function listHead(kind: ListKind, count?: number, site?: SiteUrls): PageHead {
  const category = kind === 'instant-wins' ? INSTANT_WIN_CATEGORY : kind.category;
  const page = listPageFor(category);
  const path = categoryListPath(category);
  // Paid entry is offered on a live list, so the free route is named there (once: the 'all' lead already does).
  const offersFreeEntry = page.countLabel === 'live' && count !== 0 && !/free postal/i.test(page.lead);
  const counted =
    count === undefined
      ? null
      : count === 0
        ? sentence(page.empty)
        : `${formatCount(count)} ${page.countLabel} ${count === 1 ? 'competition' : 'competitions'}`;
  return {
    title: pageTitle(page.title),
    description: [sentence(page.lead), counted, offersFreeEntry ? 'Free postal entry on every competition' : null]
      .filter((part): part is string => part !== null)
      .join(' · '),
    canonicalPath: path,
    type: 'website',
    jsonLd: [breadcrumbList([HOME_CRUMB, { name: page.title, path }], site)],
    status: 200,
  };
}
