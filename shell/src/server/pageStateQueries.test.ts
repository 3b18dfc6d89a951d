import { QueryClient } from '@tanstack/react-query';
import { CARD_LIST_META, competitionCard } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { isCardList, pageStateQueries, trimCardList } from './pageStateQueries';

const competition = competitionFixture({ id: 4, description: '<p>Long</p>' });

describe('the page state of the query client', () => {
  it('trims the card lists and leaves every other query whole', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: ['row'], queryFn: () => ({ data: [competition], total: 1 }), meta: CARD_LIST_META });
    await client.prefetchQuery({ queryKey: ['competition', 4], queryFn: () => competition });
    const state = pageStateQueries(client);
    const data = Object.fromEntries(state.queries.map((query) => [query.queryHash, query.state.data]));
    expect(data['["row"]']).toEqual({ data: [competitionCard(competition)], total: 1 });
    expect(data['["competition",4]']).toEqual(competition);
    // The client itself keeps what it had.
    expect(client.getQueryData(['row'])).toEqual({ data: [competition], total: 1 });
    client.clear();
  });

  it('trims an array of competitions, a list answer and an infinite query, keeping their other fields', () => {
    expect(trimCardList([competition])).toEqual([competitionCard(competition)]);
    expect(trimCardList({ data: [competition], total: 1, total_pages: 1 })).toEqual({ data: [competitionCard(competition)], total: 1, total_pages: 1 });
    expect(trimCardList({ pages: [{ data: [competition], page: 1 }], pageParams: [1] })).toEqual({
      pages: [{ data: [competitionCard(competition)], page: 1 }],
      pageParams: [1],
    });
  });

  it('leaves what is not a list as it was', () => {
    expect(trimCardList(null)).toBeNull();
    expect(trimCardList('text')).toBe('text');
    expect(trimCardList({ data: 'not a list' })).toEqual({ data: 'not a list' });
    expect(trimCardList({ data: [null, 3] })).toEqual({ data: [null, 3] });
  });

  it('knows the card lists by their meta', () => {
    expect(isCardList(CARD_LIST_META)).toBe(true);
    expect(isCardList({ pageState: 'other' })).toBe(false);
    expect(isCardList(undefined)).toBe(false);
  });
});
