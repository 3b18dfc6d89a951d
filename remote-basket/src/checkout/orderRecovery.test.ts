import type { OrderDetail, OrdersResponse, ShopApi } from '@shop/shared-contracts';
import { cartItem, cartOf } from '../testing/fixtures';
import { checkoutOutcome, holdsLines } from './orderRecovery';

const ITEMS = [cartItem('k1', 12, 3), cartItem('k2', 40, 1)];

function order(id: number, lines: { competition_id: number; title?: string; quantity: number }[]): OrderDetail {
  return {
    id,
    status: 'processing',
    date_created: { date: '2026-11-24 10:00:00' },
    total: '4.00',
    payment_method_title: 'Site credit',
    product: lines.map((line) => ({ title: `Competition ${line.competition_id}`, price: '1.00', tickets: [1], draw_date: '', draw_time: '', ...line })),
    billing: { first_name: '', last_name: '', address_1: '', address_2: '', city: '', state: '', postcode: '', phone: '', email: '' },
    shipping: { first_name: '', last_name: '', address_1: '', address_2: '', city: '', state: '', postcode: '' },
    order_key: `wc_order_${id}`,
    instant_wins: [],
  };
}

/** The calls the recovery makes: the server's basket and the account's newest order, either failing as a dropped connection does. */
function api(options: {
  cart: ReturnType<typeof cartOf> | 'down';
  newest: OrderDetail | null | 'down';
}): Pick<ShopApi, 'getCart' | 'getOrders' | 'getOrderDetail'> {
  const down = () => Promise.reject(Object.assign(new Error('network error'), { status: 0 }));
  const { cart, newest } = options;
  return {
    getCart: () => (cart === 'down' ? down() : Promise.resolve(cart)),
    getOrders: () =>
      newest === 'down'
        ? down()
        : Promise.resolve({
            success: true,
            total_pages: 1,
            data: newest ? [{ order_id_: newest.id, order_status: 'processing', order_date: '', order_total: '', item_count: 4 }] : [],
          } as OrdersResponse),
    getOrderDetail: (id) => (newest && newest !== 'down' && newest.id === id ? Promise.resolve(newest) : down()),
  };
}

describe('holdsLines', () => {
  it('matches the same competitions with the same quantities, in any order', () => {
    expect(
      holdsLines(
        order(5, [
          { competition_id: 40, quantity: 1 },
          { competition_id: 12, quantity: 3 },
        ]),
        ITEMS,
      ),
    ).toBe(true);
    expect(
      holdsLines(
        order(5, [
          { competition_id: 12, quantity: 2 },
          { competition_id: 40, quantity: 1 },
        ]),
        ITEMS,
      ),
    ).toBe(false);
    expect(holdsLines(order(5, [{ competition_id: 12, quantity: 3 }]), ITEMS)).toBe(false);
  });

  it('matches by title when the backend sends no competition id', () => {
    expect(
      holdsLines(
        order(5, [
          { competition_id: 0, quantity: 3 },
          { competition_id: 0, quantity: 1, title: 'Competition 40' },
        ]),
        ITEMS,
      ),
    ).toBe(false);
    const byTitle = order(5, [
      { competition_id: 0, title: 'Competition 12', quantity: 3 },
      { competition_id: 0, title: 'Competition 40', quantity: 1 },
    ]);
    expect(holdsLines(byTitle, ITEMS)).toBe(true);
  });
});

describe('checkoutOutcome after a Pay whose answer was lost', () => {
  const placed = order(101, [
    { competition_id: 12, quantity: 3 },
    { competition_id: 40, quantity: 1 },
  ]);

  it('finds the order: newer than the newest before Pay and holding the basket’s lines', async () => {
    await expect(checkoutOutcome(api({ cart: cartOf([]), newest: placed }), { items: ITEMS, newestOrderBefore: 100 })).resolves.toEqual({
      status: 'placed',
      order: placed,
    });
  });

  it('does not take an older order with the same lines for this one', async () => {
    const outcome = await checkoutOutcome(api({ cart: cartOf(ITEMS), newest: placed }), { items: ITEMS, newestOrderBefore: 101 });
    expect(outcome).toEqual({ status: 'not-placed', cart: cartOf(ITEMS) });
  });

  it('without the newest order before Pay, takes the matching newest order once the server’s basket is empty', async () => {
    await expect(checkoutOutcome(api({ cart: cartOf([]), newest: placed }), { items: ITEMS, newestOrderBefore: null })).resolves.toMatchObject({
      status: 'placed',
    });
    await expect(checkoutOutcome(api({ cart: cartOf(ITEMS), newest: placed }), { items: ITEMS, newestOrderBefore: null })).resolves.toMatchObject({
      status: 'not-placed',
    });
  });

  it('says not placed when the server’s basket still holds the lines and no new order has them', async () => {
    await expect(checkoutOutcome(api({ cart: cartOf(ITEMS), newest: null }), { items: ITEMS, newestOrderBefore: 0 })).resolves.toEqual({
      status: 'not-placed',
      cart: cartOf(ITEMS),
    });
  });

  it('an order with the lines that waits for its payment (or whose payment failed) is not a placed order: the basket stays', async () => {
    for (const status of ['pending', 'failed', 'cancelled']) {
      const outcome = await checkoutOutcome(api({ cart: cartOf(ITEMS), newest: { ...placed, status } }), { items: ITEMS, newestOrderBefore: 100 });
      expect(outcome).toEqual({ status: 'not-placed', cart: cartOf(ITEMS) });
    }
  });

  it('cannot tell while the connection is still down', async () => {
    await expect(checkoutOutcome(api({ cart: 'down', newest: 'down' }), { items: ITEMS, newestOrderBefore: 100 })).resolves.toEqual({ status: 'unknown' });
    await expect(checkoutOutcome(api({ cart: cartOf([]), newest: 'down' }), { items: ITEMS, newestOrderBefore: 100 })).resolves.toEqual({ status: 'unknown' });
  });
});
