import {
  competitionDetailsPath,
  formatPounds,
  formatTime12h,
  ticketPrice,
  ukDateTimeToEpoch,
  type Competition,
  type JsonLdObject,
  type PageHead,
} from '@shop/shared-contracts';
import { CURRENCY_CODE } from '../../rules/constants';
import { truncate } from '../../rules/text';
import { isSaleActive } from '../../rules/catalogRules';
import { breadcrumbList, categoryCrumb, HOME_CRUMB, type Crumb } from './breadcrumbs';
import { competitionSummary } from './competitionSummary';
import { entryState, type EntryState } from './entryState';
import { htmlToPlainText } from './plainText';
import { pageUrl, pictureUrl, type SiteUrls } from './siteUrls';

/** About the length search engines show of a description; longer is cut with '...'. */
export const PRODUCT_DESCRIPTION_MAX = 300;

const AVAILABILITY: Readonly<Record<EntryState, string>> = {
  open: 'https://schema.org/InStock',
  'sold-out': 'https://schema.org/SoldOut',
  drawn: 'https://schema.org/Discontinued',
  closed: 'https://schema.org/Discontinued',
  paused: 'https://schema.org/OutOfStock',
};

const NOT_OPEN_TITLE: Readonly<Record<Exclude<EntryState, 'open'>, string>> = {
  'sold-out': 'sold out',
  drawn: 'drawn',
  closed: 'entries closed',
  paused: 'not on sale',
};

/** "0.49": the Offer's price, rounded as the page shows it (formatPounds) without the sign and separators. */
function decimalPrice(amount: number): string {
  return formatPounds(amount).replace(/[£,]/g, '');
}

/** When entries close, as an ISO instant; null when the closing date or time cannot be read. */
function closingInstant(competition: Competition): string | null {
  // A missing time means the end of that day, as for the sale window.
  const time = competition.closing_time || '23:59';
  if (formatTime12h(time) === 'N/A') return null;
  const epoch = ukDateTimeToEpoch(competition.closing_date, time);
  return epoch === null ? null : new Date(epoch).toISOString();
}

function offer(competition: Competition, state: EntryState, now: number, url: string): JsonLdObject {
  const validThrough = closingInstant(competition);
  const sale = isSaleActive(competition, now);
  return {
    '@type': 'Offer',
    price: decimalPrice(ticketPrice(competition, now)),
    priceCurrency: CURRENCY_CODE,
    availability: AVAILABILITY[state],
    url,
    ...(validThrough ? { validThrough } : {}),
    // A sale price is only good until the sale ends: say so rather than let it look like the price.
    ...(sale && competition.sale_end_date ? { priceValidUntil: competition.sale_end_date.slice(0, 10) } : {}),
  };
}

function product(competition: Competition, state: EntryState, now: number, path: string, site?: SiteUrls): JsonLdObject {
  const description = truncate(htmlToPlainText(competition.description), PRODUCT_DESCRIPTION_MAX);
  return {
    '@type': 'Product',
    name: competition.title,
    ...(description ? { description } : {}),
    ...(competition.image ? { image: pictureUrl(competition.image, site) } : {}),
    sku: String(competition.id),
    offers: offer(competition, state, now, pageUrl(path, site)),
  };
}

/**
 * The head of a competition's details page: "Win <prize> for £0.49" and the one-line summary for link
 * previews, the prize picture, and a Product with its Offer and the breadcrumbs for search engines.
 * Once it cannot be entered the title says why instead of inviting a purchase (CMA urgency guidance).
 */
export function competitionHead(competition: Competition, now: number, site?: SiteUrls): PageHead {
  const state = entryState(competition, now);
  const path = competitionDetailsPath(competition);
  const title =
    state === 'open' ? `Win ${competition.title} for ${formatPounds(ticketPrice(competition, now))}` : `${competition.title}: ${NOT_OPEN_TITLE[state]}`;
  const crumbs: Crumb[] = [HOME_CRUMB, ...(competition.category ? [categoryCrumb(competition.category)] : []), { name: competition.title, path }];
  return {
    title,
    description: competitionSummary(competition, state),
    canonicalPath: path,
    type: 'product',
    // No width or height: the backend's pictures come in any size (the demo's are 800 x 600 SVG).
    ...(competition.image ? { image: { url: competition.image, alt: competition.title } } : {}),
    jsonLd: [product(competition, state, now, path, site), breadcrumbList(crumbs, site)],
    status: 200,
  };
}
