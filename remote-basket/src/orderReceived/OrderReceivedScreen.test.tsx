import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { parse } from 'valibot';
import { GUEST_USER_STATE, UserSchema, type OrderDetail, type ShopApi } from '@shop/shared-contracts';
import { cartItem, cartOf } from '../testing/fixtures';
import { recordToasts } from '../testing/toasts';
import { getCartState, resetCartStore, storeCart } from '../state/basketStore';
import { savePendingOrder } from '../order/lastOrder';
import CheckoutScreen from '../checkout/CheckoutScreen';
import { RETURN_WAIT } from './orderWait';

type ReturnApi = Pick<ShopApi, 'getOrderDetail' | 'getCart'>;
let mockApi: ReturnApi;
let mockSignedIn = true;
jest.mock('@shop/remote-kit', () => ({
  ...jest.requireActual('@shop/remote-kit'),
  useShopApi: () => mockApi,
  useUserState: () => ({ ...GUEST_USER_STATE, user: mockSignedIn ? mockCustomer : null, authChecked: true }),
}));
const mockCustomer = parse(UserSchema, { first_name: 'Danny', last_name: 'F', email: 'danny@example.com' });

const order = (status: string, extra: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 41,
  status,
  date_created: { date: '2026-11-29 10:00:00' },
  total: '2.97',
  payment_method_title: 'Card payment (sandbox)',
  product: [
    {
      competition_id: 7,
      title: 'Carp bundle',
      quantity: 3,
      price: '0.99',
      tickets: status === 'processing' ? [4, 9, 12] : [],
      draw_date: '2026-12-24',
      draw_time: '20:00',
    },
  ],
  billing: { first_name: '', last_name: '', address_1: '', address_2: '', city: '', state: '', postcode: '', phone: '', email: '' },
  shipping: { first_name: '', last_name: '', address_1: '', address_2: '', city: '', state: '', postcode: '' },
  order_key: 'wc_order_right',
  instant_wins: [],
  ...extra,
});

function Where() {
  const location = useLocation();
  const state = location.state as { order?: { orderNumber: string; instantWins?: unknown[] } } | null;
  return (
    <p>
      At {location.pathname}
      {state?.order ? ` with order ${state.order.orderNumber}` : ''}
    </p>
  );
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/checkout/*" element={<CheckoutScreen />} />
          <Route path="/confirmation" element={<Where />} />
          <Route path="/cart" element={<Where />} />
          <Route path="/auth/login" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The order's answers, one per poll: the last repeats. */
function answers(...statuses: (OrderDetail | Error)[]) {
  let asked = 0;
  return jest.fn(() => {
    const next = statuses[Math.min(asked++, statuses.length - 1)]!;
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
}

const RETURN = '/checkout/order-received/41?key=wc_order_right';

beforeEach(() => {
  resetCartStore();
  sessionStorage.clear();
  mockSignedIn = true;
  mockApi = { getOrderDetail: answers(order('pending')), getCart: jest.fn(() => Promise.resolve(cartOf([]))) };
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the return page from the payment provider', () => {
  it('the notification came before the return: the first look finds it paid and shows the confirmation with the order', async () => {
    mockApi.getOrderDetail = answers(order('processing', { instant_wins: [{ competition_id: 7, ticket_number: 9, prize: '£5 site credit' }] }));
    renderAt(RETURN);
    expect(await screen.findByText('At /confirmation with order 41')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('basket_last_order') ?? 'null')).toMatchObject({
      orderId: 41,
      total: 2.97,
      lines: [{ competitionId: 7, title: 'Carp bundle', quantity: 3 }],
      instantWins: [{ competitionId: 7, ticketNumber: 9, prize: '£5 site credit' }],
    });
    expect(mockApi.getCart).toHaveBeenCalled();
  });

  it('the notification comes after the return: "Confirming your payment" while pending, polled with backoff until paid', async () => {
    jest.useFakeTimers();
    mockApi.getOrderDetail = answers(order('pending'), order('pending'), new Error('network'), order('processing'));
    savePendingOrder({
      orderId: 41,
      orderKey: 'wc_order_right',
      orderNumber: '41',
      total: 2.97,
      paymentMethod: 'gateway:x',
      lines: [{ competitionId: 7, title: 'Carp bundle', image: 'c.jpg', quantity: 3, drawDate: '', drawTime: '' }],
    });
    renderAt(RETURN);
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.getByText('3 × Carp bundle')).toBeInTheDocument();
    expect(mockApi.getOrderDetail).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(RETURN_WAIT.firstDelayMs));
    expect(mockApi.getOrderDetail).toHaveBeenCalledTimes(2);
    // The second wait is longer than the first (backoff): 1 s more is not enough.
    await act(() => jest.advanceTimersByTimeAsync(RETURN_WAIT.firstDelayMs));
    expect(mockApi.getOrderDetail).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(RETURN_WAIT.firstDelayMs * RETURN_WAIT.factor ** 2));
    expect(mockApi.getOrderDetail).toHaveBeenCalledTimes(3);
    await act(() => jest.advanceTimersByTimeAsync(RETURN_WAIT.maxDelayMs));
    expect(screen.getByText('At /confirmation with order 41')).toBeInTheDocument();
    expect(sessionStorage.getItem('basket_pending_order')).toBeNull();
  });

  it('a failed or cancelled payment goes back to the basket, kept as it was, with a plain sentence', async () => {
    for (const status of ['failed', 'cancelled']) {
      const toasts = recordToasts();
      storeCart(cartOf([cartItem('line-1', 7, 3, 99)]));
      mockApi.getOrderDetail = answers(order(status));
      const { unmount } = renderAt(RETURN);
      expect(await screen.findByText('At /cart')).toBeInTheDocument();
      expect(toasts.shown).toEqual([
        ['error', 'Your payment did not go through, so nothing has been charged. Your basket is as you left it; you can try again.'],
      ]);
      expect(getCartState().cartItems.map((item) => item.key)).toEqual(['line-1']);
      expect(sessionStorage.getItem('basket_last_order')).toBeNull();
      toasts.stop();
      unmount();
    }
  });

  it('no answer after the longest wait: a page that says what to do, never "paid"; Check again asks again', async () => {
    jest.useFakeTimers();
    renderAt(RETURN);
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(RETURN_WAIT.giveUpAfterMs + RETURN_WAIT.maxDelayMs));
    expect(screen.getByRole('heading', { name: 'We are still waiting for your payment provider' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-no-answer')).toHaveTextContent('Please do not pay again. Your order #41 is waiting');
    expect(screen.queryByText(/At \/confirmation/)).toBeNull();
    mockApi.getOrderDetail = answers(order('processing'));
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('At /confirmation with order 41')).toBeInTheDocument();
  });

  it.each([
    ['a wrong key', '/checkout/order-received/41?key=wc_order_wrong', () => answers(order('processing'))],
    ['no key', '/checkout/order-received/41', () => answers(order('processing'))],
    [
      "another customer's order (the site refuses it)",
      RETURN,
      () => answers(Object.assign(new Error('403'), { name: 'ApiError', status: 403, code: 'woocommerce_rest_invalid_user' })),
    ],
    ['anything else below /checkout', '/checkout/elsewhere', () => answers(order('processing'))],
  ])('%s: the not-found page, nothing of the order shown', async (_case, path, api) => {
    mockApi.getOrderDetail = api();
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Carp bundle|2\.97|#41/)).toBeNull();
  });

  it('a customer who is not signed in signs in first and comes back to the same link', async () => {
    mockSignedIn = false;
    renderAt(RETURN);
    expect(await screen.findByText('At /auth/login')).toBeInTheDocument();
    expect(mockApi.getOrderDetail).not.toHaveBeenCalled();
  });
});
