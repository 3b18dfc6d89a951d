import { screen, within } from '@testing-library/react';
import { createApiClient, type ShopApi } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import { HOME_ROW_LIMIT } from '../home/CompetitionRowSection';
import { HOME_ROWS } from '../home/HomeScreen';
import { competitionRowQuery } from '../shared/queries';
import { renderScreen } from '../testing/renderScreen';
import CompetitionListScreen from './CompetitionListScreen';

let mockApi: ShopApi;
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

const HOST = 'https://api.anglingprizes.example';
const FEATURED_URL = `${HOST}/competition/index.php/wp-json/?rest_route=/api/v1/featured_competition`;
const competitions = [
  competitionFixture({ id: 101, title: 'Ultimate Carp Session Bundle' }),
  competitionFixture({ id: 102, title: 'Daiwa Basia 45 QD Reel Trio' }),
];

/** The shop's own API client over a fetch that records each call and answers every list call with the two competitions. */
function recordingClient() {
  const sent: { url: string; body: unknown }[] = [];
  const fetchImpl = async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ success: true, data: competitions, page: 1, total_pages: 1, total: 2 }), { status: 200 });
  };
  const api = createApiClient({ host: HOST, serviceToken: 'service', fetch: fetchImpl as typeof fetch, storage: new MemoryStorage() });
  return { api, sent };
}

/** featured_competition is also the call for all competitions. */
describe('all competitions are read with featured_competition', () => {
  it('the /competitions/all list posts {token, page, limit} to featured_competition and nothing to competition', async () => {
    const { api, sent } = recordingClient();
    mockApi = api;
    renderScreen(<CompetitionListScreen />, { path: '/competitions/all', route: '/competitions/:category' });
    const list = await screen.findByTestId('competition-list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.getAttribute('title')),
    ).toEqual(['Ultimate Carp Session Bundle', 'Daiwa Basia 45 QD Reel Trio']);
    expect(sent).toEqual([{ url: FEATURED_URL, body: { token: '', page: 1, limit: 12 } }]);
    expect(sent.filter((call) => /rest_route=\/api\/v1\/competition(&|$)/.test(call.url))).toEqual([]);
  });

  it("home's Comps for everyone row is featured_competition's first eight", async () => {
    const { api, sent } = recordingClient();
    const row = HOME_ROWS.find((each) => each.id === 'comps-for-everyone')!;
    await competitionRowQuery(api, row.source, HOME_ROW_LIMIT).queryFn();
    expect(sent).toEqual([{ url: FEATURED_URL, body: { token: '', page: 1, limit: 8 } }]);
  });
});
