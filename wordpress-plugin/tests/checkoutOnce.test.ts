/**
 * One order per checkout, whatever the clicks, on a real WordPress + WooCommerce with the companion plugin and
 * store-api's demo shop (StoreApi\CheckoutOnce): five simultaneous Store API submissions of one cart place one
 * order and take one payment, and each of the other four, like a submission repeated after the order, is
 * answered as store-api answers it, 409 `woocommerce_rest_cart_empty` with the (empty) cart; the customer can
 * then buy the same basket again. Stock WooCommerce places several orders (woocommerce/woocommerce#62659).
 *
 *   node --import tsx --test wordpress-plugin/tests/checkoutOnce.test.ts
 *
 * The site runs two PHP nodes (two PHP-FPM masters behind nginx, taken in turn, as machines behind a load
 * balancer on one database), and each race is checked to have been served by both: the lock is the database's.
 *
 * The race is made certain, not left to timing: a must-use plugin this file writes into the site (and removes)
 * holds each checkout at the moment WooCommerce has validated the cart and makes its order, until another
 * submission has either reached that moment too or asked for a named lock (so it is waiting). Without the
 * plugin's lock, two or more submissions reach it together and each places an order. It also holds a
 * submission that let the lock go before WooCommerce saved its session, until the next one has read the cart.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PAYMENT_GATEWAYS, type EndpointInput, type EndpointName } from '@shop/shared-contracts';
import { DEMO_CUSTOMER, SECOND_CUSTOMER, type UserSeed } from '../../store-api/src/seed/users';
import {
  assertRefusal,
  billingOf,
  call,
  callConforming,
  CART_TOKEN,
  installRacePlugin,
  phpJson,
  SHOP_TOKEN,
  startTestSite,
  type Answer,
  type CallOptions,
  type TestSite,
} from './testSite';

let shop: TestSite;
let host = '';
let raceDir = '';
let racePlugin: { dir: string; remove(): void } | null = null;

/**
 * While `{raceDir}/on` exists, each POST to the Store API's checkout logs to `{raceDir}/events` (one line: its
 * tag, the event, the time) its named-lock requests (`lock`, logged before the lock is waited for), the moment
 * WooCommerce has validated its cart and makes its order (`order`), and each payment a gateway completes
 * (`charge <order id>`). At `order` it waits (15 seconds at most) until another submission has logged a
 * `lock` or an `order`. And at the end of the request, just before WooCommerce saves the session (shutdown,
 * priority 19 of its 20), a submission that no longer holds the customer's checkout lock waits (15 seconds at
 * most) until another submission has made its order or had its answer (`answered`): a lock let go before the
 * session is saved then certainly lets the next submission read the cart as it was before the order.
 */
const RACE_PLUGIN = (dir: string) => `<?php
// Test only (wordpress-plugin/tests/checkoutOnce.test.ts): makes simultaneous checkouts of one cart meet.
$angling_race_dir = ${JSON.stringify(dir)};
$angling_race_route = isset($_GET['rest_route']) && is_string($_GET['rest_route']) ? $_GET['rest_route'] : '';
if (is_file($angling_race_dir . '/on') && ($_SERVER['REQUEST_METHOD'] ?? '') === 'POST' && str_ends_with(rtrim($angling_race_route, '/'), '/checkout')) {
	$tag = bin2hex(random_bytes(4));
	$log = static fn (string $event) => file_put_contents($angling_race_dir . '/events', $tag . ' ' . $event . ' ' . microtime(true) . "\\n", FILE_APPEND | LOCK_EX);
	add_filter('query', static function ($query) use ($log) {
		if (is_string($query) && str_contains($query, 'GET_LOCK(')) {
			$log('lock');
		}
		return $query;
	});
	add_action('woocommerce_store_api_checkout_update_order_meta', static function () use ($log, $tag, $angling_race_dir) {
		$log('order');
		$until = microtime(true) + 15;
		while (microtime(true) < $until) {
			$others = preg_grep('/^(?!' . $tag . ' )\\w+ (lock|order) /', (array) @file($angling_race_dir . '/events', FILE_IGNORE_NEW_LINES));
			if ($others !== []) {
				break;
			}
			usleep(20000);
		}
	});
	add_action('woocommerce_pre_payment_complete', static function ($order_id) use ($log) {
		$log('charge ' . (int) $order_id);
	});
	add_filter('rest_post_dispatch', static function ($response) use ($log) {
		$log('answered');
		return $response;
	});
	add_action('shutdown', static function () use ($log, $tag, $angling_race_dir) {
		global $wpdb;
		$user_id = get_current_user_id();
		if ($user_id <= 0 || !class_exists(\\AnglingPrizes\\StoreApi\\CheckoutOnce::class)) {
			return;
		}
		$holder = $wpdb->get_var($wpdb->prepare('SELECT IS_USED_LOCK(%s)', \\AnglingPrizes\\StoreApi\\CheckoutOnce::lock_name($user_id)));
		if ($holder !== null && $holder === $wpdb->get_var('SELECT CONNECTION_ID()')) {
			return;
		}
		$log('let go before the session was saved');
		$until = microtime(true) + 15;
		while (microtime(true) < $until) {
			$others = preg_grep('/^(?!' . $tag . ' )\\w+ (order|answered) /', (array) @file($angling_race_dir . '/events', FILE_IGNORE_NEW_LINES));
			if ($others !== []) {
				break;
			}
			usleep(20000);
		}
	}, 19);
}
`;

/** The PHP nodes (nginx's upstream sockets) that answered the Store API checkouts nginx logged after `offset` bytes of its access log. */
function checkoutNodesSince(offset: number): string[] {
  const log = fs.readFileSync(shop.site.serverLogs.nginxAccess).subarray(offset).toString('utf8');
  const nodes = log
    .split('\n')
    .filter((line) => line.includes('"POST ') && line.includes('/wc/store/v1/checkout'))
    .map((line) => /upstream=(\S+)/.exec(line)?.[1] ?? '');
  return [...new Set(nodes)].sort();
}

before(async () => {
  shop = await startTestSite('checkout-once', { phpNodes: 2 });
  host = shop.site.apiHost;
  racePlugin = installRacePlugin(shop, 'checkout-race', RACE_PLUGIN);
  raceDir = racePlugin.dir;
});

after(async () => {
  racePlugin?.remove();
  await shop?.stop();
});

const api = <K extends EndpointName>(name: K, payload: EndpointInput<K>, options: CallOptions = {}) => callConforming(host, name, payload, options);

interface Customer {
  id: number;
  token: string;
  options: CallOptions;
  billing: EndpointInput<'checkout'>['billing_address'];
}

async function signIn(account: UserSeed): Promise<Customer> {
  const login = await api('login', { username: account.email, password: account.password });
  const { id, token } = login.body.data as { id: number; token: string };
  assert.match(token, SHOP_TOKEN);
  const cartToken = (await api('cart', {}, { bearer: token })).headers.get('cart-token') ?? '';
  assert.match(cartToken, CART_TOKEN);
  return { id, token, options: { bearer: token, cartToken }, billing: billingOf(account) };
}

let daiwa = 0;
const daiwaId = async () => {
  if (!daiwa) {
    const featured = (await api('featured', { page: 1, limit: 100 })).body.data as { id: number; title: string }[];
    daiwa = featured.find((competition) => competition.title === 'Daiwa Basia 45 QD Reel Trio')!.id;
  }
  return daiwa;
};

const linesOf = (answer: Answer) => (answer.body as { items: { id: number; quantity: number }[] }).items.map((line) => [line.id, line.quantity]);

/** Puts two Daiwa tickets in the customer's (empty) basket. */
async function fillBasket(customer: Customer): Promise<void> {
  const id = await daiwaId();
  assert.deepEqual(linesOf(await api('cart', {}, customer.options)), []);
  assert.deepEqual(linesOf(await api('cartAddItem', { id, quantity: 2 }, customer.options)), [[id, 2]]);
}

/** Every order of the customer's, whatever its status (drafts, failed and cancelled ones included), by id. */
const ordersOf = (customer: Customer) =>
  phpJson<number[]>(
    shop,
    `$statuses = array_unique(array_merge(array_keys(wc_get_order_statuses()), ['wc-checkout-draft']));
echo wp_json_encode(array_map('intval', wc_get_orders(['customer_id' => (int) $args[0], 'status' => $statuses, 'limit' => -1, 'return' => 'ids', 'orderby' => 'ID', 'order' => 'ASC'])));`,
    [customer.id],
  );

const eventsFile = () => path.join(raceDir, 'events');
const events = () => (fs.existsSync(eventsFile()) ? fs.readFileSync(eventsFile(), 'utf8').trim().split('\n').filter(Boolean) : []);
/** The orders a gateway completed a payment for, one entry a payment. */
const charges = () => events().flatMap((line) => (line.split(' ')[1] === 'charge' ? [Number(line.split(' ')[2])] : []));

type CheckoutBody = EndpointInput<'checkout'>;

/** The checkout sent as the storefront sends it, or to another URL of the same site (`url`). */
async function submit(customer: Customer, body: CheckoutBody, url?: string): Promise<Answer> {
  if (!url) return call(host, 'checkout', body, customer.options);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${customer.token}`,
      'Cart-Token': customer.options.cartToken ?? '',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

/** Five submissions of the customer's cart at once, with the race plugin on; their answers in the order sent. */
async function fiveAtOnce(customer: Customer, body: CheckoutBody, url?: string): Promise<Answer[]> {
  fs.rmSync(eventsFile(), { force: true });
  fs.writeFileSync(path.join(raceDir, 'on'), '');
  const logOffset = fs.statSync(shop.site.serverLogs.nginxAccess).size;
  let answers: Answer[];
  try {
    answers = await Promise.all(Array.from({ length: 5 }, () => submit(customer, body, url)));
  } finally {
    fs.rmSync(path.join(raceDir, 'on'), { force: true });
  }
  // Both PHP nodes took part: the submissions met across the PHP processes of two nodes, not of one.
  const nodes = checkoutNodesSince(logOffset);
  assert.equal(nodes.length, 2, `the five submissions were served by both PHP nodes: ${nodes.join(', ')}`);
  return answers;
}

interface Placed {
  order_id: number;
  order_number: string;
  status: string;
  payment_method: string;
  payment_result: { payment_status: string };
}

/** A submission that found the cart emptied by the order placed before it: WooCommerce's answer to a checkout of an empty cart. */
function assertCartEmpty(answer: Answer): void {
  assertRefusal(answer, { status: 409, code: 'woocommerce_rest_cart_empty', message: 'Cannot place an order, your cart is empty.' });
  assert.deepEqual((answer.body as { data: { cart: { items: unknown[]; items_count: number } } }).data.cart.items, []);
}

/** Of five answers: exactly one placed order (returned), four 409 cart-empty answers. */
function onePlaced(answers: Answer[], paymentMethod: string): Placed {
  assert.deepEqual(
    answers.map((answer) => answer.status).sort(),
    [200, 409, 409, 409, 409],
    `one order, four answered with the emptied cart: ${JSON.stringify(answers.map((answer) => answer.body)).slice(0, 1500)}`,
  );
  const placed = answers.find((answer) => answer.status === 200)!.body as Placed;
  assert.deepEqual([placed.status, placed.payment_method, placed.payment_result.payment_status], ['processing', paymentMethod, 'success']);
  for (const answer of answers.filter((answer) => answer.status !== 200)) assertCartEmpty(answer);
  // WooCommerce made an order once; the other four submissions waited for the customer's lock.
  const kinds = events().map((line) => line.split(' ')[1]);
  assert.equal(kinds.filter((kind) => kind === 'order').length, 1, events().join('\n'));
  return placed;
}

const card = (customer: Customer): CheckoutBody => ({
  billing_address: customer.billing,
  payment_method: PAYMENT_GATEWAYS.test_card,
  payment_data: [{ key: 'card_number', value: '4242424242424242' }],
});

let second: Customer;
let firstOrder = 0;

test('five simultaneous submissions of one cart paid by card: one order, one payment, the other four answered 409 woocommerce_rest_cart_empty', async () => {
  second = await signIn(SECOND_CUSTOMER);
  await fillBasket(second);
  const before = await ordersOf(second);

  const placed = onePlaced(await fiveAtOnce(second, card(second)), PAYMENT_GATEWAYS.test_card);
  firstOrder = placed.order_id;
  assert.deepEqual(await ordersOf(second), [...before, firstOrder]);
  assert.deepEqual(charges(), [firstOrder]);
  assert.deepEqual(linesOf(await api('cart', {}, second.options)), []);
});

test('a submission repeated after the order was placed: 409 woocommerce_rest_cart_empty, and still one order and one payment', async () => {
  const before = await ordersOf(second);
  fs.rmSync(eventsFile(), { force: true });
  fs.writeFileSync(path.join(raceDir, 'on'), '');
  try {
    assertCartEmpty(await submit(second, card(second)));
  } finally {
    fs.rmSync(path.join(raceDir, 'on'), { force: true });
  }
  assert.deepEqual([await ordersOf(second), charges()], [before, []]);
});

test('the same basket bought again later: a second order', async () => {
  const before = await ordersOf(second);
  await fillBasket(second);
  const again = await api('checkout', card(second), second.options);
  const placed = again.body as unknown as Placed;
  assert.deepEqual([again.status, placed.status], [200, 'processing']);
  assert.notEqual(placed.order_id, firstOrder);
  assert.deepEqual(await ordersOf(second), [...before, placed.order_id]);
  assert.deepEqual(linesOf(await api('cart', {}, second.options)), []);
});

test('five simultaneous submissions paid from site credit: one order and one debit of the credit', async () => {
  const demo = await signIn(DEMO_CUSTOMER);
  const credit = async () => {
    const answer = (await api('siteCredit', { token: demo.token })).body as { balance: number; data: { description: string; amount: number }[] };
    return { balance: answer.balance, entries: answer.data.map((entry) => [entry.description, entry.amount]) };
  };
  const start = await credit();
  assert.equal(start.balance, 10);
  await fillBasket(demo);
  const before = await ordersOf(demo);

  const answers = await fiveAtOnce(demo, { billing_address: demo.billing, payment_method: PAYMENT_GATEWAYS.site_credit });
  const placed = onePlaced(answers, PAYMENT_GATEWAYS.site_credit);
  assert.deepEqual(await ordersOf(demo), [...before, placed.order_id]);
  assert.deepEqual(charges(), [placed.order_id]);
  assert.deepEqual(await credit(), { balance: 8.02, entries: [[`Order #${placed.order_number}`, -1.98], ...start.entries] });
});

test('where WooCommerce read the cart before the lock (a Store API URL without wp-json/): still one order, the others answered 409', async () => {
  const stale = await signIn(SECOND_CUSTOMER);
  await fillBasket(stale);
  const before = await ordersOf(stale);
  // WooCommerce takes `/competition/?rest_route=…` for a page, not a REST call, and loads the cart at wp_loaded.
  const url = `${shop.site.siteUrl}/?rest_route=/wc/store/v1/checkout`;
  const placed = onePlaced(await fiveAtOnce(stale, card(stale), url), PAYMENT_GATEWAYS.test_card);
  assert.deepEqual(await ordersOf(stale), [...before, placed.order_id]);
  assert.deepEqual(charges(), [placed.order_id]);
  // The emptied basket stays empty: no submission wrote the cart it had read before the wait back.
  assert.deepEqual(linesOf(await api('cart', {}, stale.options)), []);
});

test("WordPress's debug log gained no line while this file ran", () => {
  assert.equal(shop.debugLogGrowth(), '');
});
