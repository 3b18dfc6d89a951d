import { QueryClient } from '@tanstack/react-query';
import { CARD_LIST_META, toCompetitionCard } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { pageStateQueries } from './pageStateQueries';

describe('the page state of the query client', () => {
  it('trims the card lists and leaves every other query whole', async () => {
    const client = new QueryClient();
    const competition = competitionFixture({ id: 4, description: '<p>Long</p>' });
    await client.prefetchQuery({ queryKey: ['row'], queryFn: () => ({ data: [competition], total: 1 }), meta: CARD_LIST_META });
    await client.prefetchQuery({ queryKey: ['competition', 4], queryFn: () => competition });
    const state = pageStateQueries(client);
    const data = Object.fromEntries(state.queries.map((query) => [query.queryHash, query.state.data]));
    expect(data['["row"]']).toEqual({ data: [toCompetitionCard(competition)], total: 1 });
    expect(data['["competition",4]']).toEqual(competition);
    // The client itself keeps what it had (the server's own render read the whole objects).
    expect(client.getQueryData(['row'])).toEqual({ data: [competition], total: 1 });
    client.clear();
  });
});
