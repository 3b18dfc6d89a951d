import type { Competition } from '@shop/shared-contracts';

/** The competition client state: the competition, the recommended list, the loading flag and the details competition. */
export interface DetailsComp {
  id: number;
  category: string;
}

export interface CompetitionState {
  competition: Competition | null;
  recommendComps: Competition[];
  isLoading: boolean;
  detailsComp: DetailsComp;
}

export const initialCompetitionState: CompetitionState = {
  competition: null,
  recommendComps: [],
  isLoading: false,
  detailsComp: { id: 0, category: '' },
};

/** The competition state's transitions, one named action each. */
export type CompetitionAction =
  | { type: 'setCompetition'; competition: Competition | null }
  | { type: 'setRecommendComps'; comps: readonly Competition[] }
  | { type: 'setLoading'; isLoading: boolean }
  | { type: 'setDetailsComp'; detailsComp: DetailsComp };

/**
 * An action that changes nothing returns the same state, so React skips the render: a hydrated details
 * page that sets the competition it already shows does not render again.
 */
export function competitionReducer(state: CompetitionState, action: CompetitionAction): CompetitionState {
  switch (action.type) {
    case 'setCompetition':
      return action.competition === state.competition ? state : { ...state, competition: action.competition };
    case 'setRecommendComps':
      // "Replace the recommended list with a copy of the payload": later changes to the payload cannot leak in.
      return { ...state, recommendComps: [...action.comps] };
    case 'setLoading':
      return action.isLoading === state.isLoading ? state : { ...state, isLoading: action.isLoading };
    case 'setDetailsComp': {
      const { id, category } = action.detailsComp;
      return id === state.detailsComp.id && category === state.detailsComp.category ? state : { ...state, detailsComp: { id, category } };
    }
  }
}
