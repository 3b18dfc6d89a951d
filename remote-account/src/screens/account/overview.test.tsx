import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopApi, TicketGroup } from '@shop/shared-contracts';
import { DEMO_USER, fakeApi, publishUser, recordBus, renderAt } from '../../testing/accountTestKit';
import OverviewScreen from './OverviewScreen';

jest.setTimeout(30_000);

let mockApi: ShopApi = fakeApi({});
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

const DRAW: TicketGroup = { competition_id: 12, title: 'Bait Boat', image: '', draw_date: '2026-12-01', draw_time: '20:00', tickets: [4, 9] };
const FAILED = 'Your upcoming draws could not be loaded just now.';
const EMPTY = 'No upcoming draws yet. Your tickets will show here once you enter.';

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  bus = recordBus();
  mockApi = fakeApi({
    getPoints: () => Promise.resolve({ success: true, points: 46, logs: [], totalLogs: 0 }),
    getSiteCredit: () => Promise.resolve({ success: true, balance: 10, data: [] }),
    getCoupons: () => Promise.resolve([]),
    getOrders: () => Promise.resolve({ success: true, data: [], total_pages: 0 }),
  });
});
afterEach(() => {
  bus.stop();
  jest.restoreAllMocks();
});

const signedInWith = (state: { upcomingTickets?: TicketGroup[]; isLoading?: boolean; ticketsFailed?: boolean }) =>
  publishUser({ user: DEMO_USER, authChecked: true, isAuthenticating: true, ...state });
const drawsCard = () => screen.getByRole('heading', { name: 'Your upcoming draws' }).parentElement!;

describe('the overview’s upcoming draws (a failed load is not an empty one)', () => {
  it('says the draws could not be loaded, never "no upcoming draws", and Try again asks the shell to load them again', async () => {
    signedInWith({ ticketsFailed: true });
    renderAt(<OverviewScreen />);
    await waitFor(() => expect(screen.getByTestId('overview-points')).toHaveTextContent('46'));
    expect(within(drawsCard()).getByText(FAILED)).toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).toBeNull();

    await userEvent.setup().click(within(drawsCard()).getByRole('button', { name: 'Try again' }));
    expect(bus.events).toContainEqual({ type: 'account:reload-tickets' });

    // The shell loads again, then publishes what it found.
    act(() => signedInWith({ ticketsFailed: true, isLoading: true }));
    expect(within(drawsCard()).getByText('Loading your tickets…')).toBeInTheDocument();
    act(() => signedInWith({ upcomingTickets: [DRAW] }));
    expect(within(drawsCard()).getByText('Bait Boat')).toBeInTheDocument();
    expect(within(drawsCard()).getByText(/2 tickets/)).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).toBeNull();
  });

  it('says there are none only when the load succeeded with none', async () => {
    signedInWith({ upcomingTickets: [] });
    renderAt(<OverviewScreen />);
    await waitFor(() => expect(screen.getByTestId('overview-points')).toHaveTextContent('46'));
    expect(within(drawsCard()).getByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).toBeNull();
  });

  it('while the tickets load it says so', () => {
    signedInWith({ isLoading: true });
    renderAt(<OverviewScreen />);
    expect(within(drawsCard()).getByText('Loading your tickets…')).toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).toBeNull();
  });
});

describe('the overview’s figures when their calls fail', () => {
  it('shows a dash for points and coupons (not 0), and the latest orders say they could not be loaded, with Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi = fakeApi({
      getPoints: () => Promise.reject(new Error('points down')),
      getSiteCredit: () => Promise.resolve({ success: true, balance: 10, data: [] }),
      getCoupons: () => Promise.reject(new Error('coupons down')),
      getOrders: () => Promise.reject(new Error('orders down')),
    });
    signedInWith({ upcomingTickets: [DRAW] });
    renderAt(<OverviewScreen />);
    expect(await screen.findByText('Your orders could not be loaded just now.')).toBeInTheDocument();
    expect(screen.getByTestId('overview-points')).toHaveTextContent(/^–$/);
    expect(screen.getByTestId('overview-coupons')).toHaveTextContent(/^–$/);
    expect(screen.queryByText('You don’t have any orders at present.')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('[account] your points balance could not be loaded:', expect.any(Error));
    expect(console.error).toHaveBeenCalledWith('[account] your coupons could not be loaded:', expect.any(Error));
    expect(console.error).toHaveBeenCalledWith('[account] your orders could not be loaded:', expect.any(Error));
  });
});
