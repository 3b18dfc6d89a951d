import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { parse } from 'valibot';
import { ApiError, GUEST_USER_STATE, UserSchema, type CheckoutResponse, type ShopApi } from '@shop/shared-contracts';
import { getCartState, resetCartStore } from '../state/basketStore';
import { cartItem, cartOf } from '../testing/fixtures';
import { recordToasts } from '../testing/toasts';
import CheckoutScreen from './CheckoutScreen';
import { BillingSection } from './BillingSection';
import { EMPTY_BILLING_FORM } from './billing';

type CheckoutApi = Pick<ShopApi, 'getCart' | 'getUserDetails' | 'getOrders' | 'checkout' | 'applyCoupon' | 'removeCoupon'>;
let mockApi: CheckoutApi;
jest.mock('@shop/remote-kit', () => ({
  ...jest.requireActual('@shop/remote-kit'),
  useShopApi: () => mockApi,
  useUserState: () => ({ ...GUEST_USER_STATE, user: mockCustomer, authChecked: true }),
}));

const mockCustomer = parse(UserSchema, {
  first_name: 'Danny',
  last_name: 'Fairbrass',
  email: 'danny@example.com',
  billing_phone: '07700900123',
  billing_address_1: '12 Lakeside Cottages',
  billing_address_2: 'Mill Lane',
  billing_city: 'Maidstone',
  billing_postcode: 'ME15 6AA',
  site_credit: 5,
});
const placed: CheckoutResponse = {
  order_id: 41,
  status: 'processing',
  order_key: 'wc_order_1',
  order_number: '41',
  customer_note: '',
  customer_id: 1,
  payment_method: 'test_card',
  payment_result: { payment_status: 'success', payment_details: [], redirect_url: '' },
  instant_wins: [],
};

function Confirmation() {
  const order = (useLocation().state as { order: { orderNumber: string } }).order;
  return <p>Confirmation of order {order.orderNumber}</p>;
}

function renderCheckout() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutScreen />} />
          <Route path="/confirmation" element={<Confirmation />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetCartStore();
  sessionStorage.clear();
  mockApi = {
    getCart: jest.fn(() => Promise.resolve(cartOf([cartItem('line-1', 7, 3, 99)]))),
    getUserDetails: jest.fn(() => Promise.resolve(mockCustomer)),
    getOrders: jest.fn(() => Promise.resolve({ success: true, data: [], total_pages: 1 })),
    checkout: jest.fn(() => Promise.resolve(placed)),
    applyCoupon: jest.fn(),
    removeCoupon: jest.fn(),
  };
});
afterEach(() => jest.restoreAllMocks());

describe('the checkout page', () => {
  it('names each payment method in words a customer uses: the test gateway is a card payment', async () => {
    renderCheckout();
    const methods = within(await screen.findByRole('group', { name: 'How would you like to pay?' }));
    expect(methods.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Site credit · £5.00 available',
      'Coupon (covers the whole order)',
      'Card payment',
    ]);
  });

  it('prefills billing, refuses Pay until both boxes are ticked, then pays by card and shows the confirmation', async () => {
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByDisplayValue('Danny')).toHaveAccessibleName('First name');
    await user.click(screen.getByRole('radio', { name: 'Card payment' }));
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.click(screen.getByTestId('place-order'));

    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please confirm you are 18 or over.', 'Please accept the terms and competition rules.']);
    expect(screen.getByLabelText('I am 18 or over')).toHaveFocus();
    expect(mockApi.checkout).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('I am 18 or over'));
    await user.click(screen.getByLabelText(/I accept the/));
    expect(screen.getByTestId('place-order')).toHaveTextContent('Pay £2.97');
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Confirmation of order 41')).toBeInTheDocument();
    expect(mockApi.checkout).toHaveBeenCalledTimes(1);
    expect(mockApi.checkout).toHaveBeenCalledWith(
      expect.objectContaining({
        payment_method: 'angling_test_card',
        payment_data: [{ key: 'card_number', value: '4242424242424242' }],
        billing_address: expect.objectContaining({ first_name: 'Danny', postcode: 'ME15 6AA', email: 'danny@example.com', country: 'GB' }),
      }),
    );
  });
});

describe('the ways to pay the site offers (the cart’s payment_methods)', () => {
  const withGateways = (paymentMethods: string[]) => {
    mockApi.getCart = jest.fn(() => Promise.resolve({ ...cartOf([cartItem('line-1', 7, 3, 99)]), payment_methods: paymentMethods }));
  };
  const offeredLabels = async () =>
    within(await screen.findByRole('group', { name: 'How would you like to pay?' }))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);

  it('offers only the choices whose gateway the cart lists, and coupons (no gateway); the first that takes payment is chosen', async () => {
    withGateways(['angling_test_card', 'bacs']);
    renderCheckout();
    expect(await offeredLabels()).toEqual(['Coupon (covers the whole order)', 'Card payment']);
    expect(screen.getByRole('radio', { name: 'Card payment' })).toBeChecked();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it('offers every choice when the cart lists no gateway', async () => {
    withGateways([]);
    renderCheckout();
    expect(await offeredLabels()).toEqual(['Site credit · £5.00 available', 'Coupon (covers the whole order)', 'Card payment']);
  });

  /** The checkout with its details prefilled, coupons chosen and both boxes ticked: Pay would place the order. */
  const readyToPayByCoupon = async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByDisplayValue('ME15 6AA');
    await user.click(screen.getByRole('radio', { name: 'Coupon (covers the whole order)' }));
    await user.click(screen.getByLabelText('I am 18 or over'));
    await user.click(screen.getByLabelText(/I accept the/));
    return user;
  };

  it('applying a coupon (its own little form) does not press Pay', async () => {
    withGateways([]);
    mockApi.applyCoupon = jest.fn(() => Promise.resolve(cartOf([cartItem('line-1', 7, 3, 99)])));
    const user = await readyToPayByCoupon();
    await user.type(screen.getByLabelText('Coupon code'), 'SPRING25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.type(screen.getByLabelText('Coupon code'), 'SUMMER10{Enter}');
    expect(mockApi.applyCoupon).toHaveBeenNthCalledWith(1, 'SPRING25');
    expect(mockApi.applyCoupon).toHaveBeenNthCalledWith(2, 'SUMMER10');
    expect(mockApi.checkout).not.toHaveBeenCalled();
  });

  it('paying with coupons sends no payment method at all', async () => {
    withGateways(['angling_site_credit', 'angling_test_card']);
    const user = await readyToPayByCoupon();
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Confirmation of order 41')).toBeInTheDocument();
    const [request] = (mockApi.checkout as jest.Mock).mock.calls[0] as [Record<string, unknown>];
    expect(Object.keys(request)).toEqual(['billing_address']);
  });
});

describe('a gateway that sends the customer to its own payment page', () => {
  const pending: CheckoutResponse = {
    ...placed,
    status: 'pending',
    payment_method: 'angling_hosted_sandbox',
    payment_result: { payment_status: 'pending', payment_details: [], redirect_url: '/checkout/order-received/41?key=wc_order_1' },
  };

  function ReturnPage() {
    const location = useLocation();
    return <p>Returned to {`${location.pathname}${location.search}`}</p>;
  }

  it('goes where the payment result says, keeps the basket and the pending order (with its key) for the return page', async () => {
    mockApi.getCart = jest.fn(() => Promise.resolve({ ...cartOf([cartItem('line-1', 7, 3, 99)]), payment_methods: ['angling_hosted_sandbox'] }));
    mockApi.checkout = jest.fn(() => Promise.resolve(pending));
    const user = userEvent.setup();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/checkout']}>
          <Routes>
            <Route path="/checkout" element={<CheckoutScreen />} />
            <Route path="/checkout/order-received/:orderId" element={<ReturnPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('radio', { name: 'Card payment (sandbox payment page, test mode)' }));
    expect(screen.getByText("You will pay on the payment provider's secure page, then come back here.")).toBeInTheDocument();
    await user.click(screen.getByLabelText('I am 18 or over'));
    await user.click(screen.getByLabelText(/I accept the/));
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Returned to /checkout/order-received/41?key=wc_order_1')).toBeInTheDocument();
    expect(mockApi.checkout).toHaveBeenCalledWith(expect.objectContaining({ payment_method: 'angling_hosted_sandbox' }));
    expect(getCartState().cartItems.map((item) => item.key)).toEqual(['line-1']);
    expect(JSON.parse(sessionStorage.getItem('basket_pending_order') ?? 'null')).toMatchObject({ orderId: 41, orderKey: 'wc_order_1', total: 2.97 });
    expect(sessionStorage.getItem('basket_last_order')).toBeNull();
  });
});

describe('Pay when the site no longer knows the basket (its Cart-Token expired)', () => {
  it('shows the fresh, empty basket and says why, with no toast and no order', async () => {
    const expired = new ApiError('checkout: HTTP 401', 401, 'woocommerce_rest_missing_nonce', 'Missing the Nonce header.', [], cartOf([]));
    mockApi.checkout = jest.fn(() => Promise.reject(expired));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const toasts = recordToasts();
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByDisplayValue('ME15 6AA');
    await user.click(screen.getByLabelText('I am 18 or over'));
    await user.click(screen.getByLabelText(/I accept the/));
    await user.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
    expect(screen.getByTestId('basket-notice')).toHaveTextContent("Your basket had expired, so we've started a new one. Please add your tickets again.");
    expect(screen.queryByText(/Confirmation of order/)).toBeNull();
    expect(mockApi.getCart).toHaveBeenCalledTimes(1);
    toasts.stop();
    expect(toasts.shown).toEqual([]);
  });
});

describe('the billing section', () => {
  it("shows the server's refusal of a billing field next to that field in a customer's words, keeps what was typed, and places no order", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(
      'checkout: HTTP 400 Invalid parameter(s): billing_address',
      400,
      'rest_invalid_param',
      'Invalid parameter(s): billing_address',
      ['billing_address.postcode'],
    );
    mockApi.checkout = jest.fn(() => Promise.reject(refusal));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCheckout();
    // The profile's postcode is filled in once it has loaded: typing starts after that.
    const postcode = await screen.findByDisplayValue('ME15 6AA');
    await user.clear(postcode);
    await user.type(postcode, 'ME15 6AA AND SOME MORE');
    await user.click(screen.getByLabelText('I am 18 or over'));
    await user.click(screen.getByLabelText(/I accept the/));
    await user.click(screen.getByTestId('place-order'));

    expect(await screen.findByLabelText('Postcode')).toHaveAccessibleDescription('Postcode is too long.');
    expect(screen.getByLabelText('Postcode')).toHaveValue('ME15 6AA AND SOME MORE');
    expect(screen.getByLabelText('Postcode')).toHaveFocus();
    expect(screen.queryByText(/Invalid parameter/)).toBeNull();
    expect(screen.queryByText(/Confirmation of order/)).toBeNull();
    expect(console.error).toHaveBeenCalledWith('[basket] checkout failed', refusal);
  });

  it('shows a message next to the field it names, whoever found it (the form or a server refusal)', () => {
    render(
      <BillingSection
        billing={{ ...EMPTY_BILLING_FORM, email: 'o@x' }}
        errors={{ email: 'Please enter an email address we can write to.' }}
        loading={false}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter an email address we can write to.');
    expect(screen.getByLabelText('Email address')).toHaveValue('o@x');
    expect(screen.getByLabelText('Postcode')).not.toHaveAccessibleDescription();
  });
});
