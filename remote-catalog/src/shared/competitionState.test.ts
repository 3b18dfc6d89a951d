import type { Competition } from '@shop/shared-contracts';
import { competitionReducer, initialCompetitionState } from './competitionState';

const comp = (id: number) => ({ id, title: `Prize ${id}` }) as Competition;

describe('competition client state', () => {
  it('starts with no competition, an empty recommended list, not loading, details id 0 and empty category', () => {
    expect(initialCompetitionState).toEqual({ competition: null, recommendComps: [], isLoading: false, detailsComp: { id: 0, category: '' } });
  });
  it('sets the current competition, the loading flag and the details competition', () => {
    let state = competitionReducer(initialCompetitionState, { type: 'setLoading', isLoading: true });
    state = competitionReducer(state, { type: 'setCompetition', competition: comp(101) });
    state = competitionReducer(state, { type: 'setDetailsComp', detailsComp: { id: 101, category: 'carp-fishing' } });
    expect(state).toEqual({ competition: comp(101), recommendComps: [], isLoading: true, detailsComp: { id: 101, category: 'carp-fishing' } });
  });
  it('replaces the recommended list with a copy of the payload', () => {
    const payload = [comp(1), comp(2)];
    const state = competitionReducer({ ...initialCompetitionState, recommendComps: [comp(9)] }, { type: 'setRecommendComps', comps: payload });
    expect(state.recommendComps).toEqual(payload);
    expect(state.recommendComps).not.toBe(payload);
    payload.push(comp(3));
    expect(state.recommendComps).toHaveLength(2);
  });
});
