import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@shop/remote-kit';
import { ApiError, competitionCard, RENDERED_DATA_FRESH_MS, STORAGE_KEYS, type Competition, type CompetitionCard, type ShopApi } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { competitionKey, otherCompetitionsKey, useCompetitionDetails } from './useCompetitionDetails';

let mockApi: Partial<ShopApi> = {};
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

/** When the browser hydrates the page: 20 November 2026, noon UTC. */
const NOW = Date.UTC(2026, 10, 20, 12, 0);

const reelTrio = competitionFixture({ id: 102, category: 'tackle', title: 'Reel Trio', total_ticket_sold: 760 });
const others = [
  competitionFixture({ id: 115, category: 'tackle', title: 'Korda Kaizen Rod Pair' }),
  competitionFixture({ id: 112, category: 'tackle', title: 'Fox Bivvy' }),
];
/** The recommended list as the hook holds it: cards, whether the server or the browser fetched it. */
const otherCards = others.map(competitionCard);

type Details = ReturnType<typeof useCompetitionDetails>;

let client: QueryClient;
let api: { getCompetition: jest.Mock<Promise<Competition>, [number]>; getOtherCompetitions: jest.Mock<Promise<Competition[]>, [unknown]> };

/** The hook as a hydrating page runs it, every render's result kept in order. */
function renderDetails(id: number | null) {
  const renders: Details[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(
    () => {
      const details = useCompetitionDetails(id);
      renders.push(details);
      return details;
    },
    { wrapper },
  );
  return { ...hook, renders };
}

/** What the server put in the page's query client, fetched `age` ms before now. */
function serverRendered(id: number, competition: Competition | null, recommended: CompetitionCard[] | null, age: number) {
  client.setQueryData(competitionKey(id), competition, { updatedAt: NOW - age });
  if (recommended) client.setQueryData(otherCompetitionsKey(id), recommended, { updatedAt: NOW - age });
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  client = createQueryClient();
  api = {
    getCompetition: jest.fn(async (_id: number) => ({ ...reelTrio, total_ticket_sold: 800 })),
    getOtherCompetitions: jest.fn(async (_request: unknown) => others.slice(0, 1)),
  };
  mockApi = api;
});
afterEach(() => {
  client.clear();
  jest.restoreAllMocks();
});

describe('useCompetitionDetails on a server-rendered page', () => {
  it('renders the cached competition and others on the first render, and calls nothing while they are fresh', async () => {
    serverRendered(102, reelTrio, otherCards, RENDERED_DATA_FRESH_MS - 1);
    const { result, renders } = renderDetails(102);

    expect(renders[0]?.problem).toBeNull();
    expect(renders[0]?.competition).toBe(reelTrio);
    expect(renders[0]?.recommended).toEqual(otherCards);

    // Once mounted, the hook settles on what the server sent: the chosen competition is remembered.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.fetchedCompetition) ?? 'null')).toEqual({ id: 102, category: 'tackle' }));
    expect(result.current.problem).toBeNull();
    expect(result.current.competition).toBe(reelTrio);
    expect(result.current.recommended).toEqual(otherCards);
    expect(api.getCompetition).not.toHaveBeenCalled();
    expect(api.getOtherCompetitions).not.toHaveBeenCalled();
    // No render showed the spinner's state (no competition) or a problem.
    expect(renders.every((details) => details.competition === reelTrio && details.problem === null)).toBe(true);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('data as old as the fresh window is asked for again, while the first render still shows the cached copy', async () => {
    serverRendered(102, reelTrio, otherCards, RENDERED_DATA_FRESH_MS);
    const { result, renders } = renderDetails(102);

    expect(renders[0]?.competition).toBe(reelTrio);
    expect(renders[0]?.problem).toBeNull();
    await waitFor(() => expect(result.current.competition?.total_ticket_sold).toBe(800));
    await waitFor(() => expect(result.current.recommended).toEqual(otherCards.slice(0, 1)));
    // Fetched in the browser, the list is cards too: the whole competition's other fields are not kept.
    expect(result.current.recommended[0]).not.toHaveProperty('description');
    expect(api.getCompetition).toHaveBeenCalledTimes(1);
    expect(api.getCompetition).toHaveBeenCalledWith(102);
    expect(api.getOtherCompetitions).toHaveBeenCalledWith({ id: 102, category: 'tackle', limit: 4 });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('a competition the server found missing (null) is not-found from the first render, without a call', async () => {
    serverRendered(999, null, null, 1_000);
    const { result, renders } = renderDetails(999);

    expect(renders[0]?.problem).toBe('not-found');
    expect(renders[0]?.competition).toBeNull();
    expect(renders[0]?.recommended).toEqual([]);

    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(renders.every((details) => details.problem === 'not-found')).toBe(true);
    expect(result.current.competition).toBeNull();
    expect(api.getCompetition).not.toHaveBeenCalled();
    expect(api.getOtherCompetitions).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.fetchedCompetition)).toBeNull();
  });

  it('without server data, starts without a competition and loads it (the browser-rendered path)', async () => {
    const { result, renders } = renderDetails(102);
    expect(renders[0]?.problem).toBeNull();
    expect(renders[0]?.competition).toBeNull();
    await waitFor(() => expect(result.current.competition?.total_ticket_sold).toBe(800));
    expect(api.getCompetition).toHaveBeenCalledWith(102);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.fetchedCompetition) ?? 'null')).toEqual({ id: 102, category: 'tackle' });
  });

  it('a 404 answer in the browser is not-found too', async () => {
    api.getCompetition.mockRejectedValue(new ApiError('get_competition: HTTP 404', 404, 'not_found', null));
    const { result } = renderDetails(404);
    await waitFor(() => expect(result.current.problem).toBe('not-found'));
    expect(result.current.competition).toBeNull();
    expect(api.getOtherCompetitions).not.toHaveBeenCalled();
  });

  it('a failed call is "failed"; Try again shows the spinner state while it asks again, then the competition', async () => {
    api.getCompetition.mockRejectedValueOnce(new ApiError('get_competition: HTTP 500', 500, 'internal_error', null));
    const { result, renders } = renderDetails(102);
    await waitFor(() => expect(result.current.problem).toBe('failed'));
    expect(result.current.competition).toBeNull();
    expect(console.error).toHaveBeenCalledWith('[catalog] competition 102 could not be loaded:', expect.any(ApiError));

    const before = renders.length;
    result.current.retry();
    await waitFor(() => expect(result.current.competition?.total_ticket_sold).toBe(800));
    expect(result.current.problem).toBeNull();
    expect(renders.slice(before).some((details) => details.problem === null && details.competition === null)).toBe(true);
    expect(api.getCompetition).toHaveBeenCalledTimes(2);
  });

  it('an id the route does not name is not-found without a call', () => {
    const { result } = renderDetails(null);
    expect(result.current.problem).toBe('not-found');
    expect(api.getCompetition).not.toHaveBeenCalled();
  });
});
