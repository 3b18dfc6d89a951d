import { drawMoment, ticketPrice, type CompetitionCard } from '@shop/shared-contracts';
import { isEndingSoon, parseTimestamp } from '../rules/catalogRules';

/**
 * A list page's filter chips and sort. They work on the competitions already
 * loaded, in the browser: store-api's list calls take no filter or sort, and a category holds a few dozen
 * competitions at most, so "Load more" brings in the rest and the same rules apply to them.
 */

/** "Under £1" compares what one ticket costs now: the sale price while the sale is on, else the ticket price. */
export const UNDER_PRICE_POUNDS = 1;

type FilterRule = (competition: CompetitionCard, now: number) => boolean;

/**
 * Each chip with the rule a competition must pass to stay in the list. "Ending soon" is the card badge's
 * own rule (shared-contracts `isEndingSoon`): the draw is within ENDING_SOON_WINDOW_MS (24 hours) and
 * the competition can still be entered.
 */
export const LIST_FILTERS = [
  { id: 'all', label: 'All', keeps: () => true },
  { id: 'instant-wins', label: 'Instant wins', keeps: (competition) => competition.enable_instant_wins },
  { id: 'ending-soon', label: 'Ending soon', keeps: isEndingSoon },
  { id: 'under-1', label: 'Under £1', keeps: (competition, now) => ticketPrice(competition, now) < UNDER_PRICE_POUNDS },
] as const satisfies readonly { id: string; label: string; keeps: FilterRule }[];
export type ListFilter = (typeof LIST_FILTERS)[number]['id'];

export const LIST_SORTS = [
  { id: 'draw-date', label: 'Draw date' },
  { id: 'price', label: 'Price' },
  { id: 'newest', label: 'Newest' },
] as const;
export type ListSort = (typeof LIST_SORTS)[number]['id'];

export const DEFAULT_FILTER: ListFilter = 'all';
export const DEFAULT_SORT: ListSort = 'draw-date';

export function parseFilter(value: string | null): ListFilter {
  return LIST_FILTERS.find((filter) => filter.id === value)?.id ?? DEFAULT_FILTER;
}

export function parseSort(value: string | null): ListSort {
  return LIST_SORTS.find((sort) => sort.id === value)?.id ?? DEFAULT_SORT;
}

/** Whether a competition passes a chip (the chip's rule in LIST_FILTERS). */
export function matchesFilter(competition: CompetitionCard, filter: ListFilter, now: number): boolean {
  const chip = LIST_FILTERS.find((each) => each.id === filter) ?? LIST_FILTERS[0];
  return chip.keeps(competition, now);
}

/** A missing date sorts last whichever way the list runs. */
const LAST = Number.POSITIVE_INFINITY;

function sortValue(competition: CompetitionCard, sort: ListSort, now: number): number {
  switch (sort) {
    case 'draw-date':
      return drawMoment(competition) ?? LAST;
    case 'price':
      return ticketPrice(competition, now);
    case 'newest': {
      const created = parseTimestamp(competition.created_at);
      return created === null ? LAST : -created;
    }
  }
}

/** Draw date: soonest first. Price: cheapest ticket now first. Newest: latest created first. Ties keep the server's order. */
export function sortCompetitions<T extends CompetitionCard>(competitions: readonly T[], sort: ListSort, now: number): T[] {
  return competitions
    .map((competition, index) => ({ competition, index, value: sortValue(competition, sort, now) }))
    .sort((a, b) => (a.value === b.value ? a.index - b.index : a.value < b.value ? -1 : 1))
    .map((entry) => entry.competition);
}

/** The competitions a list shows for its chip and sort. */
export function visibleCompetitions<T extends CompetitionCard>(competitions: readonly T[], filter: ListFilter, sort: ListSort, now: number): T[] {
  return sortCompetitions(
    competitions.filter((competition) => matchesFilter(competition, filter, now)),
    sort,
    now,
  );
}
