import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopApi, Winner } from '@shop/shared-contracts';
import { renderScreen } from '../testing/renderScreen';
import WinnersScreen from './WinnersScreen';

let mockApi: Partial<ShopApi> = {};
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

const winner = (id: number): Winner => ({
  id,
  name: `Angler ${id}`,
  location: 'Carlisle',
  prize: '£50 Site Credit',
  competition_id: 101,
  competition_title: 'Ultimate Carp Session Bundle',
  image: '',
  ticket_number: 1000 + id,
  won_at: '2026-11-20',
});

afterEach(() => jest.restoreAllMocks());

describe('winners (the shared load-more hook)', () => {
  it('shows page 1, asks for page 2 with "Load more", and hides the button on the last page', async () => {
    const getWinners = jest.fn(({ page }: { page: number }) =>
      Promise.resolve(page === 1 ? { data: Array.from({ length: 12 }, (_, i) => winner(i + 1)), total_pages: 2 } : { data: [winner(13)], total_pages: 2 }),
    );
    mockApi = { getWinners };
    renderScreen(<WinnersScreen />);
    const list = await screen.findByTestId('winners-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(screen.getByTestId('winners-list')).getAllByRole('listitem')).toHaveLength(13));
    expect(getWinners).toHaveBeenLastCalledWith({ page: 2, limit: 12 });
    expect(screen.getByText('Angler 13, Carlisle')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
