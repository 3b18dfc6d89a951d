import { categorySource, type ListSource } from '../shared/queries';

export interface ListPage {
  title: string;
  lead: string;
  source: ListSource;
  empty: string;
  /** "12 live competitions" or "5 finished competitions". */
  countLabel: 'live' | 'finished';
  /** Filter chips and sort: on lists of open competitions; the finished list keeps the server's latest-first order. */
  browsable: boolean;
}

const CATEGORY_TITLES: Readonly<Record<string, string>> = {
  all: 'All competitions',
  tackle: 'Tackle',
  'carp-fishing': 'Carp fishing',
  cash: 'Cash',
  'cars-boats': 'Cars & boats',
};

export const INSTANT_WIN_CATEGORY = 'instant_win_comps';

/** A category slug as words, for a category the shop does not name ("sea-fishing" → "Sea fishing"). */
function words(slug: string): string {
  const text = slug.replace(/[-_]+/g, ' ').trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : 'Competitions';
}

/** What a list URL shows: its title, lead, the call that fills it and its empty state. */
export function listPageFor(category: string): ListPage {
  if (category === INSTANT_WIN_CATEGORY) {
    return {
      title: 'Instant wins',
      lead: 'Prizes won the moment your ticket number is allocated, plus a main draw.',
      source: { kind: 'category', category: INSTANT_WIN_CATEGORY },
      empty: 'No instant-win competitions are open right now.',
      countLabel: 'live',
      browsable: true,
    };
  }
  if (category === 'drawing-next') {
    return {
      title: 'Drawing next',
      lead: 'Open competitions, soonest draw first.',
      source: { kind: 'drawn-next' },
      empty: 'No competitions are waiting to be drawn right now.',
      countLabel: 'live',
      browsable: true,
    };
  }
  if (category === 'finished') {
    return {
      title: 'Finished competitions',
      lead: 'Sold out, closed and drawn competitions, latest first.',
      source: { kind: 'finished' },
      empty: 'No competitions have finished yet.',
      countLabel: 'finished',
      browsable: false,
    };
  }
  const title = CATEGORY_TITLES[category] ?? words(category);
  return {
    title,
    lead: category === 'all' ? 'Every live competition, with free postal entry on each.' : `Every live ${title.toLowerCase()} competition.`,
    source: categorySource(category),
    empty: `No ${category === 'all' ? '' : `${title.toLowerCase()} `}competitions are open right now.`,
    countLabel: 'live',
    browsable: true,
  };
}
