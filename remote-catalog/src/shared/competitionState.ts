import type { Competition } from '@shop/shared-contracts';

/** Spec section 3: the competition client state. */
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

/** Spec section 4: the competition state's transitions, one named action each. */
export type CompetitionAction =
  | { type: 'setCompetition'; competition: Competition | null }
  | { type: 'setRecommendComps'; comps: readonly Competition[] }
  | { type: 'setLoading'; isLoading: boolean }
  | { type: 'setDetailsComp'; detailsComp: DetailsComp };

export function competitionReducer(state: CompetitionState, action: CompetitionAction): CompetitionState {
  switch (action.type) {
    case 'setCompetition':
      return { ...state, competition: action.competition };
    case 'setRecommendComps':
      // "Replace the recommended list with a copy of the payload": later changes to the payload cannot leak in.
      return { ...state, recommendComps: [...action.comps] };
    case 'setLoading':
      return { ...state, isLoading: action.isLoading };
    case 'setDetailsComp':
      return { ...state, detailsComp: { id: action.detailsComp.id, category: action.detailsComp.category } };
  }
}
