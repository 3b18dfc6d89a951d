/**
 * Refunds and cancellations on a real WordPress + WooCommerce with the companion plugin and store-api's demo
 * shop. Customers buy through the Store API as the storefront does; the operator refunds and cancels with
 * WooCommerce's own functions (wc_create_refund, as the order screen's Refund button; a status change, as its
 * status box). While a competition is open, an order refunded in full or cancelled gives its tickets back: the
 * storefront's routes show the order without tickets and the competition with fewer sold, WooCommerce's stock
 * agrees, and a later purchase can get the same numbers. Once the competition has closed the entries stay and
 * the refund is money only, as a note on the order says. A partial refund is money only.
 *
 *   node --import tsx --test wordpress-plugin/tests/refunds.test.ts
 *
 * The competition most tests use is made here: six tickets, one £2 site-credit instant win, one landing-net
 * instant win and a reward win at 50% sold, so a customer who buys all six holds every number and every win.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CART_EXTENSION_NAMESPACE, PAYMENT_GATEWAYS, type EndpointInput, type EndpointName } from '@shop/shared-contracts';
import { DEMO_CUSTOMER, SECOND_CUSTOMER, type UserSeed } from '../../store-api/src/seed/users';
import { billingOf, CART_TOKEN, SHOP_TOKEN, startTestSite, type CallOptions, type TestSite, callConforming, phpJson, NEW_COMPETITION_PHP } from './testSite';

let shop: TestSite;
let host = '';

before(async () => {
  shop = await startTestSite('refunds');
  host = shop.site.apiHost;
});

after(async () => {
  await shop?.stop();
});

const api = <K extends EndpointName>(name: K, payload: EndpointInput<K>, options: CallOptions = {}) => callConforming(host, name, payload, options);

const php = <T>(code: string, args: (string | number)[] = []) => phpJson<T>(shop, code, args);

interface Customer {
  id: number;
  token: string;
  cartToken: string;
  billing: EndpointInput<'checkout'>['billing_address'];
}

async function signIn(account: UserSeed): Promise<Customer> {
  const login = await api('login', { username: account.email, password: account.password });
  const data = login.body.data as { id: number; token: string };
  assert.match(data.token, SHOP_TOKEN);
  const cart = await api('cart', {}, { bearer: data.token });
  const cartToken = cart.headers.get('cart-token') ?? '';
  assert.match(cartToken, CART_TOKEN);
  return { id: data.id, token: data.token, cartToken, billing: billingOf(account) };
}

const as = (customer: Customer): CallOptions => ({ bearer: customer.token, cartToken: customer.cartToken });

interface Checkout {
  order_id: number;
  status: string;
  tickets: number[];
  instantWins: [number, string][];
}

/** Puts `quantity` tickets in the basket and pays by the test card: the order, its tickets and its instant wins. */
async function buy(customer: Customer, competition: number, quantity: number): Promise<Checkout> {
  await api('cartAddItem', { id: competition, quantity }, as(customer));
  const paid = await api(
    'checkout',
    { billing_address: customer.billing, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: [{ key: 'card_number', value: '4242424242424242' }] },
    as(customer),
  );
  const body = paid.body as {
    order_id: number;
    status: string;
    extensions: Record<
      string,
      { tickets: { competition_id: number; ticket_numbers: number[] }[]; instant_wins: { competition_id: number; ticket_number: number; prize: string }[] }
    >;
  };
  const { tickets, instant_wins } = body.extensions[CART_EXTENSION_NAMESPACE]!;
  assert.deepEqual(
    tickets.map((group) => group.competition_id),
    [competition],
  );
  return {
    order_id: body.order_id,
    status: body.status,
    tickets: tickets[0]!.ticket_numbers,
    instantWins: instant_wins.map((win) => [win.ticket_number, win.prize] as [number, string]).sort((a, b) => a[0] - b[0]),
  };
}

interface CompetitionAnswer {
  id: number;
  title: string;
  status: string;
  total_ticket_sold: number;
  instant_wins: { title: string; ticket_numbers: number[]; won: { ticket_number: number; user: string }[] }[];
  reward_wins: { title: string; winner: { ticket_number: number; user: string } | null }[];
}

const competition = async (id: number) => (await api('competitionDetail', { token: '', id })).body.data as CompetitionAnswer;

/** What the storefront's account pages show of an order: its status and its tickets. */
async function orderAsShown(customer: Customer, orderId: number) {
  const detail = (await api('orderDetail', { token: customer.token, id: orderId })).body.data as {
    status: string;
    product: { competition_id: number; tickets: number[] }[];
  };
  const listed = ((await api('orders', { token: customer.token, page: 1, limit: 50 })).body.data as { order_id_: number; order_status: string }[]).find(
    (order) => order.order_id_ === orderId,
  );
  return { status: detail.status, listed: listed?.order_status, tickets: detail.product.map((line) => [line.competition_id, line.tickets]) };
}

async function purchasedOf(customer: Customer, competitionId: number) {
  const answer = (await api('purchasedCompetitions', { token: customer.token })).body as {
    data: { competition_id: number; total_tickets: number }[];
    upcoming: { competition_id: number; tickets: number[] }[];
  };
  return {
    total: answer.data.find((group) => group.competition_id === competitionId)?.total_tickets ?? 0,
    tickets: answer.upcoming.find((group) => group.competition_id === competitionId)?.tickets ?? [],
  };
}

const stockOf = (productId: number) => php<number>('echo json_encode(wc_get_product((int) $args[0])->get_stock_quantity());', [productId]);

/** The order's notes, oldest first. */
const notesOf = (orderId: number) =>
  php<string[]>(
    `$notes = wc_get_order_notes(['order_id' => (int) $args[0]]);
usort($notes, static fn ($a, $b) => $a->id <=> $b->id);
echo json_encode(array_map(static fn ($note) => $note->content, $notes));`,
    [orderId],
  );

/** Runs an operator's action on an order and resolves with the notes it added. */
async function operator(orderId: number, code: string, args: (string | number)[] = []): Promise<string[]> {
  const before = (await notesOf(orderId)).length;
  await shop.site.runPhp(`$order = wc_get_order((int) $args[0]);\n${code}`, [String(orderId), ...args.map(String)]);
  return (await notesOf(orderId)).slice(before);
}

/** A full refund from the order screen with "Restock refunded items" ticked: every line, its whole quantity and total. */
const REFUND_ALL = `$lines = [];
foreach ($order->get_items() as $item_id => $item) {
	$lines[$item_id] = ['qty' => $item->get_quantity(), 'refund_total' => $item->get_total()];
}
$refund = wc_create_refund(['amount' => $order->get_remaining_refund_amount(), 'reason' => 'Customer asked', 'order_id' => $order->get_id(), 'line_items' => $lines, 'restock_items' => true]);
if (is_wp_error($refund)) { throw new RuntimeException($refund->get_error_message()); }`;

const TITLE = 'Refund Test Reel';
let reel = 0;
let creditNumber = 0;
let netNumber = 0;
let second: Customer;
let demo: Customer;
let demoOrder: Checkout;

test('the test competition: six tickets, a £2 site-credit and a landing-net instant win, a reward at 50%', async () => {
  reel = await php<number>(
    `use AnglingPrizes\\Competitions\\CompetitionMeta;
$title = $args[0];
${NEW_COMPETITION_PHP}
$product->update_meta_data(CompetitionMeta::TOTAL_TICKETS, 6);
$product->update_meta_data(CompetitionMeta::MAX_PER_USER, 6);
$product->update_meta_data(CompetitionMeta::DRAW_DATE, gmdate('Y-m-d', time() + 10 * DAY_IN_SECONDS));
$product->update_meta_data(CompetitionMeta::DRAW_TIME, '20:00');
$product->update_meta_data(CompetitionMeta::INSTANT_WINS, [
	['id' => $id * 100, 'title' => '£2 Site Credit', 'prize_value' => 2, 'image' => '', 'count' => 1],
	['id' => $id * 100 + 1, 'title' => 'Landing Net', 'prize_value' => 30, 'image' => '', 'count' => 1],
]);
$product->update_meta_data(CompetitionMeta::REWARD_WINS, [['id' => $id * 100 + 50, 'title' => 'Bait Bundle', 'prize_value' => 20, 'image' => '', 'percent' => 50]]);
$product->save();
echo json_encode($id);`,
    [TITLE],
  );
  const made = await competition(reel);
  assert.deepEqual([made.title, made.status, made.total_ticket_sold, await stockOf(reel)], [TITLE, 'open', 0, 6]);
  const [credit, net] = made.instant_wins;
  assert.deepEqual([credit!.title, credit!.ticket_numbers.length, net!.title, net!.ticket_numbers.length], ['£2 Site Credit', 1, 'Landing Net', 1]);
  creditNumber = credit!.ticket_numbers[0]!;
  netNumber = net!.ticket_numbers[0]!;
  assert.notEqual(creditNumber, netNumber);
});

test('an order refunded in full while its competition is open gives its tickets back; a later purchase can get the same numbers', async () => {
  second = await signIn(SECOND_CUSTOMER);
  const order = await buy(second, reel, 6);
  assert.deepEqual(
    [order.status, order.tickets, order.instantWins],
    [
      'processing',
      [1, 2, 3, 4, 5, 6],
      [
        [creditNumber, '£2 Site Credit'],
        [netNumber, 'Landing Net'],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    ],
  );
  const sold = await competition(reel);
  const rewardNumber = sold.reward_wins[0]!.winner!.ticket_number;
  assert.deepEqual(
    [sold.status, sold.total_ticket_sold, sold.reward_wins[0]!.winner, await stockOf(reel)],
    ['sold_out', 6, { ticket_number: rewardNumber, user: 'Alan B.' }, 0],
  );
  const credit = async () => (await api('siteCredit', { token: second.token })).body as { balance: number; data: { description: string; amount: number }[] };
  assert.equal((await credit()).balance, 2);

  const wins = [
    [netNumber, 'Instant win of ticket ' + netNumber + ' (Landing Net) voided: the number is back among the unwon.'],
    [creditNumber, `Instant win of ticket ${creditNumber} (£2 Site Credit) stands: the prize was credited to the customer's site credit at the win.`],
  ]
    .sort((a, b) => (a[0] as number) - (b[0] as number))
    .map(([, line]) => line);
  assert.deepEqual(await operator(order.order_id, REFUND_ALL), [
    [
      `${TITLE}: tickets 1, 2, 3, 4, 5 and 6 released (the order was refunded while the competition was open). They are on sale again.`,
      ...wins,
      `Reward win of ticket ${rewardNumber} (Bait Bundle) voided: it is drawn again at the next sale past 50% sold.`,
    ].join('\n'),
    'Order status changed from Processing to Refunded.',
  ]);

  // The storefront shows the order refunded without tickets, and the customer holds none.
  assert.deepEqual(await orderAsShown(second, order.order_id), { status: 'refunded', listed: 'refunded', tickets: [[reel, []]] });
  assert.deepEqual(await purchasedOf(second, reel), { total: 0, tickets: [] });
  // The competition sold none, is open again, and WooCommerce's stock agrees (restocked once, by the plugin).
  const released = await competition(reel);
  assert.deepEqual(
    {
      status: released.status,
      sold: released.total_ticket_sold,
      won: released.instant_wins.map((prize) => [prize.title, prize.won]),
      reward: released.reward_wins[0]!.winner,
      stock: await stockOf(reel),
    },
    {
      status: 'open',
      sold: 0,
      won: [
        ['£2 Site Credit', [{ ticket_number: creditNumber, user: 'Alan B.' }]],
        ['Landing Net', []],
      ],
      reward: null,
      stock: 6,
    },
  );
  // The site-credit prize stays the customer's.
  const kept = await credit();
  assert.deepEqual([kept.balance, kept.data.map((entry) => [entry.description, entry.amount])], [2, [['Instant win: £2 Site Credit', 2]]]);

  // Another customer buys all six: the same numbers, the landing net (back among the unwon), not the credit.
  demo = await signIn(DEMO_CUSTOMER);
  demoOrder = await buy(demo, reel, 6);
  assert.deepEqual([demoOrder.status, demoOrder.tickets, demoOrder.instantWins], ['processing', [1, 2, 3, 4, 5, 6], [[netNumber, 'Landing Net']]]);
  const resold = await competition(reel);
  assert.deepEqual([resold.status, resold.total_ticket_sold, resold.reward_wins[0]!.winner?.user, await stockOf(reel)], ['sold_out', 6, 'Danny F.', 0]);
});

test('a refund after the competition closed is money only: the entries stay and the order says so', async () => {
  await php<null>(
    `$product = wc_get_product((int) $args[0]);
$product->update_meta_data(AnglingPrizes\\Competitions\\CompetitionMeta::STATUS, 'closed');
$product->save();
echo 'null';`,
    [reel],
  );
  const before = await competition(reel);
  assert.deepEqual([before.status, before.total_ticket_sold], ['closed', 6]);

  // The status box: Refunded (WooCommerce then records a refund of the whole amount).
  const notes = await operator(demoOrder.order_id, "$order->update_status('refunded');");
  assert.deepEqual(notes, [
    `Refund is money only: ${TITLE} had closed and its entry list is frozen at close, so tickets 1, 2, 3, 4, 5 and 6 stay entered.`,
    'Order status set to refunded. To return funds to the customer you will need to issue a refund through your payment gateway.',
    'Order status changed from Processing to Refunded.',
  ]);
  assert.deepEqual(await orderAsShown(demo, demoOrder.order_id), { status: 'refunded', listed: 'refunded', tickets: [[reel, [1, 2, 3, 4, 5, 6]]] });
  assert.deepEqual(await purchasedOf(demo, reel), { total: 6, tickets: [1, 2, 3, 4, 5, 6] });
  const after = await competition(reel);
  assert.deepEqual(
    {
      status: after.status,
      sold: after.total_ticket_sold,
      net: after.instant_wins[1]!.won,
      reward: after.reward_wins[0]!.winner?.user,
      stock: await stockOf(reel),
    },
    { status: 'closed', sold: 6, net: [{ ticket_number: netNumber, user: 'Danny F.' }], reward: 'Danny F.', stock: 0 },
  );
});

let daiwa = 0;
const daiwaSold = async () => (await competition(daiwa)).total_ticket_sold;

test('a cancelled paid order gives its tickets back and WooCommerce restores no stock of its own for them; set back to paid, it gets none again', async () => {
  daiwa = ((await api('featured', { page: 1, limit: 100 })).body.data as { id: number; title: string }[]).find(
    (listed) => listed.title === 'Daiwa Basia 45 QD Reel Trio',
  )!.id;
  const [soldBefore, stockBefore] = [await daiwaSold(), await stockOf(daiwa)];
  const order = await buy(second, daiwa, 3);
  assert.deepEqual([order.status, order.tickets.length, await daiwaSold(), await stockOf(daiwa)], ['processing', 3, soldBefore + 3, stockBefore - 3]);

  const [a, b, c] = order.tickets;
  assert.deepEqual(await operator(order.order_id, "$order->update_status('cancelled');"), [
    `Daiwa Basia 45 QD Reel Trio: tickets ${a}, ${b} and ${c} released (the order was cancelled while the competition was open). They are on sale again.`,
    'Order status changed from Processing to Cancelled.',
  ]);
  assert.deepEqual(await orderAsShown(second, order.order_id), { status: 'cancelled', listed: 'cancelled', tickets: [[daiwa, []]] });
  assert.deepEqual([await daiwaSold(), await stockOf(daiwa)], [soldBefore, stockBefore]);

  // Set back to Processing: WooCommerce takes the stock again, the plugin gives it back, and there are no tickets.
  assert.deepEqual(await operator(order.order_id, "$order->update_status('processing');"), [
    'Stock levels reduced: Daiwa Basia 45 QD Reel Trio (#' + daiwa + ') ' + stockBefore + '&rarr;' + (stockBefore - 3),
    "This order's tickets were settled when it was refunded or cancelled: it gets no tickets again. Make a new order (or a Ticket Win order) to give the customer tickets. The stock taken again for it is back: Daiwa Basia 45 QD Reel Trio (3).",
    'Order status changed from Cancelled to Processing.',
  ]);
  assert.deepEqual(await orderAsShown(second, order.order_id), { status: 'processing', listed: 'processing', tickets: [[daiwa, []]] });
  assert.deepEqual([await daiwaSold(), await stockOf(daiwa)], [soldBefore, stockBefore]);
});

test('a partial refund is money only; refunding the rest releases the tickets and gives back the stock once', async () => {
  const [soldBefore, stockBefore] = [await daiwaSold(), await stockOf(daiwa)];
  const order = await buy(second, daiwa, 2);
  const [a, b] = order.tickets;
  // One ticket's money back, "Restock refunded items" ticked.
  const partial = `$item_id = array_key_first($order->get_items());
$refund = wc_create_refund(['amount' => '0.99', 'reason' => 'Goodwill', 'order_id' => $order->get_id(), 'line_items' => [$item_id => ['qty' => 1, 'refund_total' => '0.99']], 'restock_items' => true]);
if (is_wp_error($refund)) { throw new RuntimeException($refund->get_error_message()); }`;
  assert.deepEqual(await operator(order.order_id, partial), [
    'Partial refund: money only. The tickets of this order stay entered; only a full refund or a cancellation releases them.',
  ]);
  assert.deepEqual(await orderAsShown(second, order.order_id), { status: 'processing', listed: 'processing', tickets: [[daiwa, [a, b]]] });
  assert.deepEqual([await daiwaSold(), await stockOf(daiwa)], [soldBefore + 2, stockBefore - 2]);

  assert.deepEqual(await operator(order.order_id, REFUND_ALL), [
    `Daiwa Basia 45 QD Reel Trio: tickets ${a} and ${b} released (the order was refunded while the competition was open). They are on sale again.`,
    'Order status changed from Processing to Refunded.',
  ]);
  assert.deepEqual(await orderAsShown(second, order.order_id), { status: 'refunded', listed: 'refunded', tickets: [[daiwa, []]] });
  assert.deepEqual([await daiwaSold(), await stockOf(daiwa)], [soldBefore, stockBefore]);
});

test('a Ticket Win order takes its tickets from the stock, and cancelled gives them back', async () => {
  const [soldBefore, stockBefore] = [await daiwaSold(), await stockOf(daiwa)];
  const orderId = await php<number>(
    `$order = wc_create_order(['customer_id' => (int) $args[0]]);
$order->add_product(wc_get_product((int) $args[1]), 2);
$order->calculate_totals(false);
$order->save();
$order->update_status('admin-comp-win');
echo json_encode($order->get_id());`,
    [second.id, daiwa],
  );
  const given = await orderAsShown(second, orderId);
  assert.deepEqual(
    [given.status, (given.tickets[0]![1] as number[]).length, await daiwaSold(), await stockOf(daiwa)],
    ['admin-comp-win', 2, soldBefore + 2, stockBefore - 2],
  );
  await operator(orderId, "$order->update_status('cancelled');");
  assert.deepEqual(await orderAsShown(second, orderId), { status: 'cancelled', listed: 'cancelled', tickets: [[daiwa, []]] });
  assert.deepEqual([await daiwaSold(), await stockOf(daiwa)], [soldBefore, stockBefore]);
});

test("WordPress's debug log gained no line while this file ran", () => {
  assert.equal(shop.debugLogGrowth(), '');
});
