import { PAYMENT_GATEWAYS, type Competition, type ShopApi } from '@shop/shared-contracts';
import { DEMO_BILLING, TEST_CARDS, cardPaymentData } from '@shop/shared-contracts/src/testing/customers';
import { addTestCompetition } from './testing/testShop';
import { type memoryNoticeWriter } from './realtime/noticeWriter';
import { clientFor, newCustomerClient, signedInClient, startTestApi } from './testing/testApi';
import type { RunningStoreApi } from './server';

const PAYING_CARD = cardPaymentData(TEST_CARDS.paying);

let api: RunningStoreApi;

/** A fresh competition on sale, based on a demo one, so tests do not depend on each other's sales. */
const addCompetition = (changes: Partial<Competition>): number => addTestCompetition(api.db, changes).id;

const customer = (creditPounds = 0): ShopApi => newCustomerClient(api, { credit: creditPounds });

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('checkout', () => {
  it('is for signed-in customers with a basket and a billing address', async () => {
    const guest = clientFor(api);
    await guest.getNonce();
    await expect(
      guest.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: PAYING_CARD }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'rest_not_logged_in',
    });
    const buyer = customer();
    await buyer.getNonce();
    await expect(
      buyer.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: PAYING_CARD }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'woocommerce_rest_cart_empty',
      serverMessage: 'Cannot place an order, your cart is empty.',
    });
    await expect(
      buyer.checkout({ billing_address: { ...DEMO_BILLING, email: 'not-an-email' }, payment_method: PAYMENT_GATEWAYS.test_card }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'rest_invalid_param',
    });
  });

  it('takes a card payment, allocates unique ticket numbers, adds points and empties the basket', async () => {
    const id = addCompetition({ price_per_ticket: 2.5, total_sell_tickets: 100, max_ticket_per_user: 20 });
    const buyer = customer();
    await buyer.getNonce();
    await buyer.addItem({ id, quantity: 7 });
    const result = await buyer.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: PAYING_CARD });
    expect(result.payment_result.payment_status).toBe('success');
    const detail = await buyer.getOrderDetail(result.order_id);
    expect(detail.total).toBe('17.50');
    // The customer reads the embedded test gateway as a card payment, never a developer's name for it.
    expect(detail.payment_method_title).toBe('Card payment');
    const tickets = detail.product[0]!.tickets;
    expect(new Set(tickets).size).toBe(7);
    expect(tickets.every((ticket) => ticket >= 1 && ticket <= 100)).toBe(true);
    expect((await buyer.getPoints({})).points).toBe(17);
    expect((await buyer.getCart()).items).toEqual([]);
    expect((await buyer.getCompetition(id)).total_ticket_sold).toBe(7);
  });

  it('declines the failing test card: no order, no tickets, the basket kept', async () => {
    const id = addCompetition({ total_sell_tickets: 50 });
    const buyer = customer();
    await buyer.getNonce();
    await buyer.addItem({ id, quantity: 2 });
    await expect(
      buyer.checkout({
        billing_address: DEMO_BILLING,
        payment_method: PAYMENT_GATEWAYS.test_card,
        payment_data: [{ key: 'card_number', value: '4000 0000 0000 0002' }],
      }),
    ).rejects.toMatchObject({ status: 400, code: 'woocommerce_rest_checkout_process_payment_error' });
    expect((await buyer.getOrders({ page: 1 })).data).toEqual([]);
    expect((await buyer.getCart()).items_count).toBe(2);
    expect((await buyer.getCompetition(id)).total_ticket_sold).toBe(0);
  });

  it('pays with site credit only when there is enough, and by coupons (no gateway) only when they cover the total', async () => {
    const id = addCompetition({ price_per_ticket: 1, total_sell_tickets: 50 });
    const poor = customer(1);
    await poor.getNonce();
    await poor.addItem({ id, quantity: 2 });
    await expect(poor.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.site_credit })).rejects.toMatchObject({
      code: 'woocommerce_rest_checkout_process_payment_error',
    });
    const rich = customer(10);
    await rich.getNonce();
    await rich.addItem({ id, quantity: 2 });
    const byCredit = await rich.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.site_credit });
    expect((await rich.getSiteCredit()).balance).toBe(8);
    expect((await rich.getOrderDetail(byCredit.order_id)).payment_method_title).toBe('Site credit');

    const demo = await signedInClient(api, 'demo');
    await demo.getNonce();
    await demo.addItem({ id, quantity: 3 });
    // An order that still needs payment needs a gateway: none is WooCommerce's missing payment method.
    await expect(demo.checkout({ billing_address: DEMO_BILLING })).rejects.toMatchObject({
      status: 400,
      code: 'woocommerce_rest_checkout_missing_payment_method',
      serverMessage: 'No payment method provided.',
    });
    await demo.applyCoupon('WELCOME10');
    const paid = await demo.checkout({ billing_address: DEMO_BILLING });
    expect(paid.payment_result.payment_status).toBe('success');
    expect((await demo.getOrderDetail(paid.order_id)).payment_method_title).toBe('Coupon');
    expect((await demo.getCoupons()).map((coupon) => coupon.code)).not.toContain('WELCOME10');
  });

  it('stops a customer at their spending limit, and a locked customer altogether', async () => {
    const id = addCompetition({ price_per_ticket: 5, total_sell_tickets: 100 });
    const buyer = customer();
    await buyer.updateResponsibleGaming({ limit_duration: 'day', limit_value: 12, lockout_period: '' });
    await buyer.getNonce();
    await buyer.addItem({ id, quantity: 2 });
    await buyer.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: PAYING_CARD });
    await buyer.addItem({ id, quantity: 1 });
    await expect(
      buyer.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: PAYING_CARD }),
    ).rejects.toMatchObject({
      code: 'spending_limit_reached',
    });
    await buyer.updateResponsibleGaming({ limit_duration: 'day', limit_value: 0, lockout_period: '24h' });
    await expect(buyer.addItem({ id, quantity: 1 })).rejects.toMatchObject({ status: 403, code: 'account_locked' });
    await expect(
      buyer.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: PAYING_CARD }),
    ).rejects.toMatchObject({
      status: 403,
      code: 'account_locked',
    });
  });

  it('awards an instant win whose number was allocated and writes its notice to the realtime database', async () => {
    const notices = api.notices as ReturnType<typeof memoryNoticeWriter>;
    const id = addCompetition({
      total_sell_tickets: 3,
      enable_instant_wins: true,
      instant_wins: [{ id: 1, title: '£25 Site Credit', prize_value: 25, image: 'http://img/prize.svg', ticket_numbers: [1, 2, 3], won: [] }],
    });
    const buyer = customer();
    await buyer.getNonce();
    await buyer.addItem({ id, quantity: 1 });
    const answer = await buyer.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: PAYING_CARD });
    expect(notices.written.at(-1)).toEqual({
      main_id: id,
      title: `Test prize ${id}`,
      image: 'http://img/prize.svg',
      prize: '£25 Site Credit',
      user: expect.stringMatching(/^Buyer\d+$/),
    });
    // The answer says which ticket won what, and the order detail says which competition each line is.
    const detail = await buyer.getOrderDetail(answer.order_id);
    expect(detail.product).toHaveLength(1);
    expect(detail.product[0]!.competition_id).toBe(id);
    expect(answer.instant_wins).toEqual([{ competition_id: id, ticket_number: detail.product[0]!.tickets[0], prize: '£25 Site Credit' }]);
    expect((await buyer.getSiteCredit()).balance).toBe(25);
    expect((await buyer.getCompetition(id)).instant_wins[0]!.won).toHaveLength(1);
  });

  it('sells exactly the last 10 tickets to 50 customers racing to check out, with no number twice and no payment for a rejected order', async () => {
    const id = addCompetition({ price_per_ticket: 1, total_sell_tickets: 10, max_ticket_per_user: 10 });
    const buyers = Array.from({ length: 50 }, () => customer(5));
    for (const buyer of buyers) {
      await buyer.getNonce();
      await buyer.addItem({ id, quantity: 1 });
    }
    const results = await Promise.allSettled(
      buyers.map((buyer) => buyer.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.site_credit })),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(10);
    const numbers = api.db.prepare('SELECT ticket_number FROM tickets WHERE competition_id = ?').all(id) as { ticket_number: number }[];
    expect(numbers).toHaveLength(10);
    expect(new Set(numbers.map((row) => row.ticket_number)).size).toBe(10);
    const credits = await Promise.all(buyers.map((buyer) => buyer.getSiteCredit()));
    results.forEach((result, index) => expect(credits[index]!.balance).toBe(result.status === 'fulfilled' ? 4 : 5));
    const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({
      status: 409,
      code: 'woocommerce_rest_product_out_of_stock',
      serverMessage: `"Test prize ${id}" is out of stock and cannot be purchased. Please remove it from your cart.`,
    });
  });
});
