import { startTransition, useCallback, useEffect, useReducer, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useShopApi } from '@shop/remote-kit';
import { SERVER_HTML_FRESH_MS, type Competition, type ShopApi } from '@shop/shared-contracts';
import { nullWhenMissing } from '../shared/nullWhenMissing';
import { competitionReducer, initialCompetitionState } from '../shared/competitionState';
import { rememberCompetition, rememberedCompetition } from '../shared/rememberCompetition';

export const RECOMMENDED_LIMIT = 4;

export type DetailsProblem = 'not-found' | 'failed' | null;

/**
 * The details page's competition call: `null` is the backend's "no such competition" (404 or 400), kept
 * as data so a server-rendered not-found page hydrates as what it is.
 */
export function competitionQuery(api: ShopApi, id: number) {
  return {
    queryKey: ['catalog', 'competition', id] as const,
    queryFn: (): Promise<Competition | null> => nullWhenMissing(() => api.getCompetition(id)),
    retry: false,
    // What the server rendered the page with is not asked for again while it is this fresh.
    staleTime: SERVER_HTML_FRESH_MS,
  };
}

export function otherCompetitionsQuery(api: ShopApi, competition: Pick<Competition, 'id' | 'category'>) {
  return {
    queryKey: ['catalog', 'others', competition.id] as const,
    queryFn: () => api.getOtherCompetitions({ id: competition.id, category: competition.category, limit: RECOMMENDED_LIMIT }),
    retry: false,
    staleTime: SERVER_HTML_FRESH_MS,
  };
}

/** The state a server-rendered page starts from: what the server put in the query client. */
function cachedStart(client: QueryClient, id: number | null) {
  const competition = id === null ? undefined : client.getQueryData<Competition | null>(['catalog', 'competition', id]);
  const others = id === null ? undefined : client.getQueryData<Competition[]>(['catalog', 'others', id]);
  return { competition, others };
}

/**
 * The details page's competition state in one reducer: the competition, the
 * recommended list (a copy of getOtherComps' payload), the loading flag and the details competition.
 * Data comes through the query client, so the spec's cache policy applies; the reducer holds what shows.
 */
export function useCompetitionDetails(id: number | null) {
  const api = useShopApi();
  const client = useQueryClient();
  const [start] = useState(() => cachedStart(client, id));
  const [state, dispatch] = useReducer(competitionReducer, initialCompetitionState, (initial) => ({
    ...initial,
    competition: start.competition ?? null,
    recommendComps: start.others ?? [],
    detailsComp: rememberedCompetition(),
  }));
  const [problem, setProblem] = useState<DetailsProblem>(id === null || start.competition === null ? 'not-found' : null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) {
      setProblem('not-found');
      return;
    }
    let live = true;
    setProblem((current) => (current === 'failed' ? null : current));
    dispatch({ type: 'setLoading', isLoading: true });
    client
      .fetchQuery(competitionQuery(api, id))
      .then((competition) => {
        if (!live) return;
        if (competition === null) {
          dispatch({ type: 'setCompetition', competition: null });
          setProblem('not-found');
          return;
        }
        setProblem(null);
        // A transition: the whole details page renders in slices that yield to the browser.
        startTransition(() => dispatch({ type: 'setCompetition', competition }));
        const chosen = { id: competition.id, category: competition.category };
        dispatch({ type: 'setDetailsComp', detailsComp: chosen });
        rememberCompetition(chosen);
        client
          .fetchQuery(otherCompetitionsQuery(api, competition))
          .then((others) => {
            if (live) dispatch({ type: 'setRecommendComps', comps: others });
          })
          .catch((error: unknown) => console.error('[catalog] recommended competitions could not be loaded:', error));
      })
      .catch((error: unknown) => {
        if (!live) return;
        console.error(`[catalog] competition ${id} could not be loaded:`, error);
        dispatch({ type: 'setCompetition', competition: null });
        setProblem('failed');
      })
      .finally(() => {
        if (live) dispatch({ type: 'setLoading', isLoading: false });
      });
    return () => {
      live = false;
    };
  }, [api, client, id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, problem, retry };
}
