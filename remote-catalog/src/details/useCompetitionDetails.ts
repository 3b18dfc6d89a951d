import { startTransition, useCallback, useEffect, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useShopApi } from '@shop/remote-kit';
import { isApiError } from '@shop/shared-contracts';
import { competitionReducer, initialCompetitionState } from '../shared/competitionState';
import { rememberCompetition, rememberedCompetition } from '../shared/rememberCompetition';

export const RECOMMENDED_LIMIT = 4;

export type DetailsProblem = 'not-found' | 'failed' | null;

/**
 * The details page's competition state (spec sections 3 and 4) in one reducer: the competition, the
 * recommended list (a copy of getOtherComps' payload), the loading flag and the details competition.
 * Data comes through the query client, so the spec's cache policy applies; the reducer holds what shows.
 */
export function useCompetitionDetails(id: number | null) {
  const api = useShopApi();
  const client = useQueryClient();
  const [state, dispatch] = useReducer(competitionReducer, initialCompetitionState, (initial) => ({ ...initial, detailsComp: rememberedCompetition() }));
  const [problem, setProblem] = useState<DetailsProblem>(id === null ? 'not-found' : null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) {
      setProblem('not-found');
      return;
    }
    let live = true;
    setProblem(null);
    dispatch({ type: 'setLoading', isLoading: true });
    client
      .fetchQuery({ queryKey: ['catalog', 'competition', id], queryFn: () => api.getCompetition(id), retry: false })
      .then((competition) => {
        if (!live) return;
        // A transition: the whole details page renders in slices that yield to the browser.
        startTransition(() => dispatch({ type: 'setCompetition', competition }));
        const chosen = { id: competition.id, category: competition.category };
        dispatch({ type: 'setDetailsComp', detailsComp: chosen });
        rememberCompetition(chosen);
        client
          .fetchQuery({
            queryKey: ['catalog', 'others', id],
            queryFn: () => api.getOtherCompetitions({ id, category: competition.category, limit: RECOMMENDED_LIMIT }),
            retry: false,
          })
          .then((others) => {
            if (live) dispatch({ type: 'setRecommendComps', comps: others });
          })
          .catch((error: unknown) => console.error('[catalog] recommended competitions could not be loaded:', error));
      })
      .catch((error: unknown) => {
        if (!live) return;
        console.error(`[catalog] competition ${id} could not be loaded:`, error);
        dispatch({ type: 'setCompetition', competition: null });
        setProblem(isApiError(error) && (error.status === 404 || error.status === 400) ? 'not-found' : 'failed');
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
