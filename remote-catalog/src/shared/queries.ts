import { useQuery } from '@tanstack/react-query';
import { useShopApi, useBusState } from '@shop/remote-kit';
import {
  CARD_LIST_META,
  competitionCard,
  DEFAULT_SETTINGS,
  RENDERED_DATA_FRESH_MS,
  type CompetitionCard,
  type CompetitionListResponse,
  type Settings,
  type ShopApi,
} from '@shop/shared-contracts';

/**
 * Which list call feeds a list: the spec's competition calls, chosen by the section or the URL's category.
 * `featured` is featured_competition: the featured competitions first, then every other open one.
 */
export type ListSource = { kind: 'category'; category: string } | { kind: 'drawn-next' } | { kind: 'finished' } | { kind: 'featured' };

/** The all-competitions call: featured_competition (never `competition` with category `all`). */
export const ALL_COMPETITIONS: ListSource = { kind: 'featured' };

/** The list call of a category URL or section: `all` is featured_competition, any other category the competition call. */
export function categorySource(category: string): ListSource {
  return category === 'all' ? ALL_COMPETITIONS : { kind: 'category', category };
}

/**
 * A list answer as the screens read it: its items as cards (shared-contracts' card shape). The call answers
 * whole competitions, but a server-rendered page carries only the card's fields of each (CARD_LIST_META),
 * so nothing may read more of a list's item than the card shape.
 */
export type CardListResponse = Omit<CompetitionListResponse, 'data'> & { data: CompetitionCard[] };

function listCall(api: ShopApi, source: ListSource, page: number, limit: number): Promise<CompetitionListResponse> {
  switch (source.kind) {
    case 'category':
      return api.listCompetitions({ category: source.category, page, limit });
    case 'drawn-next':
      return api.listDrawnNext({ page, limit });
    case 'finished':
      return api.listFinishedSoldOut({ page, limit });
    case 'featured':
      return api.listFeatured({ page, limit });
  }
}

/**
 * One page of a list, its items as cards: what the browser fetches is then the same shape as what a
 * server-rendered page carries, so an answer that has not changed keeps its objects (no re-render).
 */
export async function fetchList(api: ShopApi, source: ListSource, page: number, limit: number): Promise<CardListResponse> {
  const answer = await listCall(api, source, page, limit);
  return { ...answer, data: answer.data.map(competitionCard) };
}

/** The query key of a list: home rows and list pages of one source share its prefix. */
export function listKey(source: ListSource): string[] {
  return ['catalog', 'list', source.kind, source.kind === 'category' ? source.category : ''];
}

/** A call whose failure is logged, naming what it loads, and then left to its query (the screen's error state). */
export function loggedCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  return call().catch((error: unknown) => {
    console.error(`[catalog] ${what} could not be loaded:`, error);
    throw error;
  });
}

/** One page of a list (home rows, the carousel). A failed call is logged and the section shows its error state. */
export function competitionRowQuery(api: ShopApi, source: ListSource, limit: number) {
  return {
    queryKey: [...listKey(source), 'row', limit],
    queryFn: () => loggedCall(`the ${source.kind} list`, () => fetchList(api, source, 1, limit)),
    retry: false,
    meta: CARD_LIST_META,
    // A row waits for the customer to scroll near it before it may call; rows the server rendered are not
    // asked for again then, while they are this fresh.
    staleTime: RENDERED_DATA_FRESH_MS,
  };
}

export function useCompetitionRow(source: ListSource, limit: number, enabled = true) {
  const api = useShopApi();
  return useQuery({ ...competitionRowQuery(api, source, limit), enabled });
}

/** The list pages' query key (`useLoadMore`): a list page and the server share it. */
export function listPagesKey(source: ListSource, pageSize: number): unknown[] {
  return [...listKey(source), 'pages', pageSize];
}

/** Settings as the shell publishes them (cached 15 minutes there); the defaults until then. */
export function useSettings(): Settings {
  return useBusState('shell:settings')?.settings ?? DEFAULT_SETTINGS;
}
