/**
 * The sandbox hosted-payment gateway (issue #47) on a real WordPress + WooCommerce with the companion plugin:
 * off until enabled; a Store API checkout that leaves the order pending (HTTP 202, payment_status pending,
 * the provider's page as redirect_url) with its tickets held and none allocated; the provider's page
 * (Approve, Decline, 3-D Secure challenge, Abandon, the notification before or after the return); the
 * signed notification and every refusal (logged for the operator, the order unchanged); idempotency; the
 * tickets allocated on payment_complete; WooCommerce's own sweep cancelling an abandoned order after the hold
 * (run as WooCommerce's schedule would, as if later) with the tickets on sale again; a payment after the close
 * refunded; the receipt in WooCommerce's emails; order_detail's order_key and instant_wins.
 *
 *   node --import tsx --test wordpress-plugin/tests/hostedPayment.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CART_EXTENSION_NAMESPACE, HOSTED_SANDBOX_GATEWAY, PAYMENT_GATEWAYS, type EndpointInput, type EndpointName } from '@shop/shared-contracts';
import { signNotification, type SandboxNotification } from '../../store-api/src/sandbox/notification';
import { DEMO_CUSTOMER, SECOND_CUSTOMER, type UserSeed } from '../../store-api/src/seed/users';
import { sweepUnpaidOrderAfterHold } from '../../scripts/wordpress/unpaidOrders';
import {
  assertRefusal,
  billingOf,
  call,
  callConforming,
  NEW_COMPETITION_PHP,
  phpJson,
  signInAsAdmin,
  startTestSite,
  type Answer,
  type CallOptions,
  type TestSite,
} from './testSite';

let shop: TestSite;
let host = '';
const STOREFRONT = 'http://127.0.0.1:3999';

before(async () => {
  shop = await startTestSite('hosted-payment');
  host = shop.site.apiHost;
  await shop.site.runPhp(`update_option('angling_prizes_storefront_url', $args[0]); echo 'ok';`, [STOREFRONT]);
});

after(async () => {
  await shop?.stop();
});

const api = <K extends EndpointName>(name: K, payload: EndpointInput<K>, options: CallOptions = {}) => callConforming(host, name, payload, options);
const php = <T>(code: string, args: (string | number)[] = []) => phpJson<T>(shop, code, args);
const setSandbox = (enabled: boolean) =>
  shop.site.runPhp(`update_option('woocommerce_angling_hosted_sandbox_settings', ['enabled' => $args[0]]); echo 'ok';`, [enabled ? 'yes' : 'no']);

interface Customer {
  account: UserSeed;
  token: string;
  options: CallOptions;
}

async function signIn(account: UserSeed): Promise<Customer> {
  const login = await api('login', { username: account.email, password: account.password });
  const token = (login.body.data as { token: string }).token;
  const cartToken = (await api('cart', {}, { bearer: token })).headers.get('cart-token') ?? '';
  return { account, token, options: { bearer: token, cartToken } };
}

let titles = 0;
/** A £1-a-ticket competition of `tickets` tickets, drawn in ten days; instant wins as `_angling_instant_wins` rows. */
const competition = (tickets = 100, instantWins: unknown[] = []) =>
  php<{ id: number; title: string }>(
    `use AnglingPrizes\\Competitions\\CompetitionMeta;
$title = $args[0];
${NEW_COMPETITION_PHP}
$product->update_meta_data(CompetitionMeta::TOTAL_TICKETS, (int) $args[1]);
$product->update_meta_data(CompetitionMeta::MAX_PER_USER, 20);
$product->update_meta_data(CompetitionMeta::DRAW_DATE, '2030-12-24');
$product->update_meta_data(CompetitionMeta::DRAW_TIME, '20:00');
$product->update_meta_data(CompetitionMeta::INSTANT_WINS, json_decode($args[2], true));
$product->save();
echo wp_json_encode(['id' => $id, 'title' => $title]);`,
    [`Sandbox Carp ${(titles += 1)}`, tickets, JSON.stringify(instantWins)],
  );

interface Pending {
  orderId: number;
  orderKey: string;
  pageUrl: string;
}

/** `quantity` tickets in the customer's basket, checked out with the sandbox gateway: the order waits on the provider's page. */
async function checkoutPending(customer: Customer, competitionId: number, quantity = 2): Promise<Pending> {
  await emptyBasket(customer);
  await api('cartAddItem', { id: competitionId, quantity }, customer.options);
  const answer = await api('checkout', { billing_address: billingOf(customer.account), payment_method: HOSTED_SANDBOX_GATEWAY }, customer.options);
  const body = answer.body as {
    order_id: number;
    order_key: string;
    status: string;
    payment_result: { payment_status: string; redirect_url: string };
    extensions: Record<string, { tickets: unknown[]; instant_wins: unknown[] }>;
  };
  assert.deepEqual(
    [answer.status, body.status, body.payment_result.payment_status, body.extensions[CART_EXTENSION_NAMESPACE]],
    [202, 'pending', 'pending', { tickets: [], instant_wins: [] }],
  );
  const page = new URL(body.payment_result.redirect_url);
  assert.equal(`${page.origin}${page.pathname}`, `${shop.site.siteUrl}/`, 'the provider page is on the backend’s own origin');
  assert.deepEqual(
    [page.searchParams.get('wc-api'), page.searchParams.get('order'), page.searchParams.get('key')],
    ['angling_hosted_sandbox_pay', String(body.order_id), body.order_key],
  );
  return { orderId: body.order_id, orderKey: body.order_key, pageUrl: body.payment_result.redirect_url };
}

/** The provider's page answers a choice (a form post, as the browser sends it), without following the redirect. */
const choose = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form), redirect: 'manual' });

const returnUrl = (pending: Pending) => `${STOREFRONT}/checkout/order-received/${pending.orderId}/?key=${pending.orderKey}`;

interface OrderFacts {
  status: string;
  tickets: Record<string, number[]>;
  notes: string[];
  stock: number | null;
}

/** What the database holds of an order: its status, its ticket numbers by competition, its notes (newest first) and the stock of `productId`. */
const orderFacts = (orderId: number, productId: number) =>
  php<OrderFacts>(
    `$order = wc_get_order((int) $args[0]);
$notes = array_map(static fn ($note) => $note->content, wc_get_order_notes(['order_id' => $order->get_id()]));
echo wp_json_encode(['status' => $order->get_status(), 'tickets' => (object) \\AnglingPrizes\\Data\\Tickets::numbers_of_order($order->get_id()), 'notes' => $notes, 'stock' => wc_get_product((int) $args[1])->get_stock_quantity()]);`,
    [orderId, productId],
  );

/** The competition as the storefront reads it: tickets sold (held ones counted) and its status. */
const listedCompetition = async (id: number) => {
  const body = (await api('competitionDetail', { token: '', id })).body as { data: { total_ticket_sold: number; status: string } };
  return { sold: Number(body.data.total_ticket_sold), status: body.data.status };
};

const basketLines = async (customer: Customer) =>
  ((await api('cart', {}, customer.options)).body as { items: { id: number; key: string; quantity: number }[] }).items;

/** Takes every line out of the customer's basket (after a test that kept it). */
async function emptyBasket(customer: Customer): Promise<void> {
  for (const line of await basketLines(customer)) await api('cartRemoveItem', { key: line.key }, customer.options);
}

const secret = () => shop.site.runPhp(`echo get_option('angling_prizes_sandbox_secret');`);

/** A notification as the provider signs it (store-api's signer: the two backends sign alike). */
async function signed(
  fields: Partial<SandboxNotification> & { order_id: number; amount_minor: number },
): Promise<{ body: SandboxNotification; signature: string }> {
  const body: SandboxNotification = {
    event: 'payment.succeeded',
    reason: '',
    currency: 'GBP',
    timestamp: Math.floor(Date.now() / 1000),
    nonce: `test${Math.random().toString(16).slice(2)}${Date.now()}`,
    ...fields,
  };
  return { body, signature: signNotification(await secret(), body) };
}

/** The notification endpoint at WooCommerce's callback URL (its query form, answered under any permalinks). */
const notifyUrl = () => `${shop.site.siteUrl}/?wc-api=angling_hosted_sandbox`;
const providerUrl = (query: string) => `${shop.site.siteUrl}/?wc-api=angling_hosted_sandbox_pay&${query}`;
async function notify(body: unknown, signature: string): Promise<Answer> {
  const response = await fetch(notifyUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': signature },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Kept as text for the assertion's message.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** What the provider sent the shop for an order (its own records). */
const sentNotifications = async (orderId: number) =>
  (await (await fetch(providerUrl(`order=${orderId}&step=notifications`))).json()) as {
    body: SandboxNotification;
    signature: string;
  }[];

/** The refusals logged for the operator (WooCommerce's log, source angling-hosted-sandbox), as JSON lines. */
const refusalLog = async () =>
  (
    await php<string[]>(`$lines = [];
foreach (glob(trailingslashit(\\Automattic\\WooCommerce\\Internal\\Admin\\Logging\\Settings::get_log_directory()) . 'angling-hosted-sandbox-*.log') ?: [] as $file) {
	foreach (file($file, FILE_IGNORE_NEW_LINES) ?: [] as $line) { $lines[] = $line; }
}
echo wp_json_encode($lines);`)
  )
    .map((line) => /(\{.*\})\s*$/.exec(line)?.[1])
    .filter((json): json is string => json !== undefined)
    .map((json) => JSON.parse(json) as { refused: string; order_id: number | null });

/** An email's HTML as the reader sees its words: tags out, entities read, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&pound;/g, '£')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * WooCommerce's order e-mails wait in its queue (Infrastructure\QueuedOrderEmails), which wp-cron.php runs
 * once a minute: run it now until no e-mail job of the order is pending (the site's own cron may have claimed
 * one a moment before, so ask again until it is done).
 */
async function sendQueuedEmails(orderId: number): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await shop.site.runPhp("ActionScheduler_QueueRunner::instance()->run('WP Cron');");
    const waiting = await php<number>(
      `$order_id = (int) $args[0];
$ids = as_get_scheduled_actions(['hook' => 'angling_prizes_send_queued_email', 'status' => [ActionScheduler_Store::STATUS_PENDING, ActionScheduler_Store::STATUS_RUNNING], 'per_page' => -1], 'ids');
$jobs = array_filter($ids, static fn ($id) => (int) (ActionScheduler::store()->fetch_action($id)->get_args()[1] ?? 0) === $order_id);
echo count($jobs);`,
      [orderId],
    );
    if (waiting === 0) return;
    if (attempt === 50) throw new Error(`order ${orderId}'s e-mails are still queued`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const mailsAbout = (orderId: number) => shop.mails().filter((mail) => mail.subject.includes(`#${orderId}`) || mail.message.includes(`#${orderId}`));

describe('off unless the operator enables it', () => {
  test('not offered, its page and notification endpoint answer 404, and wp-admin labels it TEST MODE', async () => {
    await setSandbox(false);
    const demo = await signIn(DEMO_CUSTOMER);
    const methods = ((await api('cart', {}, demo.options)).body as { payment_methods: string[] }).payment_methods;
    assert.ok(!methods.includes(HOSTED_SANDBOX_GATEWAY), `offered while off: ${methods.join(', ')}`);
    const page = await fetch(providerUrl('order=1&key=x'));
    assert.deepEqual([page.status, ((await page.json()) as { code: string }).code], [404, 'rest_no_route']);
    const endpoint = await notify({}, 't=1,v1=00');
    assert.deepEqual([endpoint.status, (endpoint.body as { code: string }).code], [404, 'rest_no_route']);

    const admin = await signInAsAdmin(shop);
    const settings = await admin.get('admin.php?page=wc-settings&tab=checkout&section=angling_hosted_sandbox');
    assert.equal(settings.status, 200);
    assert.match(settings.html, /TEST MODE: Hosted card payment \(sandbox\)/);
    assert.match(settings.html, /Enable the sandbox hosted-payment gateway \(TEST MODE: takes no money\)/);
  });
});

describe('enabled', () => {
  let demo: Customer;
  let second: Customer;
  before(async () => {
    await setSandbox(true);
    demo = await signIn(DEMO_CUSTOMER);
    second = await signIn(SECOND_CUSTOMER);
  });

  test('checkout: pending with HTTP 202, no ticket numbers, the tickets held, the basket kept, the provider page on the backend', async () => {
    const methods = ((await api('cart', {}, demo.options)).body as { payment_methods: string[] }).payment_methods;
    assert.deepEqual(methods, [PAYMENT_GATEWAYS.site_credit, PAYMENT_GATEWAYS.test_card, HOSTED_SANDBOX_GATEWAY]);
    const prize = await competition();
    const pending = await checkoutPending(demo, prize.id);
    const facts = await orderFacts(pending.orderId, prize.id);
    assert.deepEqual([facts.status, facts.tickets, facts.stock], ['pending', {}, 100]);
    assert.ok(facts.notes.includes('Awaiting payment on the sandbox payment page.'), facts.notes.join(' | '));
    assert.deepEqual(await listedCompetition(prize.id), { sold: 2, status: 'open' }, 'the two held tickets count as sold');
    assert.deepEqual(
      (await basketLines(demo)).map((line) => [line.id, line.quantity]),
      [[prize.id, 2]],
    );
    const detail = (await api('orderDetail', { token: demo.token, id: pending.orderId })).body as {
      data: { status: string; order_key: string; instant_wins: unknown[]; product: { tickets: number[] }[] };
    };
    assert.deepEqual(
      [detail.data.status, detail.data.order_key, detail.data.instant_wins, detail.data.product.map((line) => line.tickets)],
      ['pending', pending.orderKey, [], [[]]],
    );

    const page = await fetch(pending.pageUrl);
    const html = await page.text();
    assert.equal(page.status, 200);
    assert.match(html, /TEST MODE: sandbox payment provider/);
    assert.match(html, /data-testid="sandbox-amount">£2\.00</);
    for (const button of ['Approve', '3-D Secure challenge', 'Decline', 'Abandon (close the payment page)'])
      assert.ok(html.includes(`>${button}</button>`), button);
    assert.equal(
      page.headers.get('content-security-policy'),
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${STOREFRONT}; frame-ancestors 'none'; base-uri 'none'`,
    );
    const wrongKey = await (await fetch(pending.pageUrl.replace(pending.orderKey, 'wc_order_wrong'))).text();
    assert.match(wrongKey, /This payment session has ended/);
    assert.doesNotMatch(wrongKey, /£2\.00/);
  });

  test('approve: back to the storefront, the order paid with its ticket numbers, the stock taken, the basket empty, the receipt mailed', async () => {
    const prize = await competition(100, [{ id: 9901, title: '£5 Site Credit', prize_value: 5, image: '', count: 100 }]);
    const pending = await checkoutPending(demo, prize.id);
    const back = await choose(pending.pageUrl, { choice: 'approve', notify: 'before' });
    assert.deepEqual([back.status, back.headers.get('location')], [303, returnUrl(pending)]);

    const facts = await orderFacts(pending.orderId, prize.id);
    const numbers = facts.tickets[String(prize.id)] ?? [];
    assert.deepEqual([facts.status, numbers.length, facts.stock], ['processing', 2, 98]);
    assert.ok(facts.notes.includes('Payment confirmed by the sandbox provider: order paid, tickets allocated.'), facts.notes.join(' | '));
    assert.deepEqual(await listedCompetition(prize.id), { sold: 2, status: 'open' });
    assert.deepEqual(await basketLines(demo), [], 'the paid basket is emptied by the notification');

    const detail = (await api('orderDetail', { token: demo.token, id: pending.orderId })).body as {
      data: { status: string; order_key: string; instant_wins: { competition_id: number; ticket_number: number; prize: string }[] };
    };
    // Every ticket of this competition wins (100 winning numbers of 100).
    assert.deepEqual(
      [detail.data.status, detail.data.order_key, detail.data.instant_wins],
      ['processing', pending.orderKey, numbers.map((ticket) => ({ competition_id: prize.id, ticket_number: ticket, prize: '£5 Site Credit' }))],
    );

    await sendQueuedEmails(pending.orderId);
    const receipt = mailsAbout(pending.orderId).find((mail) => mail.to.includes(DEMO_CUSTOMER.email));
    assert.ok(receipt, `the customer's processing email: ${JSON.stringify(mailsAbout(pending.orderId).map((mail) => mail.subject))}`);
    const wins = numbers.map((ticket) => `ticket ${ticket} won £5 Site Credit`).join(', ');
    const row = `${prize.title} 2 tickets Instant win: ${wins}. ${numbers.join(', ')} 24 December 2030 at 20:00`;
    assert.ok(textOf(receipt.message).includes(`Your tickets Competition Ticket numbers Draw ${row}`), textOf(receipt.message));
    const admin = mailsAbout(pending.orderId).find((mail) => /new order/i.test(mail.subject));
    assert.ok(admin, `the admin new order email: ${JSON.stringify(mailsAbout(pending.orderId).map((mail) => [mail.to, mail.subject]))}`);
    assert.ok(textOf(admin.message).includes(`Tickets Competition Ticket numbers Draw ${row}`), textOf(admin.message));
  });

  test('a replayed notification is refused (409, logged) and a fresh one for a paid order changes nothing', async () => {
    const prize = await competition();
    const pending = await checkoutPending(demo, prize.id, 1);
    await choose(pending.pageUrl, { choice: 'approve', notify: 'before' });
    const paid = await orderFacts(pending.orderId, prize.id);
    assert.equal(paid.status, 'processing');
    const [sent] = await sentNotifications(pending.orderId);
    assert.ok(sent, 'the provider sent one notification');

    const replay = await notify(sent.body, sent.signature);
    assertRefusal(replay, { status: 409, code: 'sandbox_replayed_notification', message: 'This notification has already been received.' });
    const again = await signed({ order_id: pending.orderId, amount_minor: 100 });
    const fresh = await notify(again.body, again.signature);
    assert.deepEqual([fresh.status, fresh.body], [200, { received: true, changed: false, order_status: 'processing' }]);
    const failedLater = await signed({ order_id: pending.orderId, amount_minor: 100, event: 'payment.failed', reason: 'declined' });
    assert.deepEqual((await notify(failedLater.body, failedLater.signature)).body, { received: true, changed: false, order_status: 'processing' });
    assert.deepEqual(await orderFacts(pending.orderId, prize.id), paid, 'the order, its tickets, notes and stock are as they were');
    assert.ok(
      (await refusalLog()).some((line) => line.refused === 'sandbox_replayed_notification' && line.order_id === pending.orderId),
      'the replay is in the operator’s log',
    );
  });

  test('decline: the order failed with a note, the held tickets free, the basket kept, no receipt', async () => {
    const prize = await competition();
    const pending = await checkoutPending(demo, prize.id, 3);
    assert.equal((await listedCompetition(prize.id)).sold, 3);
    const back = await choose(pending.pageUrl, { choice: 'decline', notify: 'before' });
    assert.deepEqual([back.status, back.headers.get('location')], [303, returnUrl(pending)]);
    const facts = await orderFacts(pending.orderId, prize.id);
    assert.deepEqual([facts.status, facts.tickets, facts.stock], ['failed', {}, 100]);
    assert.ok(
      facts.notes.some((note) => note.includes('Payment declined by the card issuer (sandbox provider).')),
      facts.notes.join(' | '),
    );
    assert.deepEqual(await listedCompetition(prize.id), { sold: 0, status: 'open' });
    assert.deepEqual(
      (await basketLines(demo)).map((line) => [line.id, line.quantity]),
      [[prize.id, 3]],
    );
    await sendQueuedEmails(pending.orderId);
    assert.ok(
      mailsAbout(pending.orderId).every((mail) => !textOf(mail.message).includes('Ticket numbers')),
      'no receipt with tickets',
    );
    // The provider's page of a failed order has ended.
    assert.match(await (await fetch(pending.pageUrl)).text(), /This payment session has ended/);
    await emptyBasket(demo);
  });

  test('3-D Secure: the challenge page; code 1234 pays, another code fails the order', async () => {
    const prize = await competition();
    const passed = await checkoutPending(demo, prize.id, 1);
    const challenge = await choose(passed.pageUrl, { choice: 'challenge', notify: 'before' });
    const html = await challenge.text();
    assert.equal(challenge.status, 200);
    assert.match(html, /Your bank wants to check it&#039;s you/);
    assert.match(html, /In the sandbox the code is <strong>1234<\/strong>/);
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replaceAll('&#038;', '&').replaceAll('&amp;', '&');
    assert.equal(new URL(action).searchParams.get('step'), 'challenge');
    const paid = await choose(action, { notify: 'before', code: '1234', choice: 'verify' });
    assert.deepEqual([paid.status, paid.headers.get('location')], [303, returnUrl(passed)]);
    assert.equal((await orderFacts(passed.orderId, prize.id)).status, 'processing');

    const failed = await checkoutPending(demo, prize.id, 1);
    const wrong = await choose(`${failed.pageUrl}&step=challenge`, { notify: 'before', code: '0000', choice: 'verify' });
    assert.equal(wrong.status, 303);
    const facts = await orderFacts(failed.orderId, prize.id);
    assert.deepEqual([facts.status, facts.tickets], ['failed', {}]);
    assert.ok(
      facts.notes.some((note) => note.includes('Payment failed: the 3-D Secure challenge was not passed (sandbox provider).')),
      facts.notes.join(' | '),
    );
    await emptyBasket(demo);
  });

  test('the notification after the return: pending until the provider sends it, then paid once', async () => {
    const prize = await competition();
    const pending = await checkoutPending(demo, prize.id, 2);
    const back = await choose(pending.pageUrl, { choice: 'approve', notify: 'after' });
    assert.deepEqual([back.status, back.headers.get('location')], [303, returnUrl(pending)]);
    assert.equal((await orderFacts(pending.orderId, prize.id)).status, 'pending');
    assert.deepEqual(await sentNotifications(pending.orderId), []);
    const send = providerUrl(`order=${pending.orderId}&step=send-notification`);
    const sent = await fetch(send, { method: 'POST' });
    assert.deepEqual([sent.status, await sent.json()], [200, { sent: true }]);
    const facts = await orderFacts(pending.orderId, prize.id);
    assert.deepEqual([facts.status, (facts.tickets[String(prize.id)] ?? []).length], ['processing', 2]);
    const nothing = await fetch(send, { method: 'POST' });
    assert.deepEqual([nothing.status, ((await nothing.json()) as { code: string }).code], [404, 'sandbox_nothing_held']);
  });

  test('refused notifications: 4xx, logged for the operator, the order unchanged', async () => {
    const prize = await competition();
    const pending = await checkoutPending(demo, prize.id, 2);
    const before = await orderFacts(pending.orderId, prize.id);
    const good = await signed({ order_id: pending.orderId, amount_minor: 200 });

    assertRefusal(
      await notify(
        good.body,
        good.signature.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
      ),
      {
        status: 401,
        code: 'sandbox_invalid_signature',
        message: 'The notification signature is not valid.',
      },
    );
    const changedAmount = { ...good.body, amount_minor: 1 };
    assertRefusal(await notify(changedAmount, good.signature), {
      status: 401,
      code: 'sandbox_invalid_signature',
      message: 'The notification signature is not valid.',
    });
    const stale = await signed({ order_id: pending.orderId, amount_minor: 200, timestamp: Math.floor(Date.now() / 1000) - 301 });
    assertRefusal(await notify(stale.body, stale.signature), {
      status: 400,
      code: 'sandbox_stale_notification',
      message: 'The notification timestamp is outside the tolerance.',
    });
    const wrongAmount = await signed({ order_id: pending.orderId, amount_minor: 199 });
    assertRefusal(await notify(wrongAmount.body, wrongAmount.signature), {
      status: 400,
      code: 'sandbox_amount_mismatch',
      message: "The amount or currency is not the order's.",
    });
    const wrongCurrency = await signed({ order_id: pending.orderId, amount_minor: 200, currency: 'EUR' });
    assertRefusal(await notify(wrongCurrency.body, wrongCurrency.signature), {
      status: 400,
      code: 'sandbox_amount_mismatch',
      message: "The amount or currency is not the order's.",
    });
    const unknown = await signed({ order_id: 999_999, amount_minor: 200 });
    assertRefusal(await notify(unknown.body, unknown.signature), {
      status: 404,
      code: 'sandbox_unknown_order',
      message: 'No order of this gateway has that id.',
    });
    assertRefusal(await notify({ order_id: pending.orderId }, good.signature), {
      status: 400,
      code: 'sandbox_invalid_notification',
      message: 'The notification is not in the expected shape.',
    });
    assert.deepEqual(await orderFacts(pending.orderId, prize.id), before, 'the order is unchanged');

    // Out of order: a failure sent before the success already applied.
    const earlier = await signed({
      order_id: pending.orderId,
      amount_minor: 200,
      event: 'payment.failed',
      reason: 'declined',
      timestamp: good.body.timestamp - 5,
    });
    assert.deepEqual((await notify(good.body, good.signature)).body, { received: true, changed: true, order_status: 'processing' });
    assertRefusal(await notify(earlier.body, earlier.signature), {
      status: 409,
      code: 'sandbox_out_of_order',
      message: 'A later notification for this order has already been applied.',
    });
    assert.equal((await orderFacts(pending.orderId, prize.id)).status, 'processing');

    const logged = (await refusalLog())
      .filter((line) => line.order_id === pending.orderId || line.order_id === 999_999 || line.order_id === null)
      .map((line) => line.refused);
    assert.deepEqual(logged, [
      'sandbox_invalid_signature',
      'sandbox_invalid_signature',
      'sandbox_stale_notification',
      'sandbox_amount_mismatch',
      'sandbox_amount_mismatch',
      'sandbox_unknown_order',
      'sandbox_invalid_notification',
      'sandbox_out_of_order',
    ]);
  });

  test('the last ticket: one customer abandons on the provider page, WooCommerce cancels the order after the hold, the other buys it', async () => {
    const prize = await competition(1);
    const pending = await checkoutPending(demo, prize.id, 1);
    assert.deepEqual(await listedCompetition(prize.id), { sold: 1, status: 'sold_out' }, 'the held ticket is not on sale');
    await api('cartAddItem', { id: prize.id, quantity: 1 }, second.options).catch(() => undefined);
    const refused = await call(
      host,
      'checkout',
      {
        billing_address: billingOf(SECOND_CUSTOMER),
        payment_method: PAYMENT_GATEWAYS.test_card,
        payment_data: [{ key: 'card_number', value: '4242424242424242' }],
      },
      second.options,
    );
    assert.notEqual(refused.status, 200, 'the held ticket cannot be bought');

    const abandoned = await choose(pending.pageUrl, { choice: 'abandon', notify: 'before' });
    assert.deepEqual([abandoned.status, abandoned.headers.get('location')], [303, `${STOREFRONT}/cart`]);
    assert.equal((await orderFacts(pending.orderId, prize.id)).status, 'pending', 'the provider says nothing');

    // WooCommerce's sweep as its schedule runs it, within the hold: the order stays.
    await shop.site.runPhp(`do_action('woocommerce_cancel_unpaid_orders'); echo 'ok';`);
    assert.equal((await orderFacts(pending.orderId, prize.id)).status, 'pending');
    // As if the hold (60 minutes) had passed: the order was last touched 61 minutes ago.
    await sweepUnpaidOrderAfterHold(shop.site, pending.orderId);
    const cancelled = await orderFacts(pending.orderId, prize.id);
    assert.deepEqual([cancelled.status, cancelled.tickets, cancelled.stock], ['cancelled', {}, 1]);
    assert.ok(
      cancelled.notes.some((note) => note.includes('Unpaid order cancelled - time limit reached.')),
      cancelled.notes.join(' | '),
    );
    assert.deepEqual(await listedCompetition(prize.id), { sold: 0, status: 'open' });

    await emptyBasket(second);
    await api('cartAddItem', { id: prize.id, quantity: 1 }, second.options);
    const bought = await call(
      host,
      'checkout',
      {
        billing_address: billingOf(SECOND_CUSTOMER),
        payment_method: PAYMENT_GATEWAYS.test_card,
        payment_data: [{ key: 'card_number', value: '4242424242424242' }],
      },
      second.options,
    );
    const order = bought.body as { status: string; extensions: Record<string, { tickets: { competition_id: number; ticket_numbers: number[] }[] }> };
    assert.deepEqual(
      [bought.status, order.status, order.extensions[CART_EXTENSION_NAMESPACE]!.tickets],
      [200, 'processing', [{ competition_id: prize.id, ticket_numbers: [1] }]],
    );
    // The abandoned page's late word changes nothing.
    assert.match(await (await fetch(pending.pageUrl)).text(), /This payment session has ended/);
    const late = await signed({ order_id: pending.orderId, amount_minor: 100 });
    assert.deepEqual((await notify(late.body, late.signature)).body, { received: true, changed: false, order_status: 'cancelled' });
    await emptyBasket(demo);
  });

  test('a payment that completes after the competition closed is refunded with a note, no tickets, no stock taken', async () => {
    const prize = await competition();
    const pending = await checkoutPending(demo, prize.id, 2);
    await shop.site.runPhp(
      `$product = wc_get_product((int) $args[0]); $product->update_meta_data(\\AnglingPrizes\\Competitions\\CompetitionMeta::STATUS, 'closed'); $product->save(); echo 'ok';`,
      [String(prize.id)],
    );
    await choose(pending.pageUrl, { choice: 'approve', notify: 'before' });
    const facts = await orderFacts(pending.orderId, prize.id);
    assert.deepEqual([facts.status, facts.tickets, facts.stock], ['refunded', {}, 100]);
    assert.ok(
      facts.notes.includes(`Payment of 2.00 GBP received after "${prize.title}" closed: refunded in full, no tickets allocated.`),
      facts.notes.join(' | '),
    );
    await sendQueuedEmails(pending.orderId);
    assert.ok(
      mailsAbout(pending.orderId).every((mail) => !textOf(mail.message).includes('Ticket numbers')),
      'no receipt with tickets',
    );
    await emptyBasket(demo);
  });
});
