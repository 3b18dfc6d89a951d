/**
 * Free postal entries on a real WordPress + WooCommerce with the companion plugin and store-api's demo shop,
 * as store-api's postalEntries.test.ts and postalDraw.test.ts check them there: the operator route
 * POST /api/v1/postal_entry (behind the operator token, never the storefront's service bearer) records each
 * card; an accepted one is a £0 WooCommerce order "Free postal entry" with one ticket from the plugin's own
 * allocation, counted with paid tickets towards the per-customer maximum, able to win instant wins; every
 * refusal is kept with its reason; an entrant without an account is mailed a receipt; and in a rule v2 draw
 * the entry is listed `postal-<order>`, marked `postal: true`, and the proof verifies in the browser's checker.
 *
 *   node --import tsx --test wordpress-plugin/tests/postalEntries.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  CART_EXTENSION_NAMESPACE,
  PAYMENT_GATEWAYS,
  beaconRoundTime,
  entryListHash,
  verifyDrawProof,
  type EndpointInput,
  type EndpointOutput,
} from '@shop/shared-contracts';
import { recordedRound } from '@shop/shared-contracts/src/testing/quicknetRounds';
import { startFakeRelay, type FakeRelay } from '../../store-api/src/testing/fakeDrandRelay';
import {
  assertRefusal,
  call,
  conforming,
  humanDate,
  priceHtml,
  SERVICE_TOKEN,
  requestsByNode,
  startTestSite,
  type Answer,
  type TestSite,
  phpJson,
  NEW_COMPETITION_PHP,
  signInAsAdmin,
  formFields,
} from './testSite';

/** The operator's token this file sets (only its SHA-256 is kept by the site). */
const OPERATOR_TOKEN = 'postal-test-operator-token-0123456789';
const ROUND = recordedRound(30662982);
/** Exactly 60 s before round R's time: R is the first round at least 60 s after the close. */
const CLOSED_AT = beaconRoundTime(ROUND.round) - 60;

let shop: TestSite;
let relay: FakeRelay;
let host = '';
let emails = 0;

const php = <T>(code: string, args: (string | number)[] = []) => phpJson<T>(shop, code, args);

before(async () => {
  shop = await startTestSite('postal-entries');
  host = shop.site.apiHost;
  relay = await startFakeRelay((round) => (round === ROUND.round ? { status: 200, body: ROUND } : null));
  await shop.site.runPhp('\\AnglingPrizes\\Infrastructure\\Settings::set_operator_token($args[0]); echo "ok";', [OPERATOR_TOKEN]);
});

after(async () => {
  await relay?.close();
  await shop?.stop();
});

/** The entry as the operator's route answers it (the same schema checks both backends). */
type EntryAnswer = EndpointOutput<'postalEntry'>['entry'];

interface PostalAnswer {
  status: number;
  body: {
    success?: boolean;
    error?: string;
    entry: EntryAnswer;
    code?: string;
    message?: string;
    data?: { status: number; params?: Record<string, string>; entry?: EntryAnswer };
  };
}

const CARD = { first_name: 'Ann', last_name: 'Smith', address_1: '1 Lake Road', city: 'Leeds', postcode: 'LS1 4AP', received: '2026-07-20' };

/** A card to a competition from an entrant without an account (a fresh email each time unless given). */
const card = (competitionId: number, changes: Record<string, unknown> = {}) => ({
  ...CARD,
  competition_id: competitionId,
  email: `postal${(emails += 1)}@example.com`,
  ...changes,
});

/** Records a card through the operator route; a 2xx answer must match the contract's response schema. */
async function postal(body: Record<string, unknown>, bearer: string | null = OPERATOR_TOKEN): Promise<PostalAnswer> {
  const answer = await call(host, 'postalEntry', body as EndpointInput<'postalEntry'>, { bearer });
  if (answer.status === 200) await conforming('postalEntry', answer);
  return answer as PostalAnswer;
}

interface HeldRow {
  id: number;
  email: string;
  description: string;
  amount_minor: number;
  competition_id: number;
  order_id: number;
  held_at: number;
  claimed_by: number | null;
  claimed_at: number | null;
}

interface Kept {
  outcome: string;
  reason_code: string | null;
  reason: string;
  user_id: number | null;
  order_id: number | null;
  answer: number | null;
  address_2: string;
}

const kept = (id: number) => php<Kept>('echo wp_json_encode(\\AnglingPrizes\\Data\\PostalEntries::by_id((int) $args[0]));', [id]);
const keptCount = (competitionId: number) => php<number>('echo count(\\AnglingPrizes\\Data\\PostalEntries::latest(1000, (int) $args[0]));', [competitionId]);

/** A competition made as the operator makes one (a product with the Competition tab), open until `draw_date`. */
async function addCompetition(
  changes: { total?: number; max?: number; title?: string; draw_date?: string; draw_time?: string; meta?: Record<string, unknown> } = {},
) {
  return php<number>(
    `use AnglingPrizes\\Competitions\\CompetitionMeta;
$changes = json_decode($args[0], true);
$title = $changes['title'];
${NEW_COMPETITION_PHP}
$product->update_meta_data(CompetitionMeta::TOTAL_TICKETS, $changes['total']);
$product->update_meta_data(CompetitionMeta::MAX_PER_USER, $changes['max']);
$product->update_meta_data(CompetitionMeta::DRAW_DATE, $changes['draw_date']);
$product->update_meta_data(CompetitionMeta::DRAW_TIME, $changes['draw_time']);
foreach ($changes['meta'] as $key => $value) {
	$product->update_meta_data($key, $value);
}
$product->save();
echo json_encode($id);`,
    [
      JSON.stringify({
        title: changes.title ?? `Postal Test ${(emails += 1)}`,
        total: changes.total ?? 50,
        max: changes.max ?? 5,
        draw_date: changes.draw_date ?? new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        draw_time: changes.draw_time ?? '20:00',
        meta: changes.meta ?? {},
      }),
    ],
  );
}

const setMeta = (productId: number, key: string, value: string) =>
  shop.site.runPhp('$p = wc_get_product((int) $args[0]); $p->update_meta_data($args[1], $args[2]); $p->save(); echo "ok";', [String(productId), key, value]);

interface Customer {
  id: number;
  email: string;
  token: string;
}

/** A new customer account (first name, last name and town) with a shop token. */
async function addCustomer(first: string, last: string): Promise<Customer> {
  const email = `${first.toLowerCase()}.${last.toLowerCase()}${(emails += 1)}@example.com`;
  return php<Customer>(
    `$id = wc_create_new_customer($args[0], '', wp_generate_password(20), ['first_name' => $args[1], 'last_name' => $args[2]]);
if (is_wp_error($id)) { throw new RuntimeException($id->get_error_message()); }
update_user_meta($id, 'billing_city', 'Bristol');
echo wp_json_encode(['id' => $id, 'email' => $args[0], 'token' => \\AnglingPrizes\\Auth\\ShopTokens::issue($id)]);`,
    [email, first, last],
  );
}

async function storeApi<K extends 'cart' | 'cartAddItem' | 'checkout'>(
  name: K,
  payload: EndpointInput<K>,
  bearer: string,
  cartToken?: string,
): Promise<Answer> {
  return call(host, name, payload, { bearer, cartToken });
}

/** Buys `quantity` tickets through the Store API with the test card: the order and its tickets. */
async function buy(customer: Customer, competitionId: number, quantity: number): Promise<{ orderId: number; tickets: number[] }> {
  const cart = await storeApi('cart', {}, customer.token);
  const cartToken = cart.headers.get('cart-token') ?? '';
  const added = await storeApi('cartAddItem', { id: competitionId, quantity }, customer.token, cartToken);
  assert.equal(added.status, 201, JSON.stringify(added.body).slice(0, 400));
  const billing = {
    first_name: 'Bea',
    last_name: 'Buyer',
    address_1: '2 Mill Lane',
    address_2: '',
    city: 'Bristol',
    state: '',
    postcode: 'BS1 4DJ',
    country: 'GB',
    email: customer.email,
    phone: '07700 900456',
  };
  const paid = await storeApi(
    'checkout',
    { billing_address: billing, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: [{ key: 'card_number', value: '4242424242424242' }] },
    customer.token,
    cartToken,
  );
  assert.equal(paid.status, 200, JSON.stringify(paid.body).slice(0, 400));
  const body = paid.body as { order_id: number; extensions: Record<string, { tickets: { ticket_numbers: number[] }[] }> };
  return { orderId: body.order_id, tickets: body.extensions[CART_EXTENSION_NAMESPACE]!.tickets[0]!.ticket_numbers };
}

const soldOf = async (id: number) =>
  ((await conforming('competitionDetail', await call(host, 'competitionDetail', { token: '', id }))).data as { total_ticket_sold: number }).total_ticket_sold;

/** The UK's date `days` from today, YYYY-MM-DD. */
const ukDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000));

describe('a free postal entry recorded by the operator', () => {
  test("gets one ticket, as a £0 order 'Free postal entry' under the customer's orders, when its email is a customer's", async () => {
    const id = await addCompetition({ total: 50, max: 5 });
    const customer = await addCustomer('Cara', 'Pike');
    const mailsBefore = shop.mails().length;
    // The card's email, as written, in other case and with spaces: the same customer.
    const { status, body } = await postal(card(id, { email: `  ${customer.email.toUpperCase()} `, postcode: ' ls1   4ap ', answer: 2 }));
    assert.equal(status, 200, JSON.stringify(body));
    assert.equal(body.success, true);
    const { entry } = body;
    assert.deepEqual(
      [
        entry.status,
        entry.reason_code,
        entry.reason,
        entry.has_account,
        entry.competition_id,
        entry.order_number,
        entry.postcode,
        entry.email,
        entry.instant_wins,
      ],
      ['accepted', null, '', true, id, String(entry.order_id), 'LS1 4AP', customer.email.toUpperCase(), []],
    );
    assert.equal(entry.tickets.length, 1);
    const ticket = entry.tickets[0]!;
    assert.ok(ticket >= 1 && ticket <= 50, `ticket ${ticket} is one of the 50`);

    const orders = await conforming('orders', await call(host, 'orders', { token: customer.token, page: 1, limit: 10 }));
    assert.deepEqual(orders.data, [
      {
        order_id_: entry.order_id,
        order_status: 'processing',
        order_date: humanDate(new Date().toISOString()),
        order_total: priceHtml(0),
        item_count: 1,
        payment_method_title: 'Free postal entry',
      },
    ]);
    const detail = (await conforming('orderDetail', await call(host, 'orderDetail', { token: customer.token, id: entry.order_id! }))).data;
    assert.deepEqual([detail.id, detail.total, detail.payment_method_title, detail.status], [entry.order_id, '0.00', 'Free postal entry', 'processing']);
    assert.deepEqual(
      detail.product.map((line) => [line.competition_id, line.quantity, line.price, line.tickets]),
      [[id, 1, '0.00', [ticket]]],
    );
    assert.deepEqual(
      [detail.billing.first_name, detail.billing.last_name, detail.billing.address_1, detail.billing.city, detail.billing.postcode],
      ['Ann', 'Smith', '1 Lake Road', 'Leeds', 'LS1 4AP'],
    );
    const purchased = await conforming('purchasedCompetitions', await call(host, 'purchasedCompetitions', { token: customer.token }));
    assert.deepEqual(
      purchased.upcoming.map((group) => [group.competition_id, group.tickets]),
      [[id, [ticket]]],
    );
    assert.equal(await soldOf(id), 1);
    // Kept, and nothing mailed: the customer sees the entry in their account.
    const stored = await kept(entry.id);
    assert.deepEqual([stored.outcome, stored.user_id, stored.order_id, stored.reason, stored.answer], ['accepted', customer.id, entry.order_id, '', 2]);
    assert.deepEqual(shop.mails().slice(mailsBefore), []);
  });

  test('counts towards the per-customer maximum together with paid tickets; a refusal over it is kept, and the basket sees the postal ticket', async () => {
    const id = await addCompetition({ total: 50, max: 3 });
    const customer = await addCustomer('Dan', 'Roach');
    await buy(customer, id, 2);
    assert.equal((await postal(card(id, { email: customer.email }))).body.entry.status, 'accepted');
    const over = await postal(card(id, { email: customer.email }));
    const sentence = 'The entrant already has the maximum of 3 entries for this competition, so the postal entry could not be accepted.';
    assert.deepEqual(
      [
        over.status,
        over.body.success,
        over.body.error,
        over.body.entry.status,
        over.body.entry.reason_code,
        over.body.entry.reason,
        over.body.entry.order_id,
        over.body.entry.tickets,
      ],
      [200, false, sentence, 'refused', 'over_maximum', sentence, null, []],
    );
    const refusal = await kept(over.body.entry.id);
    assert.deepEqual([refusal.outcome, refusal.reason_code, refusal.reason, refusal.order_id], ['refused', 'over_maximum', sentence, null]);
    const cart = await storeApi('cart', {}, customer.token);
    const added = await storeApi('cartAddItem', { id, quantity: 1 }, customer.token, cart.headers.get('cart-token') ?? '');
    assert.deepEqual([added.status, (added.body as { code: string }).code], [400, 'competition_max_tickets']);
  });

  test('counts an entrant without an account by the email on their cards, trimmed and in lower case, and keeps it for the account they open later', async () => {
    const id = await addCompetition({ total: 50, max: 2 });
    assert.equal((await postal(card(id, { email: 'Nina.Pike@Example.com' }))).body.entry.status, 'accepted');
    assert.equal((await postal(card(id, { email: ' nina.pike@example.COM ' }))).body.entry.status, 'accepted');
    const third = await postal(card(id, { email: 'nina.pike@example.com' }));
    assert.deepEqual(
      [third.body.entry.status, third.body.entry.reason_code, third.body.entry.reason],
      ['refused', 'over_maximum', 'The entrant already has the maximum of 2 entries for this competition, so the postal entry could not be accepted.'],
    );
    assert.equal((await postal(card(id))).body.entry.status, 'accepted', 'another email is another entrant');
    // Nina opens an account with that email: her two postal entries count against what she may buy.
    const nina = await php<Customer>(
      `$id = wc_create_new_customer('nina.pike@example.com', '', wp_generate_password(20), ['first_name' => 'Nina', 'last_name' => 'Pike']);
echo wp_json_encode(['id' => $id, 'email' => 'nina.pike@example.com', 'token' => \\AnglingPrizes\\Auth\\ShopTokens::issue($id)]);`,
    );
    const cart = await storeApi('cart', {}, nina.token);
    const added = await storeApi('cartAddItem', { id, quantity: 1 }, nina.token, cart.headers.get('cart-token') ?? '');
    assert.deepEqual([added.status, (added.body as { code: string }).code], [400, 'competition_max_tickets']);
  });

  test('mails an entrant without an account a receipt with the competition, the ticket number and the draw date', async () => {
    const id = await addCompetition({ title: 'Korda Kaizen Rod Pair', draw_date: '2027-12-24', draw_time: '20:00' });
    const { body } = await postal(card(id, { email: 'sam.rudd@example.com', first_name: 'Sam', last_name: 'Rudd' }));
    assert.deepEqual([body.entry.status, body.entry.has_account], ['accepted', false]);
    const ticket = body.entry.tickets[0]!;
    const mails = shop.mails().filter((mail) => mail.to.includes('sam.rudd@example.com'));
    assert.deepEqual(
      mails.map(({ to, subject, message }) => ({ to, subject, message })),
      [
        {
          to: ['sam.rudd@example.com'],
          subject: 'Your free postal entry to "Korda Kaizen Rod Pair"',
          message: `Dear Sam, your free postal entry to "Korda Kaizen Rod Pair" has been accepted with ticket number ${ticket}, in the draw on 24 December 2027 at 20:00.`,
        },
      ],
    );
    const entry = await kept(body.entry.id);
    assert.deepEqual([entry.outcome, entry.user_id, entry.order_id], ['accepted', null, body.entry.order_id]);
  });

  test('can win an instant win as a paid ticket can: the same award and winner row, site credit to an account', async () => {
    // Three tickets, three winning numbers: whichever is allocated wins.
    const id = await addCompetition({
      total: 3,
      meta: { _angling_instant_wins: [{ id: 9100, title: '£25 Site Credit', prize_value: 25, image: '', count: 3 }] },
    });
    const { body } = await postal(card(id, { email: 'ola.tench@example.com', first_name: 'Ola', last_name: 'Tench' }));
    const ticket = body.entry.tickets[0]!;
    assert.deepEqual(body.entry.instant_wins, [{ ticket_number: ticket, prize: '£25 Site Credit' }]);
    const winner = await php<{ user_id: string | null; name: string; location: string }>(
      `global $wpdb; echo wp_json_encode($wpdb->get_row($wpdb->prepare("SELECT user_id, name, location FROM %i WHERE product_id = %d AND prize_type = 'instant'", $wpdb->prefix . 'angling_winners', (int) $args[0]), ARRAY_A));`,
      [id],
    );
    assert.deepEqual(winner, { user_id: '0', name: 'Ola T.', location: 'Leeds' });
    const receipt = shop.mails().filter((mail) => mail.to.includes('ola.tench@example.com'))[0]?.message ?? '';
    // Without an account the credit is held for the card's email (the held-credit test below): the receipt says how to have it.
    assert.match(
      receipt,
      new RegExp(
        `with ticket number ${ticket}, in the draw on .* It has won an instant prize \\(£25 Site Credit\\): open an account at the shop with this email address and the credit will be in it\\.$`,
      ),
    );

    const customer = await addCustomer('Pat', 'Carp');
    const second = await postal(card(id, { email: customer.email }));
    assert.deepEqual(second.body.entry.instant_wins, [{ ticket_number: second.body.entry.tickets[0], prize: '£25 Site Credit' }]);
    const credit = await conforming('siteCredit', await call(host, 'siteCredit', { token: customer.token }));
    assert.equal(credit.balance, 25);
  });

  test("site credit won by an entrant without an account is held for the card's email, said so on the receipt, and moves once into the account opened with that email", async () => {
    const id = await addCompetition({
      total: 3,
      title: 'Held Credit Float Tube',
      draw_date: '2027-12-24',
      draw_time: '20:00',
      meta: { _angling_instant_wins: [{ id: 9200, title: '£5 Site Credit', prize_value: 5, image: '', count: 3 }] },
    });
    const creditRows = () =>
      php<number>('global $wpdb; echo (int) $wpdb->get_var($wpdb->prepare("SELECT COUNT(*) FROM %i", $wpdb->prefix . "angling_credit_ledger"));');
    const heldFor = (email: string) => php<HeldRow[]>('echo wp_json_encode(\\AnglingPrizes\\Data\\HeldCredits::for_email($args[0]));', [email]);
    const creditBefore = await creditRows();
    const { body } = await postal(card(id, { email: 'hal.bream@example.com', first_name: 'Hal', last_name: 'Bream' }));
    assert.deepEqual([body.entry.status, body.entry.has_account], ['accepted', false]);
    const ticket = body.entry.tickets[0]!;
    assert.deepEqual(body.entry.instant_wins, [{ ticket_number: ticket, prize: '£5 Site Credit' }]);
    assert.deepEqual(
      shop
        .mails()
        .filter((mail) => mail.to.includes('hal.bream@example.com'))
        .map((mail) => mail.message),
      [
        `Dear Hal, your free postal entry to "Held Credit Float Tube" has been accepted with ticket number ${ticket}, in the draw on 24 December 2027 at 20:00. It has won an instant prize (£5 Site Credit): open an account at the shop with this email address and the credit will be in it.`,
      ],
    );
    // Held, and credited nowhere yet.
    const [held, ...more] = await heldFor('hal.bream@example.com');
    assert.deepEqual(more, []);
    const { id: heldId, held_at: heldAt, ...heldRest } = held!;
    assert.ok(heldId > 0 && heldAt > 0);
    const stillHeld = {
      email: 'hal.bream@example.com',
      description: 'Instant win: £5 Site Credit',
      amount_minor: 500,
      competition_id: id,
      order_id: body.entry.order_id,
    };
    assert.deepEqual(heldRest, { ...stillHeld, claimed_by: null, claimed_at: null });
    assert.equal(await creditRows(), creditBefore);

    // Hal opens an account with the card's email written in capitals: the credit is in it at once.
    const registration = { first_name: 'Hal', last_name: 'Bream', password: 'StillWater!2026', date_of_birth: '1988-06-15' };
    const registered = await conforming('register', await call(host, 'register', { ...registration, email: 'HAL.BREAM@EXAMPLE.COM' }));
    const hal = registered.data as { id: number; token: string; site_credit: number };
    assert.equal(hal.site_credit, 5);
    const [claimed] = await heldFor('HAL.BREAM@example.com');
    assert.deepEqual({ ...claimed, claimed_at: undefined }, { ...held, claimed_by: hal.id, claimed_at: undefined });
    const history = {
      success: true,
      balance: 5,
      data: [{ description: 'Instant win: £5 Site Credit', amount: 5, date_display_human: humanDate(new Date(claimed!.claimed_at! * 1000).toISOString()) }],
    };
    assert.deepEqual(await conforming('siteCredit', await call(host, 'siteCredit', { token: hal.token })), history);
    assert.equal(await creditRows(), creditBefore + 1);

    // A second registration with the address is refused and moves nothing; signing in again moves nothing.
    assertRefusal(await call(host, 'register', { ...registration, email: 'hal.bream@example.com' }), {
      status: 400,
      code: 'existing_user_email',
      message: 'An account is already registered with your email address. Please log in.',
    });
    const again = (await conforming('login', await call(host, 'login', { username: 'HAL.BREAM@EXAMPLE.COM', password: registration.password }))).data as {
      token: string;
      site_credit: number;
    };
    assert.equal(again.site_credit, 5);
    assert.deepEqual(await conforming('siteCredit', await call(host, 'siteCredit', { token: again.token })), history);
    // Claiming again, as a retried registration would, finds nothing still held.
    assert.equal(
      await php<number>('echo wp_json_encode(\\AnglingPrizes\\Data\\HeldCredits::claim((int) $args[0], $args[1], time()));', [hal.id, 'hal.bream@example.com']),
      0,
    );
    assert.deepEqual(await conforming('siteCredit', await call(host, 'siteCredit', { token: hal.token })), history);
    assert.equal(await creditRows(), creditBefore + 1);

    // Another email's account gets nothing of it, whether opened by the shop's registration or elsewhere in WordPress.
    const ivy = (await conforming('register', await call(host, 'register', { ...registration, first_name: 'Ivy', email: 'ivy.bream@example.com' }))).data as {
      token: string;
      site_credit: number;
    };
    assert.equal(ivy.site_credit, 0);
    assert.deepEqual(await conforming('siteCredit', await call(host, 'siteCredit', { token: ivy.token })), { success: true, balance: 0, data: [] });
    await addCustomer('Una', 'Bream');
    assert.equal(await creditRows(), creditBefore + 1);
  });

  test('site credit held for a postal entrant moves into an account WordPress makes elsewhere (user_register); any other prize is still arranged by the operator', async () => {
    const id = await addCompetition({
      total: 3,
      meta: { _angling_instant_wins: [{ id: 9300, title: '£5 Site Credit', prize_value: 5, image: '', count: 3 }] },
    });
    assert.equal((await postal(card(id, { email: 'Wes.Perch@example.com', first_name: 'Wes' }))).body.entry.has_account, false);
    const wes = await php<Customer>(
      `$id = wc_create_new_customer('wes.perch@example.com', '', wp_generate_password(20), ['first_name' => 'Wes', 'last_name' => 'Perch']);
echo wp_json_encode(['id' => $id, 'email' => 'wes.perch@example.com', 'token' => \\AnglingPrizes\\Auth\\ShopTokens::issue($id)]);`,
    );
    const credit = await conforming('siteCredit', await call(host, 'siteCredit', { token: wes.token }));
    assert.deepEqual([credit.balance, credit.data.map((entry) => [entry.description, entry.amount])], [5, [['Instant win: £5 Site Credit', 5]]]);

    const rodId = await addCompetition({
      total: 3,
      title: 'Held Credit Rod',
      draw_date: '2027-12-24',
      draw_time: '20:00',
      meta: { _angling_instant_wins: [{ id: 9400, title: 'Korda Kaizen Rod', prize_value: 300, image: '', count: 3 }] },
    });
    const { body } = await postal(card(rodId, { email: 'rod.winner@example.com', first_name: 'Rob' }));
    assert.deepEqual(
      shop
        .mails()
        .filter((mail) => mail.to.includes('rod.winner@example.com'))
        .map((mail) => mail.message),
      [
        `Dear Rob, your free postal entry to "Held Credit Rod" has been accepted with ticket number ${body.entry.tickets[0]}, in the draw on 24 December 2027 at 20:00. It has won an instant prize (Korda Kaizen Rod): we will contact you to arrange it.`,
      ],
    );
    assert.deepEqual(await php<unknown[]>('echo wp_json_encode(\\AnglingPrizes\\Data\\HeldCredits::for_email($args[0]));', ['rod.winner@example.com']), []);
  });

  describe('refuses, with its reason kept', () => {
    test('a closed competition, one whose entries closed, one drawn, one with tickets disabled', async () => {
      const sentence = 'This competition is closed to entries, so the postal entry could not be accepted.';
      const closedByDate = await addCompetition({ draw_date: ukDate(-1), draw_time: '20:00' });
      const drawn = await addCompetition({ meta: { _angling_status: 'drawn' } });
      const closed = await addCompetition();
      await setMeta(closed, '_angling_status', 'closed');
      const disabled = await addCompetition({ meta: { _angling_disable_tickets: 'yes' } });
      for (const id of [closedByDate, drawn, closed, disabled]) {
        const { status, body } = await postal(card(id));
        assert.deepEqual([id, status, body.success, body.error, body.entry.reason_code, body.entry.tickets], [id, 200, false, sentence, 'closed', []]);
        const entry = await kept(body.entry.id);
        assert.deepEqual([entry.outcome, entry.reason_code, entry.reason], ['refused', 'closed', sentence]);
      }
    });

    test('a sold-out competition', async () => {
      const id = await addCompetition({ total: 1 });
      assert.equal((await postal(card(id))).body.entry.status, 'accepted');
      const { body } = await postal(card(id));
      const sentence = 'This competition has sold out, so the postal entry could not be accepted.';
      assert.deepEqual([body.success, body.error, body.entry.reason_code], [false, sentence, 'sold_out']);
      assert.deepEqual((await kept(body.entry.id)).reason_code, 'sold_out');
    });

    test('a wrong or missing answer to the qualifying question when the site asks it, and accepts the right one', async () => {
      const id = await addCompetition({
        meta: { _angling_question: 'How many rods?', _angling_question_options: ['1', '2', '3'], _angling_correct_answer: 2 },
      });
      await shop.site.runPhp(
        `$settings = get_option(\\AnglingPrizes\\Infrastructure\\Settings::SITE_SETTINGS); $settings['show_question'] = 1; update_option(\\AnglingPrizes\\Infrastructure\\Settings::SITE_SETTINGS, $settings); echo "ok";`,
      );
      try {
        const sentence = 'The answer to the qualifying question is missing or not correct, so the postal entry could not be accepted.';
        for (const answer of [{ answer: 1 }, {}]) {
          const { body } = await postal(card(id, answer));
          assert.deepEqual([body.success, body.error, body.entry.reason_code], [false, sentence, 'wrong_answer']);
          const entry = await kept(body.entry.id);
          assert.deepEqual([entry.reason_code, entry.reason, entry.answer], ['wrong_answer', sentence, answer.answer ?? null]);
        }
        assert.equal((await postal(card(id, { answer: 2 }))).body.entry.status, 'accepted');
      } finally {
        await shop.site.runPhp(
          `$settings = get_option(\\AnglingPrizes\\Infrastructure\\Settings::SITE_SETTINGS); $settings['show_question'] = 0; update_option(\\AnglingPrizes\\Infrastructure\\Settings::SITE_SETTINGS, $settings); echo "ok";`,
        );
      }
    });

    test('the card of a customer whose account is locked under their responsible gaming settings, as a paid entry is', async () => {
      const id = await addCompetition();
      const customer = await addCustomer('Lee', 'Bream');
      await conforming(
        'responsibleGaming',
        await call(host, 'responsibleGaming', { token: customer.token, limit_duration: '', limit_value: 0, lockout_period: '24h' }, { bearer: customer.token }),
      );
      const { body } = await postal(card(id, { email: customer.email }));
      const sentence = "The entrant's account is locked under its responsible gaming settings, so the postal entry could not be accepted.";
      assert.deepEqual([body.success, body.error, body.entry.reason_code, body.entry.has_account], [false, sentence, 'account_locked', true]);
      assert.equal((await kept(body.entry.id)).reason_code, 'account_locked');
    });

    const malformed: [string, Record<string, unknown>, string, string][] = [
      ['no first name', { first_name: '' }, 'first_name', 'The postal entry gives no first name.'],
      ['no last name', { last_name: undefined }, 'last_name', 'The postal entry gives no last name.'],
      ['no address', { address_1: '   ' }, 'address_1', 'The postal entry gives no address.'],
      ['no town', { city: '' }, 'city', 'The postal entry gives no town or city.'],
      ['no postcode', { postcode: '' }, 'postcode', 'The postal entry gives no postcode.'],
      ['no valid email', { email: 'ann at example' }, 'email', 'The postal entry gives no valid email address.'],
      ['a received date that is no date', { received: '19/11/2026' }, 'received', 'The date the postal entry was received must be a date written YYYY-MM-DD.'],
      ['no received date', { received: undefined }, 'received', 'The date the postal entry was received must be a date written YYYY-MM-DD.'],
      ['a received date in the future', { received: ukDate(1) }, 'received', `The postal entry's received date, ${ukDate(1)}, is in the future.`],
      ['an unknown competition', { competition_id: 987654 }, 'competition_id', 'There is no competition 987654 to enter.'],
    ];
    test('a malformed card: 400 rest_invalid_param naming the field, with the entry, and kept', async () => {
      const id = await addCompetition();
      for (const [what, changes, field, sentence] of malformed) {
        const { status, body } = await postal(card(id, changes));
        assert.deepEqual(
          [what, status, body.code, body.message, body.data?.status, body.data?.params],
          [what, 400, 'rest_invalid_param', `Invalid parameter(s): ${field}`, 400, { [field]: sentence }],
        );
        const entry = body.data!.entry!;
        assert.deepEqual([what, entry.status, entry.reason_code, entry.reason, entry.order_id], [what, 'refused', 'malformed', sentence, null]);
        const stored = await kept(entry.id);
        assert.deepEqual([what, stored.outcome, stored.reason_code, stored.reason, stored.order_id], [what, 'refused', 'malformed', sentence, null]);
      }
      assert.equal(await soldOf(id), 0);
    });

    test('accepts a card received today (UK time) and a card with the extra address line', async () => {
      const { body } = await postal(card(await addCompetition(), { received: ukDate(0), address_2: 'Headingley' }));
      assert.equal(body.entry.status, 'accepted');
      assert.equal((await kept(body.entry.id)).address_2, 'Headingley');
    });
  });

  test('is for the operator only: the public service bearer and a customer token are refused 403, a forged or missing bearer 401, wrong types 400; none is recorded', async () => {
    const id = await addCompetition();
    const customer = await addCustomer('Val', 'Dace');
    const forbidden = { status: 403, code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' };
    assertRefusal(await call(host, 'postalEntry', card(id), { bearer: customer.token }), forbidden);
    // The service bearer is in every storefront's config.json: it records nothing.
    assertRefusal(await call(host, 'postalEntry', card(id), { bearer: SERVICE_TOKEN }), forbidden);
    assertRefusal(await call(host, 'postalEntry', card(id), { bearer: 'forged' }), { ...forbidden, status: 401 });
    assertRefusal(await call(host, 'postalEntry', card(id), { bearer: null }), { ...forbidden, status: 401 });
    const wrongTypes = await postal(card(id, { answer: 'two' }));
    assert.deepEqual([wrongTypes.status, wrongTypes.body.code, Object.keys(wrongTypes.body.data?.params ?? {})], [400, 'rest_invalid_param', ['answer']]);
    const noCompetition = await postal({ ...CARD, email: 'x@example.com' });
    assert.deepEqual([noCompetition.status, noCompetition.body.code], [400, 'rest_missing_callback_param']);
    assert.equal(await keptCount(id), 0);
    assert.equal((await postal(card(id))).status, 200);
    assert.equal(await keptCount(id), 1);
  });
});

/**
 * WooCommerce → Postal entries as the administrator sees it after posting its form (`fields`) from the page
 * (to admin-post.php, which redirects back to the page): the page it was sent back to, or the refusal.
 */
const adminPage = async (fields: Record<string, string>, nonce: 'valid' | 'forged' = 'valid') => {
  const admin = await signInAsAdmin(shop);
  const page = await admin.get('admin.php?page=angling-prizes-postal');
  const form = formFields(page.html, 'angling_prizes_record_postal_entry');
  const posted = await admin.post('admin-post.php', { ...form, ...fields, ...(nonce === 'forged' ? { _wpnonce: 'forged' } : {}) });
  return posted.status === 302 ? (await admin.get('admin.php?page=angling-prizes-postal')).html : posted.html;
};

describe('the wp-admin page WooCommerce → Postal entries', () => {
  test('records a card with its nonce, says the ticket, and lists the cards escaped; a forged nonce records nothing', async () => {
    const id = await addCompetition();
    // A card sent through the route as written, markup and all: the page must show it as text.
    const marked = await postal(card(id, { first_name: '<img src=x onerror=alert(1)>', last_name: "O'Neil & Co" }));
    assert.equal(marked.body.entry.status, 'accepted');
    const form = {
      competition_id: String(id),
      first_name: 'Kim',
      last_name: 'Rudd',
      address_1: '3 Weir Lane',
      address_2: '',
      city: 'York',
      postcode: 'YO1 7HH',
      email: 'kim.rudd@example.com',
      answer: '',
      received: ukDate(0),
    };
    const forged = await adminPage(form, 'forged');
    assert.match(forged, /The link you followed has expired/);
    assert.equal(await keptCount(id), 1);

    const html = await adminPage(form);
    const latest = await php<{ id: number; order_id: number; first_name: string; email: string }[]>(
      'echo wp_json_encode(\\AnglingPrizes\\Data\\PostalEntries::latest(1, (int) $args[0]));',
      [id],
    );
    assert.deepEqual([latest[0]!.first_name, latest[0]!.email], ['Kim', 'kim.rudd@example.com']);
    const tickets = await php<Record<string, number[]>>('echo wp_json_encode(\\AnglingPrizes\\Data\\Tickets::numbers_of_order((int) $args[0]));', [
      latest[0]!.order_id,
    ]);
    assert.ok(
      html.includes(
        `Accepted: ticket ${tickets[id]![0]} (order #${latest[0]!.order_id}, £0.00, Free postal entry). No account has the email kim.rudd@example.com: the receipt was mailed to it.`,
      ),
      html.slice(0, 2000),
    );
    assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt; O&#039;Neil &amp; Co'), 'the card as text');
    assert.equal(html.includes('<img src=x'), false, 'no markup from a card');
    assert.equal(await keptCount(id), 2);
  });
});

describe('a free postal entry in a rule v2 draw', () => {
  test('is listed as postal-<order> and marked postal beside its entrant, is drawn from with the paid entries, and the proof verifies', async () => {
    const id = await addCompetition({ total: 20, max: 10 });
    // Entered only by post: its one entry must win it.
    const postalOnly = await addCompetition({ total: 20, max: 10 });
    const buyerA = await addCustomer('Buyer', 'Tarn');
    const buyerB = await addCustomer('Bob', 'Tarn');
    const a = await buy(buyerA, id, 3);
    const b = await buy(buyerB, id, 2);
    const ann = await postal(card(id, { email: 'ann@example.com' }));
    assert.equal(ann.body.entry.status, 'accepted');
    const ola = await postal(card(postalOnly, { first_name: 'Ola', last_name: 'Tench', email: 'ola@example.com' }));
    assert.equal(ola.body.entry.status, 'accepted');

    // The operator closes both; the draw job publishes their lists.
    await setMeta(id, '_angling_status', 'closed');
    await setMeta(postalOnly, '_angling_status', 'closed');
    const late = await postal(card(id, { email: 'late@example.com' }));
    assert.deepEqual([late.body.success, late.body.entry.reason_code], [false, 'closed']);
    const tick = (now: number) =>
      php<{ closed: number[]; attempts: { product_id: number; drawn?: { ticket_number: number } }[] }>(
        'echo wp_json_encode(\\AnglingPrizes\\Draw\\BeaconDraws::tick((int) $args[0], [$args[1]]));',
        [now, relay.url],
      );
    const closing = await tick(CLOSED_AT);
    assert.ok(closing.closed.includes(id) && closing.closed.includes(postalOnly), JSON.stringify(closing.closed));

    const proof = async (competitionId: number) => conforming('drawProof', await call(host, 'drawProof', { competition_id: competitionId }));
    const waiting = await proof(id);
    const expected = [
      ...a.tickets.map((ticket) => ({ ticket, label: `order-${a.orderId}` })),
      ...b.tickets.map((ticket) => ({ ticket, label: `order-${b.orderId}` })),
      { ticket: ann.body.entry.tickets[0]!, label: `postal-${ann.body.entry.order_id}` },
    ].sort((x, y) => x.ticket - y.ticket);
    assert.deepEqual(
      waiting.entries!.map(({ ticket, label }) => ({ ticket, label })),
      expected,
    );
    assert.equal(waiting.entry_count, 6);
    assert.equal(await entryListHash(expected), waiting.entry_list_hash);
    const postalEntries = waiting.entries!.filter((entry) => entry.postal);
    assert.deepEqual(postalEntries, [{ ticket: ann.body.entry.tickets[0], label: `postal-${ann.body.entry.order_id}`, entrant: 'Ann S.', postal: true }]);
    assert.deepEqual(
      waiting.entries!.filter((entry) => !entry.postal).map((entry) => [entry.label.startsWith('order-'), entry.entrant]),
      expected.filter((entry) => entry.label.startsWith('order-')).map((entry) => [true, entry.label === `order-${a.orderId}` ? 'Buyer T.' : 'Bob T.']),
    );
    // The proof page counts 5 paid and 1 free by post from these.
    assert.deepEqual([waiting.entry_count! - postalEntries.length, postalEntries.length], [5, 1]);
    // What the proof answers raw: every entry carries its postal flag.
    const rawProof = (await call(host, 'drawProof', { competition_id: id })).body as { entries: { postal: unknown }[] };
    assert.deepEqual(
      rawProof.entries.map((entry) => entry.postal),
      expected.map((entry) => entry.label.startsWith('postal-')),
    );

    // Round R is due and the relay has it: both are drawn, and their proofs verify every step.
    await tick(beaconRoundTime(ROUND.round) + 1);
    const drawn = await proof(id);
    assert.equal(drawn.state, 'drawn');
    const verification = await verifyDrawProof(drawn);
    assert.deepEqual(
      verification.steps.map((step) => `${step.step}: ${step.passed ? 'pass' : 'fail'}`),
      ['seed: pass', 'beacon: pass', 'round: pass', 'entries: pass', 'winner: pass'],
    );
    assert.equal(verification.verified, true);

    const onlyPostal = await proof(postalOnly);
    assert.deepEqual(onlyPostal.entries, [{ ticket: ola.body.entry.tickets[0], label: `postal-${ola.body.entry.order_id}`, entrant: 'Ola T.', postal: true }]);
    assert.equal(onlyPostal.winning_ticket, ola.body.entry.tickets[0]);
    assert.equal((await verifyDrawProof(onlyPostal)).verified, true);
    // Every page of the results (newest win first: these draws are dated at round R's time, before the demo's).
    const results = [];
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const answer = await conforming('drawResults', await call(host, 'drawResults', { page, limit: 100 }));
      pages = answer.total_pages ?? 1;
      results.push(...answer.data.filter((draw) => draw.prize_type === 'main'));
    }
    const won = drawn.entries!.find((entry) => entry.ticket === drawn.winning_ticket)!;
    assert.deepEqual(
      results.filter((draw) => draw.competition_id === id).map((draw) => [draw.ticket_number, draw.winner, draw.ticket_count]),
      [[drawn.winning_ticket, won.entrant, 6]],
    );
    assert.deepEqual(
      results.filter((draw) => draw.competition_id === postalOnly).map((draw) => [draw.ticket_number, draw.winner, draw.ticket_count]),
      [[ola.body.entry.tickets[0], 'Ola T.', 1]],
    );
  });
});

describe('postal entries and checkouts at once, on two PHP nodes', () => {
  test('for the last 3 tickets, 4 cards and 4 checkouts: none oversold, none numbered twice, each refusal takes nothing', async () => {
    const id = await addCompetition({ total: 3, max: 1 });
    const buyers = await Promise.all([1, 2, 3, 4].map((n) => addCustomer('Rush', `Buyer${n}`)));
    const baskets = await Promise.all(
      buyers.map(async (buyer) => {
        const cartToken = (await storeApi('cart', {}, buyer.token)).headers.get('cart-token') ?? '';
        const added = await storeApi('cartAddItem', { id, quantity: 1 }, buyer.token, cartToken);
        assert.equal(added.status, 201, JSON.stringify(added.body).slice(0, 400));
        return { buyer, cartToken };
      }),
    );
    const servedBefore = requestsByNode(shop.site);
    const checkout = ({ buyer, cartToken }: (typeof baskets)[number]) =>
      storeApi(
        'checkout',
        {
          billing_address: { ...CARD, last_name: 'Buyer', address_2: '', state: '', country: 'GB', email: buyer.email, phone: '07700 900456' },
          payment_method: PAYMENT_GATEWAYS.test_card,
          payment_data: [{ key: 'card_number', value: '4242424242424242' }],
        },
        buyer.token,
        cartToken,
      );
    const [cards, paid] = await Promise.all([Promise.all([1, 2, 3, 4].map(() => postal(card(id)))), Promise.all(baskets.map((basket) => checkout(basket)))]);

    const served = requestsByNode(shop.site);
    assert.ok(
      Object.keys(served).length === 2 && Object.keys(served).every((node) => served[node]! > (servedBefore[node] ?? 0)),
      `both PHP nodes ran some of them: ${JSON.stringify({ servedBefore, served })}`,
    );
    const acceptedCards = cards.filter((answer) => answer.body.entry.status === 'accepted');
    for (const answer of cards.filter((other) => !acceptedCards.includes(other))) {
      assert.deepEqual([answer.status, answer.body.entry.reason_code, answer.body.entry.order_id], [200, 'sold_out', null]);
    }
    const paidOrders = paid.filter((answer) => answer.status === 200);
    for (const answer of paid.filter((other) => other.status !== 200)) {
      const code = (answer.body as { code?: string }).code ?? '';
      assert.ok(
        ['woocommerce_product_not_enough_stock', 'woocommerce_rest_out_of_stock', 'woocommerce_rest_product_out_of_stock', 'angling_competition_busy'].includes(
          code,
        ),
        `a refusal that takes nothing: ${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`,
      );
    }
    const ticketsOfOrder = (answer: Answer) =>
      (answer.body as { extensions: Record<string, { tickets: { ticket_numbers: number[] }[] }> }).extensions[CART_EXTENSION_NAMESPACE]!.tickets.flatMap(
        (group) => group.ticket_numbers,
      );
    const numbers = [...acceptedCards.flatMap((answer) => answer.body.entry.tickets), ...paidOrders.flatMap(ticketsOfOrder)].sort((a, b) => a - b);
    assert.ok(numbers.length > 0 && numbers.length <= 3, `at most the 3 tickets were given: ${JSON.stringify(numbers)}`);
    assert.equal(new Set(numbers).size, numbers.length, `no ticket number twice: ${JSON.stringify(numbers)}`);
    assert.ok(
      numbers.every((number) => number >= 1 && number <= 3),
      JSON.stringify(numbers),
    );
    const stored = await php<{ stock: number; tickets: number[] }>(
      `echo wp_json_encode(['stock' => wc_get_product((int) $args[0])->get_stock_quantity(), 'tickets' => array_map(static fn (array $entry): int => (int) $entry['ticket_number'], \\AnglingPrizes\\Data\\Tickets::entries((int) $args[0]))]);`,
      [id],
    );
    assert.deepEqual({ stock: stored.stock, tickets: stored.tickets.sort((a, b) => a - b) }, { stock: 3 - numbers.length, tickets: numbers });
  });
});

test("WordPress's debug log gained no line while this file ran", () => {
  assert.equal(shop.debugLogGrowth(), '');
});
