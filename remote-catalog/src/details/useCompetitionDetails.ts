import { useCallback, useDeferredValue, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShopApi } from '@shop/remote-kit';
import { CARD_LIST_META, competitionCard, RENDERED_DATA_FRESH_MS, type Competition, type CompetitionCard, type ShopApi } from '@shop/shared-contracts';
import { nullWhenMissing } from '../shared/nullWhenMissing';
import { rememberCompetition } from '../shared/rememberCompetition';

export const RECOMMENDED_LIMIT = 4;

export type DetailsProblem = 'not-found' | 'failed' | null;

/** The query keys of a competition and of its recommended list: the render server prefetches under them, the browser reads them. */
export const competitionKey = (id: number) => ['catalog', 'competition', id] as const;
export const otherCompetitionsKey = (id: number) => ['catalog', 'others', id] as const;

/**
 * The details page's competition call: `null` is the backend's "no such competition" (404 or 400), kept
 * as data so a server-rendered not-found page hydrates as what it is.
 */
export function competitionQuery(api: ShopApi, id: number) {
  return {
    queryKey: competitionKey(id),
    queryFn: (): Promise<Competition | null> => nullWhenMissing(() => api.getCompetition(id)),
    retry: false,
    // What the server rendered the page with is not asked for again while it is this fresh.
    staleTime: RENDERED_DATA_FRESH_MS,
  };
}

/** The recommended list as cards, the shape a card row reads (and the page state carries, CARD_LIST_META). */
export function otherCompetitionsQuery(api: ShopApi, competition: Pick<Competition, 'id' | 'category'>) {
  return {
    queryKey: otherCompetitionsKey(competition.id),
    queryFn: async (): Promise<CompetitionCard[]> =>
      (await api.getOtherCompetitions({ id: competition.id, category: competition.category, limit: RECOMMENDED_LIMIT })).map(competitionCard),
    retry: false,
    meta: CARD_LIST_META,
    staleTime: RENDERED_DATA_FRESH_MS,
  };
}

const NO_OTHERS: CompetitionCard[] = [];

/**
 * The details page's data, as the query client holds it (so a server-rendered page starts from what the
 * server put there, and the spec's cache policy applies): the competition, its recommended list, and what
 * went wrong. Data older than the fresh window is asked for again when the page opens.
 */
export function useCompetitionDetails(id: number | null) {
  const api = useShopApi();
  const query = useQuery({ ...competitionQuery(api, id ?? 0), enabled: id !== null, refetchOnMount: true });
  // Deferred: a newly loaded competition renders in slices that yield to the browser (a transition).
  const loaded = useDeferredValue(query.data);
  const found = id !== null && loaded?.id === id ? loaded : null;
  const others = useQuery({
    ...otherCompetitionsQuery(api, found ?? { id: id ?? 0, category: '' }),
    enabled: found !== null,
    refetchOnMount: true,
  });

  // The competition shown is the customer's latest choice (read by the entry flow's return path).
  const chosenId = found?.id;
  const chosenCategory = found?.category;
  useEffect(() => {
    if (chosenId !== undefined && chosenCategory !== undefined) rememberCompetition({ id: chosenId, category: chosenCategory });
  }, [chosenId, chosenCategory]);

  useEffect(() => {
    if (query.error) console.error(`[catalog] competition ${id ?? ''} could not be loaded:`, query.error);
  }, [id, query.error]);
  useEffect(() => {
    if (others.error) console.error('[catalog] recommended competitions could not be loaded:', others.error);
  }, [others.error]);

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  // A retry shows the spinner while it is under way, as the first load does.
  const problem: DetailsProblem = id === null || query.data === null ? 'not-found' : query.isError && !query.isFetching ? 'failed' : null;
  return { competition: found, recommended: others.data ?? NO_OTHERS, problem, retry };
}
