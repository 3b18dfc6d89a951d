/**
 * The last ticket of a competition on a real WordPress + WooCommerce with the companion plugin: two ways in at
 * the same moment never sell it twice.
 *
 *   node --import tsx --test wordpress-plugin/tests/lastTicket.test.ts
 *
 * WooCommerce holds a checkout's stock only while its order is a draft or pending. A paid order turns
 * processing before WooCommerce takes its stock, so in between its ticket is neither held nor taken, and a
 * second checkout (or a postal entry) could pass the stock check for it. The plugin closes that gap with a
 * lock per competition, held from the stock check to the allocation of the tickets (CompetitionLock); a
 * checkout that cannot have the lock within 10 seconds is refused and takes nothing.
 *
 * The race is made certain, not left to timing: a must-use plugin this file writes into the site (and removes)
 * holds a paid order in that gap until another request has asked for the competition's lock or reserved its
 * stock, and the second buyer is sent only once the first is held there. Without the lock the second
 * checkout reserves the ticket the first has paid for, and both are paid.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { CART_EXTENSION_NAMESPACE, PAYMENT_GATEWAYS, type EndpointInput, type EndpointName } from '@shop/shared-contracts';
import { DEMO_CUSTOMER, SECOND_CUSTOMER, type UserSeed } from '../../store-api/src/seed/users';
import {
  assertRefusal,
  billingOf,
  call,
  callConforming,
  installRacePlugin,
  NEW_COMPETITION_PHP,
  phpJson,
  requestsByNode,
  startTestSite,
  type Answer,
  type CallOptions,
  type TestSite,
  whileAnotherRequestHolds,
} from './testSite';

let shop: TestSite;
let host = '';
let raceDir = '';

/**
 * While `{raceDir}/on` exists, each request logs to `{raceDir}/events` (one line: its tag, the event, the time)
 * its requests for a competition's lock (`lock`, logged before the lock is waited for), its stock reservations
 * (`reserve`) and each order of its turning processing (`paid`); at `paid`, before WooCommerce takes the stock
 * (priority 10), the request waits (15 seconds at most) until another request has logged a `lock` or a `reserve`.
 */
const RACE_PLUGIN = (dir: string) => `<?php
// Test only (wordpress-plugin/tests/lastTicket.test.ts): holds a paid order between its status and its stock.
$angling_race_dir = ${JSON.stringify(dir)};
$angling_race_tag = bin2hex(random_bytes(4));
$angling_race_log = static function (string $event) use ($angling_race_dir, $angling_race_tag): void {
	file_put_contents($angling_race_dir . '/events', $angling_race_tag . ' ' . $event . ' ' . microtime(true) . "\\n", FILE_APPEND | LOCK_EX);
};
add_filter('query', static function ($query) use ($angling_race_dir, $angling_race_log) {
	global $wpdb;
	if (!is_string($query) || !is_file($angling_race_dir . '/on')) {
		return $query;
	}
	if (str_contains($query, 'GET_LOCK(') && str_contains($query, 'angling_competition_')) {
		$angling_race_log('lock');
	} elseif (preg_match('/^\\s*INSERT INTO ' . preg_quote($wpdb->prefix, '/') . 'wc_reserved_stock/', $query) === 1) {
		$angling_race_log('reserve');
	}
	return $query;
});
add_action('woocommerce_order_status_processing', static function () use ($angling_race_dir, $angling_race_log, $angling_race_tag): void {
	if (!is_file($angling_race_dir . '/on')) {
		return;
	}
	$angling_race_log('paid');
	$until = microtime(true) + 15;
	while (microtime(true) < $until) {
		$others = preg_grep('/^(?!' . $angling_race_tag . ' )\\w+ (lock|reserve) /', (array) @file($angling_race_dir . '/events', FILE_IGNORE_NEW_LINES));
		if ($others !== []) {
			break;
		}
		usleep(20000);
	}
}, 1);
`;

let racePlugin: { dir: string; remove(): void } | null = null;

before(async () => {
  shop = await startTestSite('last-ticket');
  host = shop.site.apiHost;
  racePlugin = installRacePlugin(shop, 'last-ticket-race', RACE_PLUGIN);
  raceDir = racePlugin.dir;
});

after(async () => {
  racePlugin?.remove();
  await shop?.stop();
});

const api = <K extends EndpointName>(name: K, payload: EndpointInput<K>, options: CallOptions = {}) => callConforming(host, name, payload, options);
const php = <T>(code: string, args: (string | number)[] = []) => phpJson<T>(shop, code, args);

interface Customer {
  options: CallOptions;
  billing: EndpointInput<'checkout'>['billing_address'];
}

async function signIn(account: UserSeed): Promise<Customer> {
  const login = await api('login', { username: account.email, password: account.password });
  const token = (login.body.data as { token: string }).token;
  const cartToken = (await api('cart', {}, { bearer: token })).headers.get('cart-token') ?? '';
  return { options: { bearer: token, cartToken }, billing: billingOf(account) };
}

/** A competition of `tickets` tickets (one per customer), open for ten days. */
const competitionWithTickets = (title: string, tickets: number) =>
  php<number>(
    `use AnglingPrizes\\Competitions\\CompetitionMeta;
$title = $args[0];
${NEW_COMPETITION_PHP}
$product->update_meta_data(CompetitionMeta::TOTAL_TICKETS, (int) $args[1]);
$product->update_meta_data(CompetitionMeta::MAX_PER_USER, 1);
$product->update_meta_data(CompetitionMeta::DRAW_DATE, gmdate('Y-m-d', time() + 10 * DAY_IN_SECONDS));
$product->update_meta_data(CompetitionMeta::DRAW_TIME, '20:00');
$product->save();
echo json_encode($id);`,
    [title, String(tickets)],
  );

/** A competition of one ticket, open for ten days. */
const oneTicketCompetition = (title: string) => competitionWithTickets(title, 1);

/** What the database holds of a competition: its stock, and its tickets by order. */
const soldOf = (productId: number) =>
  php<{ stock: number; tickets: { order_id: number; ticket_number: number }[] }>(
    `$tickets = array_map(static fn (array $entry): array => ['order_id' => $entry['order_id'], 'ticket_number' => $entry['ticket_number']], \\AnglingPrizes\\Data\\Tickets::entries((int) $args[0]));
echo wp_json_encode(['stock' => wc_get_product((int) $args[0])->get_stock_quantity(), 'tickets' => $tickets]);`,
    [productId],
  );

const payByCard = (customer: Customer) =>
  call(
    host,
    'checkout',
    { billing_address: customer.billing, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: [{ key: 'card_number', value: '4242424242424242' }] },
    customer.options,
  );

interface PaidAnswer {
  order_id: number;
  status: string;
  extensions: Record<string, { tickets: { competition_id: number; ticket_numbers: number[] }[] }>;
}

const eventsFile = () => path.join(raceDir, 'events');
/** The race's events so far, each as [request tag, event]. */
const events = () =>
  fs.existsSync(eventsFile())
    ? fs
        .readFileSync(eventsFile(), 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ').slice(0, 2) as [string, string])
    : [];

/**
 * Pays for `first`'s basket and, once that order is paid and held before WooCommerce takes its stock, runs
 * `second`; resolves with both outcomes and the events of the race.
 */
async function raceFromTheGap<T>(first: Customer, second: () => Promise<T>): Promise<{ paid: Answer; other: T; log: [string, string][] }> {
  fs.rmSync(eventsFile(), { force: true });
  fs.writeFileSync(path.join(raceDir, 'on'), '');
  try {
    const paying = payByCard(first);
    let answered = false;
    paying.finally(() => (answered = true)).catch(() => undefined);
    while (!events().some(([, event]) => event === 'paid') && !answered) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.ok(!answered, 'the first checkout was held once paid');
    const [paid, other] = await Promise.all([paying, second()]);
    return { paid, other, log: events() };
  } finally {
    fs.rmSync(path.join(raceDir, 'on'), { force: true });
  }
}

/** The first request's order was paid with the one ticket; the other request asked for the lock while it was held there. */
function assertFirstWon(paid: Answer, productId: number, log: [string, string][]): number {
  assert.equal(paid.status, 200, JSON.stringify(paid.body).slice(0, 600));
  const order = paid.body as PaidAnswer;
  assert.deepEqual(
    [order.status, order.extensions[CART_EXTENSION_NAMESPACE]!.tickets.map((group) => [group.competition_id, group.ticket_numbers])],
    ['processing', [[productId, [1]]]],
  );
  const firstTag = log.find(([, event]) => event === 'paid')![0];
  const paidAt = log.findIndex(([tag, event]) => tag === firstTag && event === 'paid');
  assert.ok(
    log.slice(paidAt).some(([tag, event]) => tag !== firstTag && event === 'lock'),
    `the other request asked for the competition's lock while the paid order was held: ${JSON.stringify(log)}`,
  );
  assert.ok(!log.slice(paidAt).some(([tag, event]) => tag !== firstTag && event === 'paid'), `no other order was paid: ${JSON.stringify(log)}`);
  return order.order_id;
}

test('two checkouts for the last ticket: the one paid first gets it, the other is refused for want of stock and nothing is taken', async () => {
  const title = 'Last Ticket Float';
  const float = await oneTicketCompetition(title);
  const [first, second] = [await signIn(DEMO_CUSTOMER), await signIn(SECOND_CUSTOMER)];
  for (const customer of [first, second]) {
    const cart = await api('cartAddItem', { id: float, quantity: 1 }, customer.options);
    assert.deepEqual(
      (cart.body as { items: { id: number; quantity: number }[] }).items.map((line) => [line.id, line.quantity]),
      [[float, 1]],
    );
  }

  const { paid, other, log } = await raceFromTheGap(first, () => payByCard(second));

  const orderId = assertFirstWon(paid, float, log);
  assertRefusal(other, {
    status: 403,
    code: 'woocommerce_product_not_enough_stock',
    message: `Not enough units of ${title} are available in stock to fulfil this order.`,
  });
  assert.deepEqual(await soldOf(float), { stock: 0, tickets: [{ order_id: orderId, ticket_number: 1 }] });
  // The refused customer's basket keeps its line, for them to remove.
  const kept = await api('cart', {}, second.options);
  assert.deepEqual(
    (kept.body as { items: { id: number; quantity: number }[] }).items.map((line) => [line.id, line.quantity]),
    [[float, 1]],
  );
});

test('a postal entry recorded while a checkout pays for the last ticket is refused as sold out', async () => {
  const float = await oneTicketCompetition('Last Ticket Bait Boat');
  const buyer = await signIn(DEMO_CUSTOMER);
  await api('cartAddItem', { id: float, quantity: 1 }, buyer.options);

  const { paid, other, log } = await raceFromTheGap(buyer, () =>
    php<{ outcome: string; reason: string }>(
      `$outcome = \\AnglingPrizes\\Entries\\PostalEntryRecorder::record(['competition_id' => (int) $args[0], 'first_name' => 'Ann', 'last_name' => 'Smith', 'address_1' => '1 Lake Road', 'address_2' => '', 'city' => 'Leeds', 'postcode' => 'LS1 4AP', 'email' => 'ann.smith@example.com', 'answer' => null, 'received' => gmdate('Y-m-d')]);
echo wp_json_encode(['outcome' => $outcome['entry']['outcome'], 'reason' => $outcome['entry']['reason']]);`,
      [float],
    ),
  );

  const orderId = assertFirstWon(paid, float, log);
  assert.deepEqual(other, { outcome: 'refused', reason: 'This competition has sold out, so the postal entry could not be accepted.' });
  assert.deepEqual(await soldOf(float), { stock: 0, tickets: [{ order_id: orderId, ticket_number: 1 }] });
});

test('a checkout that cannot have its competition within 10 seconds is refused, takes nothing, and pays once it is free', async () => {
  const title = 'Last Ticket Keepnet';
  const keepnet = await oneTicketCompetition(title);
  // The demo customer's basket is empty again: both earlier races ended with their order paid.
  const buyer = await signIn(DEMO_CUSTOMER);
  await api('cartAddItem', { id: keepnet, quantity: 1 }, buyer.options);
  // Another request holds the competition (as a sale in progress would) while the customer pays.
  const refused = await whileAnotherRequestHolds(
    shop,
    raceDir,
    {
      take: '\\AnglingPrizes\\Entries\\CompetitionLock::acquire([(int) $args[0]])',
      release: '\\AnglingPrizes\\Entries\\CompetitionLock::release_all()',
      args: [String(keepnet)],
    },
    async () => {
      const sentAt = performance.now();
      const answer = await payByCard(buyer);
      return { answer, waitedMs: performance.now() - sentAt };
    },
  );
  // It waited the 10 s (CompetitionLock::WAIT_SECONDS) before refusing: no sooner (less 0.1 s for MariaDB's own
  // clock), and not much later (up to 25 s on a loaded machine).
  assert.ok(refused.waitedMs >= 9_900 && refused.waitedMs <= 25_000, `the refusal came ${Math.round(refused.waitedMs)} ms after the payment was sent`);
  assertRefusal(refused.answer, {
    status: 503,
    code: 'angling_competition_busy',
    message: 'Many people are entering this competition right now. Nothing was taken: please try again in a moment.',
  });
  assert.deepEqual(await soldOf(keepnet), { stock: 1, tickets: [] });

  const paid = await payByCard(buyer);
  assert.equal(paid.status, 200, JSON.stringify(paid.body).slice(0, 600));
  assert.deepEqual(await soldOf(keepnet), { stock: 0, tickets: [{ order_id: (paid.body as PaidAnswer).order_id, ticket_number: 1 }] });
});

/** `count` new customers, each with a shop token and a basket (Cart-Token) holding one ticket of `productId`. */
async function buyersWithBaskets(count: number, productId: number): Promise<Customer[]> {
  const accounts = await php<{ email: string; token: string }[]>(
    `$made = [];
for ($i = 0; $i < (int) $args[0]; $i++) {
	$email = sprintf('rush%s-%d@example.com', $args[1], $i);
	$id = wc_create_new_customer($email, '', wp_generate_password(20), ['first_name' => 'Rush', 'last_name' => 'Buyer' . $i]);
	if (is_wp_error($id)) { throw new RuntimeException($id->get_error_message()); }
	$made[] = ['email' => $email, 'token' => \\AnglingPrizes\\Auth\\ShopTokens::issue($id)];
}
echo wp_json_encode($made);`,
    [count, productId],
  );
  return Promise.all(
    accounts.map(async ({ email, token }, index) => {
      const cartToken = (await api('cart', {}, { bearer: token })).headers.get('cart-token') ?? '';
      const options = { bearer: token, cartToken };
      await api('cartAddItem', { id: productId, quantity: 1 }, options);
      const account = { ...DEMO_CUSTOMER, email, first_name: 'Rush', last_name: `Buyer${index}` };
      return { options, billing: billingOf(account) };
    }),
  );
}

const byNumber = (a: number, b: number) => a - b;

/**
 * The refusals a buyer who does not get a ticket may see: none of them takes anything. WooCommerce's basket
 * check says "partially out of stock" when the product still has stock but other checkouts hold it all.
 */
const NOTHING_TAKEN = [
  'woocommerce_product_not_enough_stock',
  'woocommerce_rest_out_of_stock',
  'woocommerce_rest_product_out_of_stock',
  'woocommerce_rest_product_partially_out_of_stock',
  'angling_competition_busy',
];

test('30 buyers on two PHP nodes check out at once for the last 10 tickets: none oversold, none numbered twice, every paid order has its ticket', async (t) => {
  const title = 'Draw Night Rush Rod';
  const rod = await competitionWithTickets(title, 10);
  const buyers = await buyersWithBaskets(30, rod);
  const servedBefore = requestsByNode(shop.site);

  const answers = await Promise.all(buyers.map((buyer) => payByCard(buyer)));

  const served = requestsByNode(shop.site);
  const checkoutsByNode = Object.keys(served).map((node) => served[node]! - (servedBefore[node] ?? 0));
  assert.equal(checkoutsByNode.length, 2);
  assert.ok(
    checkoutsByNode.every((count) => count > 0),
    `both PHP nodes ran checkouts: ${JSON.stringify(checkoutsByNode)}`,
  );
  const paid = answers.filter((answer) => answer.status === 200).map((answer) => answer.body as PaidAnswer);
  const refused = answers.filter((answer) => answer.status !== 200);
  t.diagnostic(
    `paid ${paid.length}, refused ${JSON.stringify(refused.map((answer) => (answer.body as { code?: string }).code))}, checkouts by node ${JSON.stringify(checkoutsByNode)}`,
  );
  for (const answer of refused) {
    const code = (answer.body as { code?: string }).code ?? '';
    assert.ok(NOTHING_TAKEN.includes(code), `a refusal that takes nothing: ${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`);
  }
  const ticketsOf = (order: PaidAnswer) => order.extensions[CART_EXTENSION_NAMESPACE]!.tickets.flatMap((group) => group.ticket_numbers);
  assert.ok(paid.length > 0, 'some buyers were paid');
  assert.deepEqual(
    paid.map((order) => [order.status, ticketsOf(order).length]),
    paid.map(() => ['processing', 1]),
  );
  const sold = await soldOf(rod);
  const numbers = sold.tickets.map((ticket) => ticket.ticket_number);
  assert.equal(new Set(numbers).size, numbers.length, `no ticket number twice: ${JSON.stringify(numbers)}`);
  assert.ok(
    numbers.every((number) => number >= 1 && number <= 10),
    `every number is one of the 10: ${JSON.stringify(numbers)}`,
  );
  assert.deepEqual(
    { stock: sold.stock, tickets: sold.tickets.length, orders: sold.tickets.map((ticket) => ticket.order_id).sort(byNumber) },
    { stock: 10 - paid.length, tickets: paid.length, orders: paid.map((order) => order.order_id).sort(byNumber) },
  );
  assert.deepEqual(numbers.sort(byNumber), paid.flatMap(ticketsOf).sort(byNumber));
});

test("WordPress's debug log gained no line while this file ran", () => {
  assert.equal(shop.debugLogGrowth(), '');
});
