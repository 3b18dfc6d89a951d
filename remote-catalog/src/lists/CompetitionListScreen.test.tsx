import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Competition, CompetitionListResponse, ShopApi } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { renderScreen } from '../testing/renderScreen';
import CompetitionListScreen from './CompetitionListScreen';

jest.setTimeout(30_000);

let mockApi: Partial<ShopApi> = {};
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

/** Monday 23 November 2026, 12:00 UK time. */
const NOW = Date.UTC(2026, 10, 23, 12, 0);

const tackle: Competition[] = [
  competitionFixture({ id: 102, title: 'Daiwa Basia 45 QD Reel Trio', price_per_ticket: 0.99, draw_date: '2026-11-28', created_at: '2026-11-01T09:00:00Z' }),
  competitionFixture({ id: 112, title: 'Fox EOS Pro Bivvy & Bedchair', price_per_ticket: 1.29, draw_date: '2026-11-30', created_at: '2026-11-22T10:00:00Z' }),
  competitionFixture({
    id: 115,
    title: 'Korda Kaizen Rod Pair',
    price_per_ticket: 0.99,
    draw_date: '2026-12-01',
    enable_instant_wins: true,
    created_at: '2026-11-10T09:00:00Z',
  }),
  competitionFixture({
    id: 107,
    title: 'Nash Scope Rods x3',
    price_per_ticket: 1.29,
    sale_price: 0.59,
    sale_start_date: '2026-11-20',
    sale_end_date: '2026-11-30',
    draw_date: '2026-11-26',
    created_at: '2026-11-05T09:00:00Z',
  }),
];

const answer = (data: Competition[], page: number, totalPages: number, total: number): CompetitionListResponse => ({
  success: true,
  data,
  page,
  total_pages: totalPages,
  total,
});

const titles = () =>
  within(screen.getByTestId('competition-list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.getAttribute('title'));
const chip = (name: string) => within(screen.getByRole('group', { name: 'Filter competitions' })).getByRole('link', { name });

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('competition list', () => {
  it('shows the count, chips as links (the current one aria-current) and a labelled sort, draw date first by default', async () => {
    mockApi = { listCompetitions: jest.fn(() => Promise.resolve(answer(tackle, 1, 1, 4))) };
    renderScreen(<CompetitionListScreen />, { path: '/competitions/tackle', route: '/competitions/:category' });
    expect(await screen.findByTestId('competition-count')).toHaveTextContent('4 live competitions');
    expect(screen.getByRole('heading', { level: 1, name: 'Tackle' })).toBeInTheDocument();
    expect(screen.getByText('Every live tackle competition.')).toBeInTheDocument();
    expect(['All', 'Instant wins', 'Ending soon', 'Under £1'].map((name) => chip(name).getAttribute('aria-current'))).toEqual(['true', null, null, null]);
    expect(['All', 'Instant wins', 'Ending soon', 'Under £1'].map((name) => chip(name).getAttribute('href'))).toEqual([
      '/competitions/tackle',
      '/competitions/tackle?filter=instant-wins',
      '/competitions/tackle?filter=ending-soon',
      '/competitions/tackle?filter=under-1',
    ]);
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveValue('draw-date');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Draw date', 'Price', 'Newest']);
    expect(titles()).toEqual(['Nash Scope Rods x3', 'Daiwa Basia 45 QD Reel Trio', 'Fox EOS Pro Bivvy & Bedchair', 'Korda Kaizen Rod Pair']);
  });

  it('"Under £1" counts the sale price, sorts by price and newest, and keeps both in the URL', async () => {
    mockApi = { listCompetitions: jest.fn(() => Promise.resolve(answer(tackle, 1, 1, 4))) };
    renderScreen(<CompetitionListScreen />, { path: '/competitions/tackle', route: '/competitions/:category' });
    const user = userEvent.setup();
    await screen.findByTestId('competition-list');
    await user.click(chip('Under £1'));
    expect(chip('Under £1')).toHaveAttribute('aria-current', 'true');
    expect(chip('All')).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('competition-count')).toHaveTextContent('Showing 3 of 4 live competitions');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price');
    expect(titles()).toEqual(['Nash Scope Rods x3', 'Daiwa Basia 45 QD Reel Trio', 'Korda Kaizen Rod Pair']);
    expect(screen.getByTestId('location')).toHaveTextContent('/competitions/tackle?filter=under-1&sort=price');
    await user.click(chip('All'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    expect(titles()).toEqual(['Fox EOS Pro Bivvy & Bedchair', 'Korda Kaizen Rod Pair', 'Nash Scope Rods x3', 'Daiwa Basia 45 QD Reel Trio']);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/competitions\/tackle\?sort=newest$/);
  });

  it('a chip and a sort chosen before the list has re-rendered both reach the URL (quick taps lose neither)', async () => {
    mockApi = { listCompetitions: jest.fn(() => Promise.resolve(answer(tackle, 1, 1, 4))) };
    renderScreen(<CompetitionListScreen />, { path: '/competitions/tackle', route: '/competitions/:category' });
    await screen.findByTestId('competition-list');
    act(() => {
      fireEvent.click(chip('Under £1'));
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price' } });
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/competitions/tackle?filter=under-1&sort=price');
    expect(chip('Under £1')).toHaveAttribute('aria-current', 'true');
  });

  it('an empty chip shows an empty state whose "Show all" brings every card back', async () => {
    mockApi = { listCompetitions: jest.fn(() => Promise.resolve(answer(tackle, 1, 1, 4))) };
    renderScreen(<CompetitionListScreen />, { path: '/competitions/tackle?filter=ending-soon', route: '/competitions/:category' });
    expect(await screen.findByText('No live competitions match “Ending soon” right now.')).toBeInTheDocument();
    expect(screen.queryByTestId('competition-list')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all' }));
    expect(titles()).toHaveLength(4);
    expect(chip('All')).toHaveAttribute('aria-current', 'true');
  });

  it('"Instant wins" keeps the competitions with instant wins', async () => {
    mockApi = { listCompetitions: jest.fn(() => Promise.resolve(answer(tackle, 1, 1, 4))) };
    renderScreen(<CompetitionListScreen />, { path: '/competitions/tackle?filter=instant-wins', route: '/competitions/:category' });
    await screen.findByTestId('competition-list');
    expect(titles()).toEqual(['Korda Kaizen Rod Pair']);
  });

  it('loads the next page with "Load more", filters what is loaded, and says so while more pages wait', async () => {
    const listCompetitions = jest.fn(({ page }: { page: number }) =>
      Promise.resolve(page === 1 ? answer(tackle.slice(0, 2), 1, 2, 4) : answer(tackle.slice(2), 2, 2, 4)),
    );
    mockApi = { listCompetitions };
    renderScreen(<CompetitionListScreen />, { path: '/competitions/tackle?filter=instant-wins', route: '/competitions/:category' });
    expect(await screen.findByText('None of the first 2 competitions match “Instant wins”. Load more to look at the rest.')).toBeInTheDocument();
    expect(screen.getByTestId('competition-count')).toHaveTextContent('Showing 0 of 4 live competitions');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toEqual(['Korda Kaizen Rod Pair']));
    expect(listCompetitions).toHaveBeenLastCalledWith({ category: 'tackle', page: 2, limit: 12 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('the finished list has no chips and keeps the server order', async () => {
    const finished = tackle.map((competition) => ({ ...competition, status: 'drawn' as const }));
    mockApi = { listFinishedSoldOut: jest.fn(() => Promise.resolve(answer(finished, 1, 1, 4))) };
    renderScreen(<CompetitionListScreen />, { path: '/competitions/finished', route: '/competitions/:category' });
    expect(await screen.findByTestId('competition-count')).toHaveTextContent('4 finished competitions');
    expect(screen.queryByTestId('list-toolbar')).toBeNull();
    expect(titles()[0]).toBe('Daiwa Basia 45 QD Reel Trio');
  });
});

describe('competition list: a failed call is never an empty list', () => {
  it('a failed list says it could not be loaded (logged), never "No … competitions are open", and Try again shows the cards', async () => {
    const failure = new Error('offline');
    const listCompetitions = jest.fn(async () => answer(tackle, 1, 1, 4)).mockRejectedValueOnce(failure);
    mockApi = { listCompetitions };
    renderScreen(<CompetitionListScreen />, { path: '/competitions/cash', route: '/competitions/:category' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These competitions could not be loaded just now.');
    expect(screen.queryByText('No cash competitions are open right now.')).toBeNull();
    expect(screen.queryByTestId('empty-state')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('[catalog] the category list could not be loaded:', failure);

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('competition-count')).toHaveTextContent('4 live competitions');
    expect(listCompetitions).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a list the server answers with nothing shows the empty state', async () => {
    mockApi = { listCompetitions: jest.fn(() => Promise.resolve(answer([], 1, 1, 0))) };
    renderScreen(<CompetitionListScreen />, { path: '/competitions/cash', route: '/competitions/:category' });
    expect(await screen.findByText('No cash competitions are open right now.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('a failed "Load more" keeps the cards shown, says so, and Try again loads the page', async () => {
    let secondFails = true;
    const listCompetitions = jest.fn(({ page }: { page: number }) => {
      if (page === 1) return Promise.resolve(answer(tackle.slice(0, 2), 1, 2, 4));
      return secondFails ? Promise.reject(new Error('offline')) : Promise.resolve(answer(tackle.slice(2), 2, 2, 4));
    });
    mockApi = { listCompetitions };
    renderScreen(<CompetitionListScreen />, { path: '/competitions/tackle', route: '/competitions/:category' });
    await screen.findByTestId('competition-list');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More could not be loaded just now.');
    expect(titles()).toHaveLength(2);

    secondFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
