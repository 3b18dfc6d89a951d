import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail, OrderListItem, PointsLogEntry, ShopApi } from '@shop/shared-contracts';
import { fakeApi, recordBus, renderAt, signedIn, publishUser } from '../../testing/accountTestKit';
import { PointsView } from './PointsScreen';
import { CreditView } from './CreditScreen';
import { CouponsView } from './CouponsScreen';
import { OrdersView } from './OrdersScreen';
import OrderDetailScreen from './OrderDetailScreen';
import { RequireSignIn } from '../../ui/AccountLayout';

// userEvent typing is slow on a busy 2-core machine; the default 5 s is too tight there.
jest.setTimeout(30_000);

let mockApi: ShopApi = fakeApi({});
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  bus = recordBus();
  signedIn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => bus.stop());

const log = (index: number, type = 'order'): PointsLogEntry => ({
  description: `Order #${index}`,
  date_display_human: `${index} days ago`,
  type,
  points: type === 'order-redeem' ? -20 : 5,
});

describe('points', () => {
  it('shows the balance, redeem entries as is and others with +, and loads more while offset + 10 < totalLogs', async () => {
    const getPoints = jest.fn(({ offset = 0 }: { offset?: number }) =>
      Promise.resolve({
        success: true,
        points: 46,
        totalLogs: 12,
        logs: offset === 0 ? Array.from({ length: 10 }, (_, i) => log(i, i === 0 ? 'order-redeem' : 'order')) : [log(10), log(11)],
      }),
    );
    mockApi = fakeApi({ getPoints });
    renderAt(<PointsView />);
    expect(await screen.findAllByTestId('points-row')).toHaveLength(10);
    expect(screen.getByText('-20 points')).toBeInTheDocument();
    expect(screen.getAllByText('+5 points')).toHaveLength(9);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('points-row')).toHaveLength(12));
    expect(getPoints).toHaveBeenLastCalledWith({ offset: 10, limit: 10 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers no Load more when exactly 10 logs exist', async () => {
    mockApi = fakeApi({ getPoints: () => Promise.resolve({ success: true, points: 5, totalLogs: 10, logs: Array.from({ length: 10 }, (_, i) => log(i)) }) });
    renderAt(<PointsView />);
    expect(await screen.findAllByTestId('points-row')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows the spec's empty text", async () => {
    mockApi = fakeApi({ getPoints: () => Promise.resolve({ success: true, points: 0, totalLogs: 0, logs: [] }) });
    renderAt(<PointsView />);
    expect(await screen.findByText('YOUR POINTS BALANCE IS 0 UNTIL YOU PLACE AN ORDER')).toBeInTheDocument();
  });
});

describe('credit and coupons', () => {
  it("shows the spec's empty texts, with the typographic apostrophe", async () => {
    mockApi = fakeApi({ getSiteCredit: () => Promise.resolve({ success: true, balance: 0, data: [] }), getCoupons: () => Promise.resolve([]) });
    renderAt(
      <>
        <CreditView />
        <CouponsView />
      </>,
    );
    expect(await screen.findByText('You don’t have any site credit at present.')).toBeInTheDocument();
    expect(await screen.findByText('You don’t have any coupons at present')).toBeInTheDocument();
  });

  it('copies a coupon code, says Copied on the button and raises a toast', async () => {
    mockApi = fakeApi({ getCoupons: () => Promise.resolve([{ code: 'TIGHTLINES10', description: '10% off', amount: '10%' }]) });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderAt(<CouponsView />);
    await user.click(await screen.findByRole('button', { name: 'Copy coupon TIGHTLINES10' }));
    expect(writeText).toHaveBeenCalledWith('TIGHTLINES10');
    expect(await screen.findByRole('button', { name: 'Copied TIGHTLINES10' })).toHaveTextContent('Copied');
    expect(bus.toasts()).toContainEqual({ kind: 'success', message: 'Coupon code copied' });
  });
});

const order = (id: number, status = 'completed'): OrderListItem => ({
  order_id_: id,
  order_status: status,
  order_date: '22 November 2026',
  order_total: '<span class="amount">&pound;1.99</span><script>window.hacked=1</script>',
  item_count: 1,
});

describe('orders', () => {
  it('labels admin-comp-win Ticket Win, sanitizes order_total and loads the next page while page < total_pages', async () => {
    const getOrders = jest.fn(({ page }: { page: number }) =>
      Promise.resolve({
        success: true,
        total_pages: 2,
        data: page === 1 ? [order(88, 'admin-comp-win'), ...Array.from({ length: 9 }, (_, i) => order(70 + i))] : [order(50)],
      }),
    );
    mockApi = fakeApi({ getOrders });
    const { container } = renderAt(<OrdersView />);
    expect(await screen.findAllByTestId('order-row')).toHaveLength(10);
    expect(screen.getAllByText('Ticket Win').length).toBeGreaterThan(0);
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).toContain('£1.99');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(11));
    expect(getOrders).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows how each order was paid, "Free postal entry" for a free postal entry, and nothing where the backend does not say', async () => {
    const postal: OrderListItem = { ...order(91), order_total: '<span class="amount">&pound;0.00</span>', payment_method_title: 'Free postal entry' };
    const paid: OrderListItem = { ...order(90), payment_method_title: 'Card payment' };
    mockApi = fakeApi({ getOrders: () => Promise.resolve({ success: true, total_pages: 1, data: [postal, paid, order(89)] }) });
    renderAt(<OrdersView />);
    expect((await screen.findAllByTestId('order-payment')).map((cell) => cell.textContent)).toEqual(['Free postal entry', 'Card payment', '']);
    // The phone's cards say it after the date and the item count.
    const lines = screen.getAllByTestId('order-card').map((card) => within(card).getByText(/1 item/).textContent);
    expect(lines.map((line) => line?.replace(/^.* · 1 item/, '1 item'))).toEqual(['1 item · Free postal entry', '1 item · Card payment', '1 item']);
  });

  it("shows the spec's empty text", async () => {
    mockApi = fakeApi({ getOrders: () => Promise.resolve({ success: true, total_pages: 0, data: [] }) });
    renderAt(<OrdersView />);
    expect(await screen.findByText('You don’t have any orders at present.')).toBeInTheDocument();
  });
});

const detail: OrderDetail = {
  id: 88,
  status: 'admin-comp-win',
  date_created: { date: '2026-11-22 10:00:00' },
  total: '3.98',
  payment_method_title: 'Card',
  product: [
    {
      competition_id: 101,
      title: 'Ultimate Carp Session Bundle',
      quantity: 2,
      price: '1.99',
      tickets: [2634, 17],
      draw_date: '2026-11-25',
      draw_time: '20:00',
    },
  ],
  billing: {
    first_name: 'Danny',
    last_name: 'Fairbrass',
    address_1: '12 Lakeside Cottages',
    address_2: '',
    city: 'Maidstone',
    state: 'Kent',
    postcode: 'ME15 6AA',
    phone: '',
    email: '',
  },
  shipping: { first_name: '', last_name: '', address_1: '', address_2: '', city: '', state: '', postcode: '' },
  order_key: 'wc_order_88',
  instant_wins: [],
};

describe('order detail', () => {
  it('shows status, date, payment, tickets as chips, the 12-hour draw time, Flat Rate and pounds; N/A where missing', async () => {
    mockApi = fakeApi({ getOrderDetail: jest.fn(() => Promise.resolve(detail)) });
    renderAt(<OrderDetailScreen />, { path: '/account/recent/orders/order-detail/88', route: '/account/recent/orders/order-detail/:order_id' });
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Ticket Win');
    expect(screen.getByText('November 22, 2026')).toBeInTheDocument();
    expect(screen.getByText('Card')).toBeInTheDocument();
    expect(screen.getByText(/2 × £1.99 · Draw November 25, 2026 at 8:00 PM/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /Ticket numbers/ })).toHaveTextContent('263417');
    expect(screen.getByText('Flat Rate')).toBeInTheDocument();
    expect(screen.getAllByText('£3.98').length).toBeGreaterThan(0);
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(mockApi.getOrderDetail).toHaveBeenCalledWith(88);
  });

  it("shows not found and no data for an order that is not the customer's", async () => {
    mockApi = fakeApi({ getOrderDetail: () => Promise.reject(Object.assign(new Error('not found'), { status: 404, code: 'order_not_found' })) });
    renderAt(<OrderDetailScreen />, { path: '/account/recent/orders/order-detail/1', route: '/account/recent/orders/order-detail/:order_id' });
    expect(await screen.findByText('We can’t find that order in your account.')).toBeInTheDocument();
    expect(screen.queryByTestId('order-status')).toBeNull();
  });

  it('a failed order call is not a missing order: it is logged, says it could not be loaded, and Try again shows the order', async () => {
    const failure = Object.assign(new Error('order_detail: HTTP 500'), { name: 'ApiError', status: 500, code: 'internal_server_error', serverMessage: null });
    const getOrderDetail = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(detail);
    mockApi = fakeApi({ getOrderDetail });
    renderAt(<OrderDetailScreen />, { path: '/account/recent/orders/order-detail/88', route: '/account/recent/orders/order-detail/:order_id' });
    expect(await screen.findByText('This order could not be loaded just now.')).toBeInTheDocument();
    expect(screen.queryByText('We can’t find that order in your account.')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('[account] order 88 could not be loaded:', failure);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Ticket Win');
    expect(getOrderDetail).toHaveBeenCalledTimes(2);
  });
});

describe('failed account fetches (only logged)', () => {
  it('logs a failed points, orders, credit or coupons fetch, naming it; the spinner ends in a line that says so, not the empty text, and no toast', async () => {
    const offline = () => Promise.reject(new Error('network error'));
    mockApi = fakeApi({ getPoints: offline, getOrders: offline, getSiteCredit: offline, getCoupons: offline });
    renderAt(
      <>
        <PointsView />
        <OrdersView />
        <CreditView />
        <CouponsView />
      </>,
    );
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
    for (const what of ['your points', 'your orders', 'your site credit', 'your coupons']) {
      expect(console.error).toHaveBeenCalledWith(`[account] ${what} could not be loaded:`, expect.any(Error));
    }
    expect(screen.getAllByRole('alert').map((alert) => alert.querySelector('p')?.textContent)).toEqual([
      'Your points could not be loaded just now.',
      'Your orders could not be loaded just now.',
      'Your site credit could not be loaded just now.',
      'Your coupons could not be loaded just now.',
    ]);
    for (const empty of [
      'YOUR POINTS BALANCE IS 0 UNTIL YOU PLACE AN ORDER',
      'You don’t have any orders at present.',
      'You don’t have any site credit at present.',
      'You don’t have any coupons at present',
    ]) {
      expect(screen.queryByText(empty)).toBeNull();
    }
    expect(bus.toasts()).toEqual([]);
  });

  it('Try again on a failed list asks again and shows the answer', async () => {
    const getOrders = jest
      .fn()
      .mockRejectedValueOnce(new Error('network error'))
      .mockResolvedValueOnce({ success: true, total_pages: 1, data: [order(88)] });
    mockApi = fakeApi({ getOrders });
    renderAt(<OrdersView />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('order-row')).toHaveLength(1);
  });
});

describe('the /account guard', () => {
  it('shows the spinner until the check is over, then sends a guest to sign in with the way back', async () => {
    publishUser({ user: null, authChecked: false });
    renderAt(
      <RequireSignIn>
        <p>secret</p>
      </RequireSignIn>,
      { path: '/account/points?x=1', route: '/account/points' },
    );
    expect(screen.getByRole('status', { name: 'Checking your account' })).toBeInTheDocument();
    publishUser({ user: null, authChecked: true });
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login?redirect=%2Faccount%2Fpoints%3Fx%3D1');
    expect(screen.queryByText('secret')).toBeNull();
  });
});
