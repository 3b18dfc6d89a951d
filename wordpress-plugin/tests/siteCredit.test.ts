/**
 * Paying with site credit on a real WordPress + WooCommerce with the companion plugin and store-api's demo
 * shop: the balance check and the debit are one step per customer, so two payments from the same credit at
 * the same moment cannot both pass the check and overdraw it; a payment that cannot have the customer's credit
 * within a few seconds is refused and takes nothing.
 *
 *   node --import tsx --test wordpress-plugin/tests/siteCredit.test.ts
 *
 * The two payments must meet only at the credit. Each is for a different competition (one competition's
 * orders queue on its own lock, CompetitionLock, before any payment), and only one of them is a Store API
 * checkout: a customer's Store API checkouts queue on the per-customer checkout lock (CheckoutOnce), so two of
 * them never reach the credit together. The other is an order of the customer's paid by the site-credit
 * gateway from another PHP process (as the pay-for-order page or an operator would pay it), which neither of
 * those locks serializes.
 *
 * The race is made certain, not left to timing: a must-use plugin this file writes into the site (and removes)
 * holds each payment's site-credit debit until the other payment has either reached its own debit (so it has
 * read the balance) or asked for the customer's credit lock (so it is waiting to read it). Without the credit
 * lock both payments read the full balance before either debits, and both are paid.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { CART_EXTENSION_NAMESPACE, PAYMENT_GATEWAYS, type EndpointInput, type EndpointName } from '@shop/shared-contracts';
import { DEMO_CUSTOMER } from '../../store-api/src/seed/users';
import {
  assertRefusal,
  call,
  CART_TOKEN,
  installRacePlugin,
  SHOP_TOKEN,
  startTestSite,
  type Answer,
  type CallOptions,
  type TestSite,
  callConforming,
  phpJson,
  whileAnotherRequestHolds,
} from './testSite';

let shop: TestSite;
let host = '';
let raceDir = '';

/**
 * While `{raceDir}/on` exists, each request logs to `{raceDir}/events` (one line: its tag, the event, the time) the
 * balance reads of the credit ledger (`read`), its requests for a customer's credit lock (`lock`, logged before
 * the lock is waited for; no other named lock is logged) and its order debits (`debit`); a debit then waits (15
 * seconds at most) until another request has logged a `lock` or a `debit`.
 */
const RACE_PLUGIN = (dir: string) => `<?php
// Test only (wordpress-plugin/tests/siteCredit.test.ts): makes two site-credit payments meet at the debit.
add_filter('query', static function ($query) {
	static $tag = null;
	$dir = ${JSON.stringify(dir)};
	if (!is_string($query) || !is_file($dir . '/on')) {
		return $query;
	}
	global $wpdb;
	$tag ??= bin2hex(random_bytes(4));
	$ledger = '\`' . $wpdb->prefix . 'angling_credit_ledger\`';
	$credit_lock = "GET_LOCK('" . \\AnglingPrizes\\Infrastructure\\NamedLock::name('credit', DB_NAME, $wpdb->prefix, 0);
	$credit_lock = substr($credit_lock, 0, -1); // the name up to its customer id
	$log = static fn (string $event) => file_put_contents($dir . '/events', $tag . ' ' . $event . ' ' . microtime(true) . "\\n", FILE_APPEND | LOCK_EX);
	if (str_contains($query, $credit_lock)) {
		$log('lock');
	} elseif (str_contains($query, $ledger) && str_contains($query, 'SUM(amount_minor)')) {
		$log('read');
	} elseif (str_contains($query, $ledger) && str_starts_with(ltrim($query), 'INSERT') && str_contains($query, "'Order #")) {
		$log('debit');
		$until = microtime(true) + 15;
		while (microtime(true) < $until) {
			$others = preg_grep('/^(?!' . $tag . ' )\\w+ (lock|debit) /', (array) @file($dir . '/events', FILE_IGNORE_NEW_LINES));
			if ($others !== []) {
				break;
			}
			usleep(20000);
		}
	}
	return $query;
});
`;

let racePlugin: { dir: string; remove(): void } | null = null;

before(async () => {
  shop = await startTestSite('site-credit');
  host = shop.site.apiHost;
  racePlugin = installRacePlugin(shop, 'credit-race', RACE_PLUGIN);
  raceDir = racePlugin.dir;
});

after(async () => {
  racePlugin?.remove();
  await shop?.stop();
});

const api = <K extends EndpointName>(name: K, payload: EndpointInput<K>, options: CallOptions = {}) => callConforming(host, name, payload, options);

interface Line {
  id: number;
  quantity: number;
  totals: { line_total: string };
}

const linesOf = (answer: Answer) => (answer.body as { items: Line[] }).items.map((line) => [line.id, line.quantity, line.totals.line_total]);

interface CheckoutAnswer {
  order_id: number;
  order_number: string;
  status: string;
  payment_method: string;
  extensions: Record<string, { tickets: { competition_id: number; ticket_numbers: number[] }[] }>;
}

const billing = {
  first_name: DEMO_CUSTOMER.first_name,
  last_name: DEMO_CUSTOMER.last_name,
  address_1: '3 Lakeside',
  address_2: '',
  city: DEMO_CUSTOMER.city,
  state: '',
  postcode: 'ME14 1AA',
  country: 'GB',
  email: DEMO_CUSTOMER.email,
  phone: '07700 900123',
};

let token = '';
let daiwa = 0;

/** A second basket of the customer's: a Cart-Token a guest was given, used with the customer's shop token (a device that was signed out). */
async function guestCartToken(): Promise<string> {
  const guest = await api('cart', {});
  const cartToken = guest.headers.get('cart-token') ?? '';
  assert.match(cartToken, CART_TOKEN);
  return cartToken;
}

const ledger = async () => {
  const answer = (await api('siteCredit', { token })).body as { balance: number; data: { description: string; amount: number }[] };
  return { balance: answer.balance, entries: answer.data.map((entry) => [entry.description, entry.amount]) };
};

/**
 * PHP (WordPress loaded, in a process of its own) that pays order `$args[0]` with the site-credit gateway, as
 * WooCommerce does for an order paid after it was placed, and prints the gateway's result as JSON.
 */
const PAY_ORDER_WITH_CREDIT_PHP = `$gateway = new \\AnglingPrizes\\Payments\\SiteCreditGateway();
echo wp_json_encode($gateway->process_payment((int) $args[0]));`;

/** PHP that places a pending site-credit order of the customer `$args[0]` (email) for `$args[2]` tickets of the competition titled `$args[1]`, printing its id. */
const PENDING_ORDER_PHP = `$user = get_user_by('email', $args[0]);
$found = array_values(array_filter(wc_get_products(['limit' => -1, 'status' => 'publish']), static fn ($product) => $product->get_name() === $args[1]));
if (count($found) !== 1) { throw new RuntimeException('no one competition titled ' . $args[1]); }
$order = wc_create_order(['customer_id' => $user->ID]);
$order->add_product($found[0], (int) $args[2]);
$order->set_payment_method(\\AnglingPrizes\\Payments\\SiteCreditGateway::ID);
$order->calculate_totals();
$order->save();
echo wp_json_encode(['id' => $order->get_id(), 'product' => $found[0]->get_id(), 'total' => $order->get_total('edit'), 'status' => $order->get_status()]);`;

test('two payments from the same credit at once (a checkout of one competition, an order of another): one is paid, the other refused, and the credit never goes below zero', async () => {
  const login = await api('login', { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
  token = (login.body.data as { token: string }).token;
  assert.match(token, SHOP_TOKEN);
  const featured = (await api('featured', { page: 1, limit: 100 })).body.data as { id: number; title: string; price_per_ticket: number }[];
  daiwa = featured.find((competition) => competition.title === 'Daiwa Basia 45 QD Reel Trio')!.id;
  assert.deepEqual(await ledger(), { balance: 10, entries: [['Instant win: £10 Site Credit', 10]] });

  // A basket of 7 Daiwa tickets at £0.99 (£6.93), and a pending order of 4 Bait Boat tickets at £1.49
  // (£5.96): the £10 of credit covers either, not both.
  const basket = { bearer: token, cartToken: await guestCartToken() };
  assert.deepEqual(linesOf(await api('cartAddItem', { id: daiwa, quantity: 7 }, basket)), [[daiwa, 7, '693']]);
  const pending = await phpJson<{ id: number; product: number; total: string; status: string }>(shop, PENDING_ORDER_PHP, [
    DEMO_CUSTOMER.email,
    'Bait Boat with GPS Autopilot',
    4,
  ]);
  assert.deepEqual([pending.total, pending.status], ['5.96', 'pending']);
  assert.notEqual(pending.product, daiwa);

  // The order is paid once the checkout has asked for the credit lock (or, were there none, reached its debit),
  // so the two payments run side by side, the checkout's first.
  const eventsFile = path.join(raceDir, 'events');
  const events = () => (fs.existsSync(eventsFile) ? fs.readFileSync(eventsFile, 'utf8').trim().split('\n').filter(Boolean) : []);
  const kinds = () => events().map((line) => line.split(' ')[1]);
  fs.writeFileSync(path.join(raceDir, 'on'), '');
  let checkout: Answer;
  let orderPaid: { result: string; message?: string };
  try {
    const earlier = call(host, 'checkout', { billing_address: billing, payment_method: PAYMENT_GATEWAYS.site_credit }, basket);
    let sent = false;
    earlier.finally(() => (sent = true)).catch(() => undefined);
    while (!kinds().some((kind) => kind === 'lock' || kind === 'debit') && !sent) await new Promise((resolve) => setTimeout(resolve, 20));
    [checkout, orderPaid] = await Promise.all([earlier, phpJson<{ result: string; message?: string }>(shop, PAY_ORDER_WITH_CREDIT_PHP, [pending.id])]);
  } finally {
    fs.rmSync(path.join(raceDir, 'on'), { force: true });
  }
  assert.deepEqual(
    [checkout.status, orderPaid],
    [200, { result: 'failure', message: 'You do not have enough site credit for this order.' }],
    `the checkout paid, the order refused: ${JSON.stringify([checkout.body, orderPaid]).slice(0, 800)}\n${events().join('\n')}`,
  );
  const order = checkout.body as unknown as CheckoutAnswer;
  assert.deepEqual(
    [
      order.status,
      order.payment_method,
      order.extensions[CART_EXTENSION_NAMESPACE]!.tickets.map((group) => [group.competition_id, group.ticket_numbers.length]),
    ],
    ['processing', PAYMENT_GATEWAYS.site_credit, [[daiwa, 7]]],
  );
  assert.equal(await shop.site.runPhp('echo wc_get_order((int) $args[0])->get_status();', [String(pending.id)]), 'pending');
  assert.deepEqual(await ledger(), {
    balance: 3.07,
    entries: [
      [`Order #${order.order_number}`, -6.93],
      ['Instant win: £10 Site Credit', 10],
    ],
  });
  // Both payments asked for the credit lock and read the balance (the race was run), the order's after the
  // checkout's debit: one debit.
  assert.deepEqual(
    ['lock', 'read', 'debit'].map((kind) => kinds().filter((logged) => logged === kind).length),
    [2, 2, 1],
    events().join('\n'),
  );
});

test('a payment that cannot have the customer’s credit within a few seconds is refused and takes nothing', async () => {
  const basket = { bearer: token, cartToken: await guestCartToken() };
  assert.deepEqual(linesOf(await api('cartAddItem', { id: daiwa, quantity: 1 }, basket)), [[daiwa, 1, '99']]);
  // Another request holds the customer's credit (as a payment in progress would) while the customer pays.
  const refused = await whileAnotherRequestHolds(
    shop,
    raceDir,
    {
      take: "\\AnglingPrizes\\Infrastructure\\NamedLock::take(\\AnglingPrizes\\Data\\CreditLedger::lock_of((int) get_user_by('email', $args[0])->ID), 5)",
      release: "\\AnglingPrizes\\Infrastructure\\NamedLock::free(\\AnglingPrizes\\Data\\CreditLedger::lock_of((int) get_user_by('email', $args[0])->ID))",
      args: [DEMO_CUSTOMER.email],
    },
    () => call(host, 'checkout', { billing_address: billing, payment_method: PAYMENT_GATEWAYS.site_credit }, basket),
  );
  assertRefusal(refused, {
    status: 400,
    code: 'woocommerce_rest_checkout_process_payment_error',
    message: 'Another payment from your site credit is still going through. Nothing was taken: please try again in a moment.',
  });
  assert.equal((await ledger()).balance, 3.07);

  // Once the credit is free again, the same basket pays.
  const paid = await api('checkout', { billing_address: billing, payment_method: PAYMENT_GATEWAYS.site_credit }, basket);
  assert.deepEqual([paid.status, (paid.body as unknown as CheckoutAnswer).status], [200, 'processing']);
  assert.equal((await ledger()).balance, 2.08);
});

test("WordPress's debug log gained no line while this file ran", () => {
  assert.equal(shop.debugLogGrowth(), '');
});
