/**
 * Buying through WooCommerce's own Store API on a real WordPress + WooCommerce with the companion plugin and
 * store-api's demo shop, as the storefront does: the identity bridge (a shop token as the bearer names the
 * customer), the extension data on cart items and on the checkout answer, the competition rules, both
 * payment gateways and the guest refusal. Every cart and checkout answer is checked against the endpoint
 * table's response schema (shared-contracts), every refusal by its exact code and message.
 *
 *   node --import tsx --test wordpress-plugin/tests/storeApi.test.ts
 *
 * Needs PHP, MariaDB and the two archives (see scripts/wordpress/); the site is a fresh copy of the
 * template scripts/wordpress/freshSite.ts keeps, in a temporary folder.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CART_EXTENSION_NAMESPACE, PAYMENT_GATEWAYS, type EndpointInput, type EndpointName } from '@shop/shared-contracts';
import type { DemoCompetition } from '../../store-api/src/seed/exportDemo';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '../../store-api/src/seed/users';
import {
  assertRefusal,
  call,
  CART_TOKEN,
  conforming,
  humanDate,
  priceHtml,
  SHOP_TOKEN,
  startTestSite,
  type Answer,
  type CallOptions,
  type TestSite,
  callConforming,
  phpJson,
} from './testSite';

let shop: TestSite;
let host = '';

before(async () => {
  shop = await startTestSite('store-api');
  host = shop.site.apiHost;
});

after(async () => {
  await shop?.stop();
});

/** Calls an endpoint and asserts the answer is a 2xx its response schema accepts; resolves with the raw answer. */
const api = <K extends EndpointName>(name: K, payload: EndpointInput<K>, options: CallOptions = {}) => callConforming(host, name, payload, options);

interface Customer {
  id: number;
  token: string;
  cartToken: string;
}

async function signIn(account: { email: string; password: string }): Promise<Customer> {
  const login = await api('login', { username: account.email, password: account.password });
  const data = login.body.data as { id: number; token: string };
  assert.match(data.token, SHOP_TOKEN);
  const cart = await api('cart', {}, { bearer: data.token });
  const cartToken = cart.headers.get('cart-token') ?? '';
  assert.match(cartToken, CART_TOKEN);
  return { id: data.id, token: data.token, cartToken };
}

const as = (customer: Customer): CallOptions => ({ bearer: customer.token, cartToken: customer.cartToken });

interface ListedCompetition {
  id: number;
  title: string;
  status: string;
  comp_question: boolean;
  [field: string]: unknown;
}

async function listed(name: 'featured' | 'finishedSoldOut'): Promise<ListedCompetition[]> {
  return (await api(name, { page: 1, limit: 100 })).body.data as ListedCompetition[];
}

const demoCompetition = (title: string): DemoCompetition => {
  const found = shop.demo.competitions.find((competition) => competition.title === title);
  assert.ok(found, `the demo shop has no competition "${title}"`);
  return found;
};

/** An order's date_created ("2026-11-27 14:06:38", UTC) as the day the account pages show. */
function dayOf(dateCreated: string): string {
  assert.match(dateCreated, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  return humanDate(`${dateCreated.replace(' ', 'T')}Z`);
}

/** WooCommerce's messages carry the product's name HTML-escaped, in &quot;s. */
const quoted = (title: string) => `&quot;${title.replace(/&/g, '&amp;')}&quot;`;

const CART_COMPETITION_FIELDS = [
  'id',
  'title',
  'image',
  'price_per_ticket',
  'max_ticket_per_user',
  'total_sell_tickets',
  'total_ticket_sold',
  'category',
  'draw_date',
  'draw_time',
  'status',
  'closing_date',
  'closing_time',
  'disable_tickets',
] as const;

interface CartLine {
  key: string;
  id: number;
  quantity: number;
  quantity_limits: { minimum: number; maximum: number; multiple_of: number; editable: boolean };
  totals: { line_total: string };
  extensions: Record<string, unknown>;
}

const linesOf = (answer: Answer) => (answer.body as { items: CartLine[] }).items;

const secondBilling = {
  first_name: SECOND_CUSTOMER.first_name,
  last_name: SECOND_CUSTOMER.last_name,
  address_1: '1 Canal Side',
  address_2: '',
  city: SECOND_CUSTOMER.city,
  state: '',
  postcode: 'LS1 4AP',
  country: 'GB',
  email: SECOND_CUSTOMER.email,
  phone: '07700 900456',
};

let second: Customer;
let carp: ListedCompetition;
let paidOrder = { id: 0, number: '', key: '', tickets: [] as number[], instantWins: [] as { competition_id: number; ticket_number: number; prize: string }[] };

test('the identity bridge: a shop token as the bearer is its customer; the service bearer and a lapsed token are a guest', async () => {
  second = await signIn(SECOND_CUSTOMER);
  const mine = await api('cart', {}, as(second));
  assert.equal(mine.headers.get('user-id'), String(second.id));
  assert.deepEqual([linesOf(mine), mine.body.payment_methods], [[], [PAYMENT_GATEWAYS.site_credit, PAYMENT_GATEWAYS.test_card]]);
  for (const bearer of [undefined, 'lapsed-token']) {
    const guest = await api('cart', {}, { bearer });
    assert.deepEqual([guest.status, guest.headers.get('user-id'), linesOf(guest)], [200, '0', []]);
    assert.match(guest.headers.get('cart-token') ?? '', CART_TOKEN);
  }
});

test('a competition with a question: a wrong or missing answer is refused; the right one adds the line with its competition and the most the customer may still buy', async () => {
  carp = (await listed('featured')).find((competition) => competition.comp_question && competition.status === 'open')!;
  assert.equal(carp.title, 'Ultimate Carp Session Bundle');
  const question = demoCompetition(carp.title).question!;
  const wrongAnswer = question.options.findIndex((_option, index) => index + 1 !== question.correct) + 1;
  const incorrect = { status: 400, code: 'competition_incorrect_answer', message: 'Sorry, that answer is not correct. Please try again.' };
  assertRefusal(await call(host, 'cartAddItem', { id: carp.id, quantity: 2, answer: wrongAnswer }, as(second)), incorrect);
  assertRefusal(await call(host, 'cartAddItem', { id: carp.id, quantity: 2 }, as(second)), incorrect);

  const added = await api('cartAddItem', { id: carp.id, quantity: 2, answer: question.correct }, as(second));
  assert.equal(added.status, 201);
  // The storefront reads each line's competition from the extension (shared-contracts CartItemSchema).
  assert.deepEqual(
    (await conforming('cartAddItem', added)).items.map((item) => item.competition?.id),
    [carp.id],
  );
  const remaining = Number(carp.total_sell_tickets) - Number(carp.total_ticket_sold);
  assert.deepEqual(
    linesOf(added).map(({ id, quantity, quantity_limits, totals, extensions }) => ({
      id,
      quantity,
      quantity_limits,
      line_total: totals.line_total,
      extensions,
    })),
    [
      {
        id: carp.id,
        quantity: 2,
        // The second customer has no tickets yet: the per-customer maximum, as there are more tickets left.
        quantity_limits: { minimum: 1, maximum: Math.min(Number(carp.max_ticket_per_user), remaining), multiple_of: 1, editable: true },
        line_total: String(Math.round(Number(carp.price_per_ticket) * 100) * 2),
        extensions: {
          [CART_EXTENSION_NAMESPACE]: { competition: Object.fromEntries(CART_COMPETITION_FIELDS.map((field) => [field, carp[field]])) },
        },
      },
    ],
  );
});

test("closed, drawn and sold-out competitions take no entries, in WooCommerce's words; the basket keeps what it had", async () => {
  const finished = await listed('finishedSoldOut');
  assert.deepEqual(
    finished.map((competition) => competition.status),
    ['sold_out', 'closed', 'drawn', 'drawn', 'drawn'],
  );
  for (const competition of finished) {
    assertRefusal(
      await call(host, 'cartAddItem', { id: competition.id, quantity: 1 }, as(second)),
      competition.status === 'sold_out'
        ? {
            status: 400,
            code: 'woocommerce_rest_product_out_of_stock',
            message: `You cannot add ${quoted(competition.title)} to the cart because the product is out of stock.`,
          }
        : { status: 400, code: 'woocommerce_rest_product_not_purchasable', message: `${quoted(competition.title)} is not available for purchase.` },
    );
  }
  assert.deepEqual(
    linesOf(await api('cart', {}, as(second))).map((line) => [line.id, line.quantity]),
    [[carp.id, 2]],
  );
});

test('a guest cannot check out: 401 rest_not_logged_in', async () => {
  assertRefusal(await call(host, 'checkout', { billing_address: secondBilling, payment_method: PAYMENT_GATEWAYS.test_card }), {
    status: 401,
    code: 'rest_not_logged_in',
    message: 'You are not currently logged in.',
  });
});

test('the test card: 4000 0000 0000 0002 is declined and the basket stays; a good card pays, and the answer carries the ticket numbers', async () => {
  assertRefusal(
    await call(
      host,
      'checkout',
      { billing_address: secondBilling, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: [{ key: 'card_number', value: '4000 0000 0000 0002' }] },
      as(second),
    ),
    { status: 400, code: 'woocommerce_rest_checkout_process_payment_error', message: 'The card was declined. No payment was taken.' },
  );
  assert.deepEqual(
    linesOf(await api('cart', {}, as(second))).map((line) => [line.id, line.quantity]),
    [[carp.id, 2]],
  );

  // Figures WooCommerce's legacy reports keep: an order clears them (the lean API must-use plugin, once per request).
  const reportCaches = "echo wp_json_encode([get_transient('wc_report_sales_by_date'), get_transient('wc_admin_report')]);";
  await shop.site.runPhp("set_transient('wc_report_sales_by_date', 'kept', DAY_IN_SECONDS); set_transient('wc_admin_report', 'kept', DAY_IN_SECONDS);");
  assert.deepEqual(await phpJson(shop, reportCaches), ['kept', 'kept']);
  // And the customer's order figures WooCommerce keeps in their meta: cleared too (once, as the request ends).
  const orderFigures = `global $wpdb; $site = rtrim($wpdb->get_blog_prefix(), '_');
echo wp_json_encode(array_map(static fn (string $figure) => get_user_meta(${second.id}, $figure . '_' . $site, true), ['wc_order_count', 'wc_money_spent']));`;
  await shop.site.runPhp(
    `global $wpdb; $site = rtrim($wpdb->get_blog_prefix(), '_'); update_user_meta(${second.id}, 'wc_order_count_' . $site, '7'); update_user_meta(${second.id}, 'wc_money_spent_' . $site, '70.00');`,
  );
  assert.deepEqual(await phpJson(shop, orderFigures), ['7', '70.00']);
  const paid = await api(
    'checkout',
    { billing_address: secondBilling, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: [{ key: 'card_number', value: '4242424242424242' }] },
    as(second),
  );
  assert.deepEqual(await phpJson(shop, reportCaches), [false, false]);
  assert.deepEqual(await phpJson(shop, orderFigures), ['', '']);
  const body = paid.body as {
    order_id: number;
    order_number: string;
    order_key: string;
    status: string;
    customer_id: number;
    payment_method: string;
    payment_result: { payment_status: string };
    extensions: Record<
      string,
      { tickets: { competition_id: number; ticket_numbers: number[] }[]; instant_wins: { competition_id: number; ticket_number: number; prize: string }[] }
    >;
  };
  assert.deepEqual(
    [paid.status, body.status, body.customer_id, body.payment_method, body.payment_result.payment_status],
    [200, 'processing', second.id, PAYMENT_GATEWAYS.test_card, 'success'],
  );
  const { tickets, instant_wins } = body.extensions[CART_EXTENSION_NAMESPACE]!;
  assert.deepEqual(
    tickets.map((group) => group.competition_id),
    [carp.id],
  );
  const numbers = tickets[0]!.ticket_numbers;
  assert.equal(new Set(numbers).size, 2);
  assert.ok(numbers.every((number) => Number.isInteger(number) && number >= 1 && number <= Number(carp.total_sell_tickets)));
  // An instant win is one of these tickets, with one of the competition's instant prizes.
  const prizes = demoCompetition(carp.title).instant_wins.map((prize) => prize.title);
  for (const win of instant_wins) {
    assert.deepEqual([win.competition_id, numbers.includes(win.ticket_number), prizes.includes(win.prize)], [carp.id, true, true]);
  }
  paidOrder = {
    id: body.order_id,
    number: body.order_number,
    key: body.order_key,
    tickets: numbers,
    instantWins: [...instant_wins].sort((a, b) => a.ticket_number - b.ticket_number),
  };

  const emptied = await api('cart', {}, as(second));
  assert.deepEqual([linesOf(emptied), emptied.body.items_count], [[], 0]);
});

test("the paid order's e-mails wait in WooCommerce's queue, not in the checkout: cron's run sends the customer's and the shop's", async () => {
  assert.ok(paidOrder.id > 0);
  const orderMails = () => shop.mails().filter((mail) => mail.message.includes(`#${paidOrder.number}`) || mail.subject.includes(`#${paidOrder.number}`));
  assert.deepEqual(orderMails(), [], 'the checkout answered without sending them');
  const queued = () =>
    phpJson<[string, number, number][]>(
      shop,
      `echo wp_json_encode(array_values(array_map(fn ($action) => $action->get_args(), as_get_scheduled_actions(['hook' => 'angling_prizes_send_queued_email', 'status' => ActionScheduler_Store::STATUS_PENDING, 'per_page' => -1]))));`,
    );
  assert.deepEqual(
    (await queued()).filter(([, id]) => id === paidOrder.id),
    [['woocommerce_order_status_pending_to_processing', paidOrder.id, 0]],
  );
  // What wp-cron.php runs once a minute (the system's cron), run now.
  await shop.site.runPhp("ActionScheduler_QueueRunner::instance()->run('WP Cron');");
  assert.deepEqual(
    (await queued()).filter(([, id]) => id === paidOrder.id),
    [],
  );
  const adminEmail = await shop.site.runPhp("echo get_option('admin_email');");
  assert.deepEqual(
    orderMails()
      .map((mail) => mail.to.join())
      .sort(),
    [adminEmail, SECOND_CUSTOMER.email].sort(),
  );
});

test("the tickets are the customer's: purchased competitions, the order and its points show them, and the competition counts them sold", async () => {
  const sorted = [...paidOrder.tickets].sort((a, b) => a - b);
  assert.deepEqual((await api('purchasedCompetitions', { token: second.token })).body, {
    success: true,
    data: [{ competition_id: carp.id, total_tickets: 2 }],
    upcoming: [{ competition_id: carp.id, title: carp.title, image: carp.image, draw_date: carp.draw_date, draw_time: carp.draw_time, tickets: sorted }],
    drawn: [],
  });
  const total = (2 * Number(carp.price_per_ticket)).toFixed(2);
  const detail = (await api('orderDetail', { token: second.token, id: paidOrder.id })).body as { data: { date_created: { date: string } } };
  const orderDay = dayOf(detail.data.date_created.date);
  const { country: _country, email, phone, ...address } = secondBilling;
  assert.deepEqual(detail, {
    success: true,
    data: {
      id: paidOrder.id,
      status: 'processing',
      date_created: detail.data.date_created,
      total,
      payment_method_title: 'Card payment',
      product: [
        {
          competition_id: carp.id,
          title: carp.title,
          quantity: 2,
          price: Number(carp.price_per_ticket).toFixed(2),
          tickets: paidOrder.tickets,
          draw_date: carp.draw_date,
          draw_time: carp.draw_time,
        },
      ],
      billing: { ...address, phone, email },
      shipping: address,
      // The return page from a payment provider shows the order only with its key (docs/payments.md).
      order_key: paidOrder.key,
      instant_wins: paidOrder.instantWins,
    },
  });
  assert.deepEqual((await api('orders', { token: second.token, page: 1, limit: 10 })).body, {
    success: true,
    total_pages: 1,
    data: [
      {
        order_id_: paidOrder.id,
        order_status: 'processing',
        order_date: orderDay,
        order_total: priceHtml(Number(total)),
        item_count: 2,
        // How it was paid, as store-api's list says it (the test card gateway reads "Card payment").
        payment_method_title: 'Card payment',
      },
    ],
  });
  const earned = Math.floor(Number(total));
  assert.deepEqual((await api('points', { token: second.token, offset: 0, limit: 10 })).body, {
    success: true,
    points: earned,
    totalLogs: 1,
    logs: [{ description: `Points earned for order #${paidOrder.number}`, type: 'order-earn', points: earned, date_display_human: orderDay }],
  });
  const now = (await api('competitionDetail', { token: '', id: carp.id })).body.data as { total_ticket_sold: number };
  assert.equal(now.total_ticket_sold, Number(carp.total_ticket_sold) + 2);
});

test('site credit: an order above the customer’s credit is refused and takes nothing; one within it is paid from the credit', async () => {
  const demo = await signIn(DEMO_CUSTOMER);
  const balance = async () => Number((await api('siteCredit', { token: demo.token })).body.balance);
  assert.equal(await balance(), 10);
  const cheap = (await listed('featured')).find((competition) => competition.title === 'Daiwa Basia 45 QD Reel Trio')!;
  assert.deepEqual([cheap.comp_question, cheap.price_per_ticket], [false, 0.99]);
  const billing = { ...secondBilling, first_name: DEMO_CUSTOMER.first_name, last_name: DEMO_CUSTOMER.last_name, email: DEMO_CUSTOMER.email };

  // 11 tickets are £10.89: more than the £10 of credit.
  const many = await api('cartAddItem', { id: cheap.id, quantity: 11 }, as(demo));
  assert.deepEqual(
    linesOf(many).map((line) => [line.id, line.quantity, line.totals.line_total]),
    [[cheap.id, 11, '1089']],
  );
  assertRefusal(await call(host, 'checkout', { billing_address: billing, payment_method: PAYMENT_GATEWAYS.site_credit }, as(demo)), {
    status: 400,
    code: 'woocommerce_rest_checkout_process_payment_error',
    message: 'You do not have enough site credit for this order.',
  });
  assert.equal(await balance(), 10);

  const removed = await api('cartRemoveItem', { key: linesOf(many)[0]!.key }, as(demo));
  assert.deepEqual(linesOf(removed), []);
  await api('cartAddItem', { id: cheap.id, quantity: 1 }, as(demo));
  const paid = await api('checkout', { billing_address: billing, payment_method: PAYMENT_GATEWAYS.site_credit }, as(demo));
  const order = paid.body as {
    order_id: number;
    order_number: string;
    status: string;
    payment_method: string;
    extensions: Record<string, { tickets: { competition_id: number; ticket_numbers: number[] }[] }>;
  };
  assert.deepEqual([order.status, order.payment_method], ['processing', PAYMENT_GATEWAYS.site_credit]);
  assert.deepEqual(
    order.extensions[CART_EXTENSION_NAMESPACE]!.tickets.map((group) => [group.competition_id, group.ticket_numbers.length]),
    [[cheap.id, 1]],
  );
  const detail = (await api('orderDetail', { token: demo.token, id: order.order_id })).body as { data: { date_created: { date: string } } };
  const ledger = (await api('siteCredit', { token: demo.token })).body;
  assert.deepEqual(
    { balance: ledger.balance, newest: (ledger.data as unknown[])[0] },
    { balance: 9.01, newest: { description: `Order #${order.order_number}`, amount: -0.99, date_display_human: dayOf(detail.data.date_created.date) } },
  );
});

test("WordPress's debug log gained no line while this file ran", () => {
  assert.equal(shop.debugLogGrowth(), '');
});
