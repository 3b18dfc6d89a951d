/**
 * Paying with site credit on a real WordPress + WooCommerce with the companion plugin and store-api's demo
 * shop: the balance check and the debit are one step per customer, so two checkouts paying from the same
 * credit at the same moment cannot both pass the check and overdraw it; a payment that cannot have the
 * customer's credit within a few seconds is refused and takes nothing.
 *
 *   node --import tsx --test wordpress-plugin/tests/siteCredit.test.ts
 *
 * The race is made certain, not left to timing: a must-use plugin this file writes into the site (and removes)
 * holds each checkout's site-credit debit until the other checkout has either reached its own debit (so it
 * has read the balance) or asked for the customer's lock (so it is waiting to read it). Without the lock both
 * checkouts read the full balance before either debits, and both are paid.
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
  whileAnotherRequestHolds,
} from './testSite';

let shop: TestSite;
let host = '';
let raceDir = '';

/**
 * While `{raceDir}/on` exists, each request logs to `{raceDir}/events` (one line: its tag, the event, the time) the
 * balance reads of the credit ledger (`read`), its named-lock requests (`lock`, logged before the lock is
 * waited for) and its order debits (`debit`); a debit then waits (15 seconds at most) until another request
 * has logged a `lock` or a `debit`.
 */
const RACE_PLUGIN = (dir: string) => `<?php
// Test only (wordpress-plugin/tests/siteCredit.test.ts): makes two site-credit checkouts meet at the debit.
add_filter('query', static function ($query) {
	static $tag = null;
	$dir = ${JSON.stringify(dir)};
	if (!is_string($query) || !is_file($dir . '/on')) {
		return $query;
	}
	global $wpdb;
	$tag ??= bin2hex(random_bytes(4));
	$ledger = '\`' . $wpdb->prefix . 'angling_credit_ledger\`';
	$log = static fn (string $event) => file_put_contents($dir . '/events', $tag . ' ' . $event . ' ' . microtime(true) . "\\n", FILE_APPEND | LOCK_EX);
	if (str_contains($query, 'GET_LOCK(')) {
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

test('two checkouts paying from the same credit at once: one is paid, the other refused, and the credit never goes below zero', async () => {
  const login = await api('login', { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
  token = (login.body.data as { token: string }).token;
  assert.match(token, SHOP_TOKEN);
  const featured = (await api('featured', { page: 1, limit: 100 })).body.data as { id: number; title: string; price_per_ticket: number }[];
  daiwa = featured.find((competition) => competition.title === 'Daiwa Basia 45 QD Reel Trio')!.id;
  assert.deepEqual(await ledger(), { balance: 10, entries: [['Instant win: £10 Site Credit', 10]] });

  // Two baskets of the same customer, each of 7 tickets at £0.99 (£6.93): the £10 of credit covers one, not two.
  const first = { bearer: token, cartToken: await guestCartToken() };
  const second = { bearer: token, cartToken: await guestCartToken() };
  assert.deepEqual(linesOf(await api('cartAddItem', { id: daiwa, quantity: 7 }, first)), [[daiwa, 7, '693']]);
  // The second basket opens with the one WooCommerce keeps for the account (its persistent cart).
  assert.deepEqual(linesOf(await api('cart', {}, second)), [[daiwa, 7, '693']]);

  // The second checkout is sent once the first is taking its payment: PHP's built-in server then hands it to
  // another of its workers (a worker busy with a request accepts no other), so the two run side by side.
  const eventsFile = path.join(raceDir, 'events');
  const events = () => (fs.existsSync(eventsFile) ? fs.readFileSync(eventsFile, 'utf8').trim().split('\n').filter(Boolean) : []);
  const checkout = (basket: CallOptions) => call(host, 'checkout', { billing_address: billing, payment_method: PAYMENT_GATEWAYS.site_credit }, basket);
  fs.writeFileSync(path.join(raceDir, 'on'), '');
  let answers: Answer[];
  try {
    const earlier = checkout(first);
    let sent = false;
    earlier.finally(() => (sent = true)).catch(() => undefined);
    while (events().length === 0 && !sent) await new Promise((resolve) => setTimeout(resolve, 20));
    answers = await Promise.all([earlier, checkout(second)]);
  } finally {
    fs.rmSync(path.join(raceDir, 'on'), { force: true });
  }
  const paid = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status !== 200);
  assert.deepEqual(
    answers.map((answer) => answer.status).sort(),
    [200, 400],
    `one paid, one refused: ${JSON.stringify(answers.map((answer) => answer.body)).slice(0, 800)}`,
  );
  assertRefusal(refused[0]!, {
    status: 400,
    code: 'woocommerce_rest_checkout_process_payment_error',
    message: 'You do not have enough site credit for this order.',
  });
  const order = paid[0]!.body as CheckoutAnswer;
  assert.deepEqual(
    [
      order.status,
      order.payment_method,
      order.extensions[CART_EXTENSION_NAMESPACE]!.tickets.map((group) => [group.competition_id, group.ticket_numbers.length]),
    ],
    ['processing', PAYMENT_GATEWAYS.site_credit, [[daiwa, 7]]],
  );
  assert.deepEqual(await ledger(), {
    balance: 3.07,
    entries: [
      [`Order #${order.order_number}`, -6.93],
      ['Instant win: £10 Site Credit', 10],
    ],
  });
  // Both checkouts read the balance (the race was run), the later one after the earlier one's debit: one debit.
  const kinds = events().map((line) => line.split(' ')[1]);
  assert.deepEqual([kinds.filter((kind) => kind === 'read').length, kinds.filter((kind) => kind === 'debit').length], [2, 1], events().join('\n'));
});

test('a payment that cannot have the customer’s credit within a few seconds is refused and takes nothing', async () => {
  const basket = { bearer: token, cartToken: await guestCartToken() };
  assert.deepEqual(linesOf(await api('cartAddItem', { id: daiwa, quantity: 1 }, basket)), [[daiwa, 1, '99']]);
  // Another request holds the customer's credit (as a payment in progress would) while the customer pays.
  const refused = await whileAnotherRequestHolds(
    shop,
    raceDir,
    {
      take: "\\AnglingPrizes\\Data\\CreditLedger::lock((int) get_user_by('email', $args[0])->ID)",
      release: "\\AnglingPrizes\\Data\\CreditLedger::unlock((int) get_user_by('email', $args[0])->ID)",
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
