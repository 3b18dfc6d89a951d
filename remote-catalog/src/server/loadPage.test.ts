/** @jest-environment node */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { createQueryClient, type ServerPageRequest } from '@shop/remote-kit';
import {
  competitionCard,
  ApiError,
  DEFAULT_SETTINGS,
  type Competition,
  type CompetitionListResponse,
  type HowItWorks,
  type SeoSettings,
  type ShopApi,
} from '@shop/shared-contracts';
import { HOME_CAROUSEL_LIMIT, HOME_SEO_CACHE_TTL_MS } from '../rules/constants';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { HOME_ROW_LIMIT } from '../home/CompetitionRowSection';
import { FEATURED, HOME_ROWS } from '../home/HomeScreen';
import { LIST_PAGE_SIZE } from '../lists/CompetitionListScreen';
import { competitionRowQuery, listPagesKey, type ListSource } from '../shared/queries';
import { reelTrio as reelTrioFixture } from '../testing/reelTrio';
import { competitionHead, homeHead, listHead } from './heads';
import { loadPage } from './loadPage';

/** 20 November 2026, noon in the UK (GMT). */
const NOW = Date.UTC(2026, 10, 20, 12, 0);
const HOUR = 3_600_000;
const SITE = { origin: 'https://www.anglingprizes.example', apiHost: 'https://api.anglingprizes.example' };

const reelTrio = reelTrioFixture({ description: '' });
const baitBoat = competitionFixture({ id: 7, title: 'Bait Boat Bonanza', image: 'https://api.anglingprizes.example/media/bait-boat.jpg' });
const rodPair = competitionFixture({ id: 115, category: 'tackle', title: 'Korda Kaizen Rod Pair' });
const bivvy = competitionFixture({ id: 112, category: 'tackle', title: 'Fox EOS Pro Bivvy' });
const cash = competitionFixture({ id: 201, category: 'cash', title: '£500 Cash' });
const finished = competitionFixture({ id: 90, title: 'Finished Reel', status: 'drawn' });

const page = (data: Competition[], total = data.length): CompetitionListResponse => ({ success: true, data, page: 1, total_pages: 3, total });
/** A list answer as the list queries keep it: its items as cards. */
const cards = (answer: CompetitionListResponse) => ({ ...answer, data: answer.data.map(competitionCard) });

const SEO: SeoSettings = {
  page_title: 'Angling Prizes | Win carp tackle for pennies',
  meta_title: 'Angling Prizes meta title',
  meta_description: 'UK prize competitions for anglers.',
};
const HOW: HowItWorks = { title: 'How it works', steps: [{ title: 'Choose', description: 'Pick a competition' }] };

/** The calls loadPage makes, answered from fixtures. */
function fakeApi() {
  return {
    getSeoSettings: jest.fn(async (): Promise<SeoSettings | null> => SEO),
    getHowItWorks: jest.fn(async () => HOW),
    listFeatured: jest.fn(async () => page([reelTrio, baitBoat])),
    listDrawnNext: jest.fn(async () => page([rodPair])),
    listFinishedSoldOut: jest.fn(async () => page([finished])),
    listCompetitions: jest.fn(async ({ category }: { category: string; page: number; limit?: number }) =>
      category === 'instant_win_comps' ? page([bivvy]) : category === 'tackle' ? page([reelTrio, rodPair, bivvy], 27) : page([reelTrio, cash]),
    ),
    getCompetition: jest.fn(async (id: number): Promise<Competition> => {
      if (id === 102) return reelTrio;
      throw new ApiError(`get_competition: HTTP 404`, 404, 'not_found', 'Competition not found');
    }),
    getOtherCompetitions: jest.fn(async () => [rodPair, bivvy]),
  };
}

/** Every client a test made, cleared afterwards (their garbage-collection timers would keep Jest running). */
const clients: QueryClient[] = [];

function setup(request: Pick<ServerPageRequest<'catalog'>, 'screen' | 'pathname'> & Partial<ServerPageRequest<'catalog'>>) {
  const api = fakeApi();
  const queryClient = createQueryClient();
  clients.push(queryClient);
  const full: ServerPageRequest<'catalog'> = {
    params: {},
    search: new URLSearchParams(),
    api: api as unknown as ShopApi,
    queryClient,
    settings: DEFAULT_SETTINGS,
    now: NOW,
    site: SITE,
    ...request,
  };
  return { api, queryClient, load: () => loadPage(full), shopApi: full.api };
}

const rowKey = (source: ListSource, limit: number) => competitionRowQuery(fakeApi() as unknown as ShopApi, source, limit).queryKey;

afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
  jest.restoreAllMocks();
});

describe('loadPage: home', () => {
  // Home's SEO copy is kept in the module for 15 minutes: each test renders at its own time, hours apart.
  it('puts the carousel, the four rows and how it works in the client under the screens’ keys', async () => {
    const { api, queryClient, load } = setup({
      screen: 'home',
      pathname: '/',
      now: NOW,
      settings: { ...DEFAULT_SETTINGS, main_competition: 'Bait Boat Bonanza' },
    });
    const head = await load();

    expect(queryClient.getQueryData(rowKey(FEATURED, HOME_CAROUSEL_LIMIT))).toEqual(cards(page([reelTrio, baitBoat])));
    expect(api.listFeatured).toHaveBeenCalledWith({ page: 1, limit: 6 });
    expect(HOME_ROWS.map((row) => row.id)).toEqual(['drawing-next', 'instant-wins', 'comps-for-everyone', 'finished']);
    expect(HOME_ROWS.map((row) => queryClient.getQueryData(rowKey(row.source, HOME_ROW_LIMIT)))).toEqual([
      cards(page([rodPair])),
      cards(page([bivvy])),
      cards(page([reelTrio, baitBoat])),
      cards(page([finished])),
    ]);
    expect(api.listDrawnNext).toHaveBeenCalledWith({ page: 1, limit: 8 });
    expect(api.listFinishedSoldOut).toHaveBeenCalledWith({ page: 1, limit: 8 });
    // Comps for everyone is all competitions: featured_competition, never competition with category all.
    expect(api.listFeatured.mock.calls).toEqual([[{ page: 1, limit: 6 }], [{ page: 1, limit: 8 }]]);
    expect(api.listCompetitions.mock.calls).toEqual([[{ category: 'instant_win_comps', page: 1, limit: 8 }]]);
    expect(queryClient.getQueryData(['catalog', 'how-it-works'])).toEqual(HOW);
    // Nothing else: the screens find exactly what they read.
    expect(queryClient.getQueryCache().getAll()).toHaveLength(6);

    // The SEO copy's page title, and the main competition (settings), the first slide: its picture is the page's.
    expect(head).toEqual(homeHead(SEO, baitBoat, SITE));
    expect(head?.title).toBe('Angling Prizes | Win carp tackle for pennies');
  });

  it('keeps the SEO copy 15 minutes, then asks again', async () => {
    const at = NOW + 2 * HOUR;
    const first = setup({ screen: 'home', pathname: '/', now: at });
    expect((await first.load())?.title).toBe('Angling Prizes | Win carp tackle for pennies');
    expect(first.api.getSeoSettings).toHaveBeenCalledTimes(1);

    const cached = setup({ screen: 'home', pathname: '/', now: at + HOME_SEO_CACHE_TTL_MS - 1 });
    cached.api.getSeoSettings.mockResolvedValue({ ...SEO, page_title: 'New title' });
    expect((await cached.load())?.title).toBe('Angling Prizes | Win carp tackle for pennies');
    expect(cached.api.getSeoSettings).not.toHaveBeenCalled();

    const expired = setup({ screen: 'home', pathname: '/', now: at + HOME_SEO_CACHE_TTL_MS });
    expired.api.getSeoSettings.mockResolvedValue({ ...SEO, page_title: 'New title' });
    expect((await expired.load())?.title).toBe('New title');
    expect(expired.api.getSeoSettings).toHaveBeenCalledTimes(1);
  });

  it('a failed SEO call is logged and the head keeps empty title and meta values; the first featured competition is the picture', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, load } = setup({ screen: 'home', pathname: '/', now: NOW + 4 * HOUR });
    const failure = new ApiError('get_seo_settings: HTTP 500', 500, 'server_error', null);
    api.getSeoSettings.mockRejectedValue(failure);
    const head = await load();
    expect(head?.title).toBe('');
    expect(head?.description).toBe('');
    expect(head?.metaTitle).toBe('');
    expect(head?.image).toEqual({ url: 'https://api.anglingprizes.example/media/reel-trio.jpg', alt: 'Reel Trio' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[catalog] the home SEO settings could not be loaded:', failure);
  });
});

describe('loadPage: competition details', () => {
  it('puts the competition and the others in the client and describes the product', async () => {
    const { api, queryClient, load } = setup({
      screen: 'competition-details',
      pathname: '/competition/details/Reel-Trio-102',
      params: { competitionDetail: 'Reel-Trio-102' },
    });
    const head = await load();

    expect(api.getCompetition).toHaveBeenCalledWith(102);
    expect(api.getOtherCompetitions).toHaveBeenCalledWith({ id: 102, category: 'tackle', limit: 4 });
    expect(queryClient.getQueryData(['catalog', 'competition', 102])).toEqual(reelTrio);
    expect(queryClient.getQueryData(['catalog', 'others', 102])).toEqual([rodPair, bivvy].map(competitionCard));

    // The product's head (competitionHead's own tests hold its fields), with absolute URLs for this site.
    expect(head).toEqual(competitionHead(reelTrio, NOW, SITE));
    expect(head?.title).toBe('Win Reel Trio for £0.49');
    expect(head?.status).toBe(200);
  });

  it('reads the id of the /competition/info/:id URL too', async () => {
    const { api, queryClient, load } = setup({ screen: 'competition-details', pathname: '/competition/info/102', params: { id: '102' } });
    expect((await load())?.status).toBe(200);
    expect(api.getCompetition).toHaveBeenCalledWith(102);
    expect(queryClient.getQueryData(['catalog', 'competition', 102])).toEqual(reelTrio);
  });

  it('a competition the backend does not know: 404, and null cached for the screen', async () => {
    const { api, queryClient, load } = setup({
      screen: 'competition-details',
      pathname: '/competition/details/Gone-999',
      params: { competitionDetail: 'Gone-999' },
    });
    const head = await load();
    expect(api.getCompetition).toHaveBeenCalledWith(999);
    expect(head).toEqual({
      title: 'Page not found | Angling Prizes',
      description: 'The page you were looking for has moved or never existed.',
      canonicalPath: '/competition/details/Gone-999',
      type: 'website',
      jsonLd: [],
      status: 404,
    });
    expect(queryClient.getQueryData(['catalog', 'competition', 999])).toBeNull();
    expect(queryClient.getQueryState(['catalog', 'competition', 999])?.status).toBe('success');
    expect(api.getOtherCompetitions).not.toHaveBeenCalled();
  });

  it('a URL without an id: 404 without a call', async () => {
    const { api, load } = setup({ screen: 'competition-details', pathname: '/competition/details/Reel-Trio', params: { competitionDetail: 'Reel-Trio' } });
    expect((await load())?.status).toBe(404);
    expect(api.getCompetition).not.toHaveBeenCalled();
  });

  it('a failed call (not a 404) is thrown, so the page goes to the browser', async () => {
    const { api, load } = setup({
      screen: 'competition-details',
      pathname: '/competition/details/Reel-Trio-102',
      params: { competitionDetail: 'Reel-Trio-102' },
    });
    const failure = new ApiError('get_competition: HTTP 503', 503, 'unavailable', null);
    api.getCompetition.mockRejectedValue(failure);
    await expect(load()).rejects.toBe(failure);
    expect(api.getOtherCompetitions).not.toHaveBeenCalled();
  });
});

describe('loadPage: competition list', () => {
  it('puts the first page under the list page’s key and counts it in the head', async () => {
    const { api, queryClient, load } = setup({ screen: 'competitions', pathname: '/competitions/tackle', params: { category: 'tackle' } });
    const head = await load();

    expect(api.listCompetitions).toHaveBeenCalledTimes(1);
    expect(api.listCompetitions).toHaveBeenCalledWith({ category: 'tackle', page: 1, limit: LIST_PAGE_SIZE });
    expect(LIST_PAGE_SIZE).toBe(12);
    const key = listPagesKey({ kind: 'category', category: 'tackle' }, LIST_PAGE_SIZE);
    expect(queryClient.getQueryData<InfiniteData<unknown>>(key)).toEqual({
      pages: [{ ...cards(page([reelTrio, rodPair, bivvy], 27)), page: 1 }],
      pageParams: [1],
    });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);

    // The list's head with the count the first page gave (listHead's own tests hold its fields).
    expect(head).toEqual(listHead({ category: 'tackle' }, 27, SITE));
    expect(head?.description).toBe('Every live tackle competition · 27 live competitions · Free postal entry on every competition');
  });

  it('all competitions: the first page of featured_competition, never competition with category all', async () => {
    const { api, queryClient, load } = setup({ screen: 'competitions', pathname: '/competitions/all', params: { category: 'all' } });
    const head = await load();

    expect(api.listFeatured.mock.calls).toEqual([[{ page: 1, limit: LIST_PAGE_SIZE }]]);
    expect(api.listCompetitions).not.toHaveBeenCalled();
    expect(queryClient.getQueryData<InfiniteData<unknown>>(listPagesKey({ kind: 'featured' }, LIST_PAGE_SIZE))).toEqual({
      pages: [{ ...cards(page([reelTrio, baitBoat])), page: 1 }],
      pageParams: [1],
    });
    expect(head).toEqual(listHead({ category: 'all' }, 2, SITE));
  });
});

describe('loadPage: claim prize', () => {
  it('is left to the browser: null, and no call', async () => {
    const { api, queryClient, load } = setup({ screen: 'claim-prize', pathname: '/claim/prize' });
    expect(await load()).toBeNull();
    for (const call of Object.values(api)) expect(call).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
