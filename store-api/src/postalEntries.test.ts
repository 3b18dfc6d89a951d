import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PAYMENT_GATEWAYS, createApiClient, saveAuthToken, type Competition, type EndpointOutput, type ShopApi } from '@shop/shared-contracts';
import { DEMO_BILLING, TEST_CARDS, cardPaymentData } from '@shop/shared-contracts/src/testing/customers';
import { readContent, writeContent } from './domain/content';
import { claimHeldCredit, heldCreditsFor } from './domain/heldCredit';
import { postalEntriesFor, postalEntryById, type PostalEntryRecord } from './domain/postalEntries';
import { createUser, issueToken } from './domain/users';
import type { memoryNoticeWriter } from './realtime/noticeWriter';
import type { RunningStoreApi } from './server';
import { MemoryStorage, OPERATOR_TOKEN, SERVICE_TOKEN, clientFor, raw, startTestApi } from './testing/testApi';
import { testClock } from './testing/testClock';
import { addTestCompetition, addTestCustomer } from './testing/testShop';

const PAYING_CARD = cardPaymentData(TEST_CARDS.paying);

/**
 * Free postal entries through store-api's operator route (POST /api/v1/postal_entry) and its CLI, over HTTP
 * on a real SQLite store: an accepted card is an entry like a paid one (one ticket, a £0 order "Free postal
 * entry", instant wins, the per-customer maximum), every refusal is kept with its sentence, and an entrant
 * without an account gets a receipt in the outbox. The whole life of a rule v2 draw with a postal entry is
 * in postalDraw.test.ts.
 */

/** The shop's day: 20 November 2026, noon UK time. */
const clock = testClock(Date.UTC(2026, 10, 20, 12, 0, 0));
const CARD = {
  first_name: 'Ann',
  last_name: 'Smith',
  address_1: '1 Lake Road',
  city: 'Leeds',
  postcode: 'LS1 4AP',
  email: 'ann@example.com',
  received: '2026-11-19',
};
const ZERO_POUNDS_HTML = '<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&pound;</span>0.00</span>';

let api: RunningStoreApi & { dataDir: string };
let emails = 0;

beforeAll(async () => {
  api = await startTestApi({ now: clock.now });
});
afterAll(() => api.close());

/** The entry as the operator's route answers it (the same schema checks both backends). */
type EntryAnswer = EndpointOutput<'postalEntry'>['entry'];

async function postal(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await raw(api, '/api/v1/postal_entry', { body, headers: { Authorization: `Bearer ${OPERATOR_TOKEN}`, ...headers } });
  return answer as unknown as { status: number; body: Record<string, unknown> & { entry: EntryAnswer; error?: string } };
}

/** A card to a competition from an entrant without an account (a fresh email each time unless given). */
const card = (competitionId: number, changes: Record<string, unknown> = {}) => ({
  ...CARD,
  competition_id: competitionId,
  email: `postal${(emails += 1)}@example.com`,
  ...changes,
});

const addCompetition = (changes: Partial<Competition> = {}) => addTestCompetition(api.db, changes).id;

function customer(): { client: ShopApi; userId: number; email: string } {
  const { userId, token } = addTestCustomer(api.db);
  const storage = new MemoryStorage();
  saveAuthToken(storage, token);
  const email = (api.db.prepare('SELECT email FROM users WHERE id = ?').get(userId) as { email: string }).email;
  return { client: createApiClient({ host: api.url, serviceToken: SERVICE_TOKEN, storage }), userId, email };
}

async function buy(buyer: ShopApi, id: number, quantity: number) {
  await buyer.getNonce();
  await buyer.addItem({ id, quantity });
  return buyer.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: PAYING_CARD });
}

const kept = (id: number): PostalEntryRecord => postalEntryById(api.db, id)!;
const outboxLines = () => {
  const file = path.join(api.dataDir, 'outbox.log');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
};
const ticketRow = (competitionId: number, ticket: number) =>
  api.db.prepare('SELECT order_id, user_id FROM tickets WHERE competition_id = ? AND ticket_number = ?').get(competitionId, ticket) as
    { order_id: number; user_id: number | null } | undefined;

describe('a free postal entry recorded by the operator', () => {
  it("gets one ticket, as a £0 order 'Free postal entry' under the customer's orders, when its email is a customer's", async () => {
    const id = addCompetition({ total_sell_tickets: 50, max_ticket_per_user: 5 });
    const { client, userId, email } = customer();
    const outboxBefore = outboxLines().length;
    // The card's email, as written, in other case and with spaces: the same customer.
    const { status, body } = await postal(card(id, { email: `  ${email.toUpperCase()} `, postcode: ' ls1   4ap ', answer: 2 }));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, entry: expect.objectContaining({ status: 'accepted', reason_code: null, reason: '', has_account: true }) });
    const { entry } = body;
    expect(entry.tickets).toHaveLength(1);
    expect(entry).toMatchObject({
      competition_id: id,
      order_number: String(entry.order_id),
      postcode: 'LS1 4AP',
      email: email.toUpperCase(),
      instant_wins: [],
    });
    const ticket = entry.tickets[0]!;
    expect(ticket).toBeGreaterThanOrEqual(1);
    expect(ticket).toBeLessThanOrEqual(50);
    expect(ticketRow(id, ticket)).toEqual({ order_id: entry.order_id, user_id: userId });

    const orders = await client.getOrders({ page: 1 });
    expect(orders.data).toEqual([
      {
        order_id_: entry.order_id,
        order_status: 'processing',
        order_date: '20 November 2026',
        order_total: ZERO_POUNDS_HTML,
        item_count: 1,
        payment_method_title: 'Free postal entry',
      },
    ]);
    const detail = await client.getOrderDetail(entry.order_id!);
    expect(detail).toMatchObject({ id: entry.order_id, total: '0.00', payment_method_title: 'Free postal entry', status: 'processing' });
    expect(detail.product).toEqual([expect.objectContaining({ competition_id: id, quantity: 1, price: '0.00', tickets: [ticket] })]);
    expect(detail.billing).toMatchObject({ first_name: 'Ann', last_name: 'Smith', address_1: '1 Lake Road', city: 'Leeds', postcode: 'LS1 4AP' });
    expect((await client.getPurchasedCompetitions()).upcoming).toEqual([expect.objectContaining({ competition_id: id, tickets: [ticket] })]);
    expect((await client.getCompetition(id)).total_ticket_sold).toBe(1);
    // Kept, and no receipt by email: the customer sees it in their account.
    expect(kept(entry.id)).toMatchObject({ outcome: 'accepted', userId, orderId: entry.order_id, reason: '', received: '2026-11-19', recordedAt: clock.now() });
    expect(outboxLines()).toHaveLength(outboxBefore);
  });

  it('counts towards the per-customer maximum together with paid tickets; a refusal over it is kept', async () => {
    const id = addCompetition({ price_per_ticket: 1, total_sell_tickets: 50, max_ticket_per_user: 3 });
    const { client, email } = customer();
    await buy(client, id, 2);
    const third = await postal(card(id, { email }));
    expect(third.body.entry.status).toBe('accepted');
    const over = await postal(card(id, { email }));
    const sentence = 'The entrant already has the maximum of 3 entries for this competition, so the postal entry could not be accepted.';
    expect([over.status, over.body.success, over.body.error]).toEqual([200, false, sentence]);
    expect(over.body.entry).toMatchObject({ status: 'refused', reason_code: 'over_maximum', reason: sentence, order_id: null, tickets: [] });
    expect(kept(over.body.entry.id)).toMatchObject({ outcome: 'refused', reasonCode: 'over_maximum', reason: sentence, orderId: null });
    // And the paid side sees the postal ticket: the customer may buy no more.
    await client.getNonce();
    await expect(client.addItem({ id, quantity: 1 })).rejects.toMatchObject({ status: 400, code: 'competition_max_tickets' });
  });

  it('counts an entrant without an account by the email on their cards, trimmed and in lower case, and keeps it for the account they open later', async () => {
    const id = addCompetition({ price_per_ticket: 1, total_sell_tickets: 50, max_ticket_per_user: 2 });
    expect((await postal(card(id, { email: 'Nina.Pike@Example.com' }))).body.entry.status).toBe('accepted');
    expect((await postal(card(id, { email: ' nina.pike@example.COM ' }))).body.entry.status).toBe('accepted');
    const third = await postal(card(id, { email: 'nina.pike@example.com' }));
    expect(third.body.entry).toMatchObject({
      status: 'refused',
      reason_code: 'over_maximum',
      reason: 'The entrant already has the maximum of 2 entries for this competition, so the postal entry could not be accepted.',
    });
    // Another email is another entrant.
    expect((await postal(card(id))).body.entry.status).toBe('accepted');
    // Nina opens an account with that email: her two postal entries count against what she may buy.
    const userId = createUser(api.db, {
      email: 'nina.pike@example.com',
      username: 'ninapike',
      first_name: 'Nina',
      last_name: 'Pike',
      date_of_birth: '1990-04-02',
    });
    const storage = new MemoryStorage();
    saveAuthToken(storage, issueToken(api.db, userId));
    const nina = createApiClient({ host: api.url, serviceToken: SERVICE_TOKEN, storage });
    await nina.getNonce();
    await expect(nina.addItem({ id, quantity: 1 })).rejects.toMatchObject({ status: 400, code: 'competition_max_tickets' });
  });

  it('sends an entrant without an account a receipt with the competition, the ticket number and the draw date', async () => {
    const id = addCompetition({ title: 'Korda Kaizen Rod Pair', draw_date: '2026-12-24', draw_time: '20:00' });
    const { body } = await postal(card(id, { email: 'sam.rudd@example.com', first_name: 'Sam', last_name: 'Rudd' }));
    expect(body.entry).toMatchObject({ status: 'accepted', has_account: false });
    const ticket = body.entry.tickets[0]!;
    expect(outboxLines().at(-1)).toBe(
      `2026-11-20T12:00:00.000Z to sam.rudd@example.com: Dear Sam, your free postal entry to "Korda Kaizen Rod Pair" has been accepted with ticket number ${ticket}, in the draw on 24 December 2026 at 20:00.`,
    );
    expect(ticketRow(id, ticket)).toEqual({ order_id: body.entry.order_id, user_id: null });
    expect(kept(body.entry.id)).toMatchObject({ outcome: 'accepted', userId: null, orderId: body.entry.order_id });
  });

  it('can win an instant win as a paid ticket can: the same award, the same notice, site credit to an account', async () => {
    const notices = api.notices as ReturnType<typeof memoryNoticeWriter>;
    // Every ticket number wins, so whichever is allocated wins.
    const prize = { id: 1, title: '£25 Site Credit', prize_value: 25, image: 'http://img/prize.svg', won: [] };
    const id = addCompetition({ total_sell_tickets: 3, enable_instant_wins: true, instant_wins: [{ ...prize, ticket_numbers: [1, 2, 3] }] });

    const { body } = await postal(card(id, { email: 'ola.tench@example.com', first_name: 'Ola', last_name: 'Tench' }));
    const ticket = body.entry.tickets[0]!;
    expect(body.entry.instant_wins).toEqual([{ ticket_number: ticket, prize: '£25 Site Credit' }]);
    expect(notices.written.at(-1)).toEqual({ main_id: id, title: `Test prize ${id}`, image: 'http://img/prize.svg', prize: '£25 Site Credit', user: 'Ola' });
    const winner = api.db.prepare("SELECT user_id, name, location FROM winners WHERE competition_id = ? AND prize_type = 'instant'").get(id);
    expect(winner).toEqual({ user_id: null, name: 'Ola T.', location: 'Leeds' });
    const competition = await createApiClient({ host: api.url, serviceToken: SERVICE_TOKEN, storage: new MemoryStorage() }).getCompetition(id);
    expect(competition.instant_wins[0]!.won).toEqual([{ ticket_number: ticket, user: 'Ola T.' }]);
    // Without an account the credit is held for the card's email (held-credit tests below): the receipt says how to have it.
    expect(outboxLines().at(-1)).toContain(`with ticket number ${ticket}, in the draw on `);
    expect(outboxLines().at(-1)).toMatch(
      / It has won an instant prize \(£25 Site Credit\): open an account at the shop with this email address and the credit will be in it\.$/,
    );

    // An entrant with an account is credited, as at checkout.
    const { client, email } = customer();
    const second = await postal(card(id, { email }));
    expect(second.body.entry.instant_wins).toEqual([{ ticket_number: second.body.entry.tickets[0], prize: '£25 Site Credit' }]);
    expect((await client.getSiteCredit()).balance).toBe(25);
  });

  describe('site credit won by an entrant without an account', () => {
    const REGISTRATION = { first_name: 'Hal', last_name: 'Bream', password: 'StillWater!2026', date_of_birth: '1988-06-15' };
    const heldCreditPrize = { id: 1, title: '£5 Site Credit', prize_value: 5, image: '', won: [], ticket_numbers: [1, 2, 3] };
    const creditRows = () => (api.db.prepare('SELECT COUNT(*) AS n FROM credit_log').get() as { n: number }).n;

    it('is held for the email on the card, said so on the receipt, and moves once into the account opened with that email', async () => {
      const id = addCompetition({
        total_sell_tickets: 3,
        draw_date: '2026-12-24',
        draw_time: '20:00',
        enable_instant_wins: true,
        instant_wins: [heldCreditPrize],
      });
      const creditBefore = creditRows();
      const { body } = await postal(card(id, { email: 'hal.bream@example.com', first_name: 'Hal', last_name: 'Bream' }));
      expect(body.entry).toMatchObject({ status: 'accepted', has_account: false });
      const ticket = body.entry.tickets[0]!;
      expect(body.entry.instant_wins).toEqual([{ ticket_number: ticket, prize: '£5 Site Credit' }]);
      expect(outboxLines().at(-1)).toBe(
        `2026-11-20T12:00:00.000Z to hal.bream@example.com: Dear Hal, your free postal entry to "Test prize ${id}" has been accepted with ticket number ${ticket}, in the draw on 24 December 2026 at 20:00. It has won an instant prize (£5 Site Credit): open an account at the shop with this email address and the credit will be in it.`,
      );
      // Held, and credited nowhere yet.
      const held = {
        id: expect.any(Number) as number,
        email: 'hal.bream@example.com',
        description: 'Instant win: £5 Site Credit',
        amountMinor: 500,
        competitionId: id,
        orderId: body.entry.order_id,
        heldAt: clock.now(),
      };
      expect(heldCreditsFor(api.db, 'hal.bream@example.com')).toEqual([{ ...held, claimedBy: null, claimedAt: null }]);
      expect(creditRows()).toBe(creditBefore);

      // Hal opens an account with the card's email written in capitals: the credit is in it at once.
      const hal = clientFor(api);
      const user = await hal.register({ ...REGISTRATION, email: 'HAL.BREAM@EXAMPLE.COM' });
      expect(user.site_credit).toBe(5);
      const history = { success: true, balance: 5, data: [{ description: 'Instant win: £5 Site Credit', amount: 5, date_display_human: '20 November 2026' }] };
      expect(await hal.getSiteCredit()).toEqual(history);
      expect(heldCreditsFor(api.db, 'hal.bream@example.com')).toEqual([{ ...held, claimedBy: user.id, claimedAt: clock.now() }]);
      expect(creditRows()).toBe(creditBefore + 1);

      // A second registration with the address is refused and moves nothing; signing in again moves nothing.
      await expect(clientFor(api).register({ ...REGISTRATION, email: 'hal.bream@example.com' })).rejects.toMatchObject({
        status: 400,
        code: 'existing_user_email',
      });
      const again = clientFor(api);
      expect((await again.login({ username: 'HAL.BREAM@EXAMPLE.COM', password: REGISTRATION.password })).site_credit).toBe(5);
      expect(await again.getSiteCredit()).toEqual(history);
      // Claiming again, as a retried registration would, finds nothing still held.
      expect(claimHeldCredit(api.db, user.id, 'hal.bream@example.com', clock.now())).toEqual([]);
      expect(await hal.getSiteCredit()).toEqual(history);
      expect(creditRows()).toBe(creditBefore + 1);

      // Another email's account gets nothing of it.
      const other = clientFor(api);
      expect((await other.register({ ...REGISTRATION, first_name: 'Ivy', email: 'ivy.bream@example.com' })).site_credit).toBe(0);
      expect(await other.getSiteCredit()).toEqual({ success: true, balance: 0, data: [] });
      expect(creditRows()).toBe(creditBefore + 1);
    });

    it("is credited to the account at once, and nothing held, when the card's email has one; any other prize is still arranged by the operator", async () => {
      const id = addCompetition({ total_sell_tickets: 3, enable_instant_wins: true, instant_wins: [heldCreditPrize] });
      const { client, email } = customer();
      expect((await postal(card(id, { email }))).body.entry.has_account).toBe(true);
      expect(heldCreditsFor(api.db, email)).toEqual([]);
      expect((await client.getSiteCredit()).data).toEqual([{ description: 'Instant win: £5 Site Credit', amount: 5, date_display_human: '20 November 2026' }]);

      const rod = { ...heldCreditPrize, title: 'Korda Kaizen Rod', prize_value: 300 };
      const rodId = addCompetition({ total_sell_tickets: 3, draw_date: '2026-12-24', draw_time: '20:00', enable_instant_wins: true, instant_wins: [rod] });
      const { body } = await postal(card(rodId, { email: 'rod.winner@example.com', first_name: 'Rob' }));
      expect(outboxLines().at(-1)).toBe(
        `2026-11-20T12:00:00.000Z to rod.winner@example.com: Dear Rob, your free postal entry to "Test prize ${rodId}" has been accepted with ticket number ${body.entry.tickets[0]}, in the draw on 24 December 2026 at 20:00. It has won an instant prize (Korda Kaizen Rod): we will contact you to arrange it.`,
      );
      expect(heldCreditsFor(api.db, 'rod.winner@example.com')).toEqual([]);
    });
  });

  describe('refuses, with its reason kept', () => {
    it('a closed competition, or one whose entries closed or that was drawn', async () => {
      const sentence = 'This competition is closed to entries, so the postal entry could not be accepted.';
      const closedByDate = addCompetition({ draw_date: '2026-11-19', draw_time: '20:00' });
      const drawn = addCompetition({ status: 'drawn' });
      const disabled = addCompetition({ disable_tickets: true });
      for (const id of [closedByDate, drawn, disabled]) {
        const { status, body } = await postal(card(id));
        expect([id, status, body.success, body.error, body.entry.reason_code, body.entry.tickets]).toEqual([id, 200, false, sentence, 'closed', []]);
        expect(kept(body.entry.id)).toMatchObject({ competitionId: id, outcome: 'refused', reasonCode: 'closed', reason: sentence });
      }
    });

    it('a sold-out competition', async () => {
      const id = addCompetition({ total_sell_tickets: 1 });
      expect((await postal(card(id))).body.entry.status).toBe('accepted');
      const { body } = await postal(card(id));
      const sentence = 'This competition has sold out, so the postal entry could not be accepted.';
      expect([body.success, body.error, body.entry.reason_code]).toEqual([false, sentence, 'sold_out']);
      expect(kept(body.entry.id)).toMatchObject({ outcome: 'refused', reasonCode: 'sold_out', reason: sentence });
    });

    it('a wrong or missing answer to the qualifying question, and accepts the right one', async () => {
      const id = addCompetition({ comp_question: true, question: 'How many rods?', question_options: [1, 2, 3].map((n) => ({ id: n, text: String(n) })) });
      writeContent(api.db, 'answers', { ...readContent<Record<string, number>>(api.db, 'answers', {}), [id]: 2 });
      const sentence = 'The answer to the qualifying question is missing or not correct, so the postal entry could not be accepted.';
      for (const answer of [{ answer: 1 }, {}]) {
        const { body } = await postal(card(id, answer));
        expect([body.success, body.error, body.entry.reason_code]).toEqual([false, sentence, 'wrong_answer']);
        expect(kept(body.entry.id)).toMatchObject({ outcome: 'refused', reasonCode: 'wrong_answer', reason: sentence, answer: answer.answer ?? null });
      }
      expect((await postal(card(id, { answer: 2 }))).body.entry).toMatchObject({ status: 'accepted', reason_code: null });
    });

    it('the card of a customer whose account is locked under their responsible gaming settings, as a paid entry is', async () => {
      const id = addCompetition();
      const { client, email } = customer();
      await client.updateResponsibleGaming({ limit_duration: '', limit_value: 0, lockout_period: '24h' });
      const { body } = await postal(card(id, { email }));
      const sentence = "The entrant's account is locked under its responsible gaming settings, so the postal entry could not be accepted.";
      expect([body.success, body.error, body.entry.reason_code, body.entry.has_account]).toEqual([false, sentence, 'account_locked', true]);
      expect(kept(body.entry.id)).toMatchObject({ outcome: 'refused', reasonCode: 'account_locked' });
    });

    it.each([
      ['no first name', { first_name: '' }, 'first_name', 'The postal entry gives no first name.'],
      ['no last name', { last_name: undefined }, 'last_name', 'The postal entry gives no last name.'],
      ['no address', { address_1: '   ' }, 'address_1', 'The postal entry gives no address.'],
      ['no town', { city: '' }, 'city', 'The postal entry gives no town or city.'],
      ['no postcode', { postcode: '' }, 'postcode', 'The postal entry gives no postcode.'],
      ['no valid email', { email: 'ann at example' }, 'email', 'The postal entry gives no valid email address.'],
      ['a received date that is no date', { received: '19/11/2026' }, 'received', 'The date the postal entry was received must be a date written YYYY-MM-DD.'],
      ['no received date', { received: undefined }, 'received', 'The date the postal entry was received must be a date written YYYY-MM-DD.'],
      ['a received date in the future', { received: '2026-11-21' }, 'received', "The postal entry's received date, 2026-11-21, is in the future."],
      ['an unknown competition', { competition_id: 987654 }, 'competition_id', 'There is no competition 987654 to enter.'],
    ])('a malformed card (%s): 400 rest_invalid_param naming the field, and kept', async (_, changes, field, sentence) => {
      const id = addCompetition();
      const { status, body } = await postal(card(id, changes));
      expect(status).toBe(400);
      expect(body).toEqual({
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${field}`,
        data: { status: 400, params: { [field]: sentence }, entry: expect.objectContaining({ status: 'refused', reason_code: 'malformed', reason: sentence }) },
      });
      const entryId = (body.data as { entry: EntryAnswer }).entry.id;
      expect(kept(entryId)).toMatchObject({ outcome: 'refused', reasonCode: 'malformed', reason: sentence, orderId: null });
      expect(await createApiClient({ host: api.url, serviceToken: SERVICE_TOKEN, storage: new MemoryStorage() }).getCompetition(id)).toMatchObject({
        total_ticket_sold: 0,
      });
    });

    it('accepts a card received today (UK time) and a card with the extra address line', async () => {
      const { body } = await postal(card(addCompetition(), { received: '2026-11-20', address_2: 'Headingley' }));
      expect(body.entry.status).toBe('accepted');
      expect(kept(body.entry.id).address2).toBe('Headingley');
    });
  });

  it('is for the operator only: the public service bearer and a customer token are refused 403, a forged bearer 401, a request of the wrong types 400; none is recorded', async () => {
    const id = addCompetition();
    const { userId } = customer();
    const recorded = () => postalEntriesFor(api.db, id).length;
    const asCustomer = await postal(card(id), { Authorization: `Bearer ${issueToken(api.db, userId)}` });
    expect([asCustomer.status, asCustomer.body]).toEqual([
      403,
      { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } },
    ]);
    // The service bearer is in every storefront's config.json: it records nothing.
    const asStorefront = await postal(card(id), { Authorization: `Bearer ${SERVICE_TOKEN}` });
    expect([asStorefront.status, asStorefront.body.code]).toEqual([403, 'rest_forbidden']);
    const forged = await postal(card(id), { Authorization: 'Bearer forged' });
    expect([forged.status, forged.body.code]).toEqual([401, 'rest_forbidden']);
    const wrongTypes = await postal(card(id, { answer: 'two' }));
    expect([wrongTypes.status, wrongTypes.body.code, Object.keys((wrongTypes.body.data as { params: object }).params)]).toEqual([
      400,
      'rest_invalid_param',
      ['answer'],
    ]);
    // A card naming no competition: its required argument is missing, as WordPress answers it (and the plugin does).
    const noCompetition = await postal({ ...CARD });
    expect([noCompetition.status, noCompetition.body.code, noCompetition.body.data]).toEqual([
      400,
      'rest_missing_callback_param',
      { status: 400, params: ['competition_id'] },
    ]);
    expect(recorded()).toBe(0);
    expect((await postal(card(id))).status).toBe(200);
    expect(recorded()).toBe(1);
  });
});

describe('the postal-entry command', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'cli', 'postalEntry.ts'), '--', ...args], {
      env: { ...process.env, STORE_API_DATA_DIR: api.dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('records a card through the same domain function and prints the ticket number, or the refusal and its reason', async () => {
    const id = addCompetition({ title: 'Nash Scope Rods x3', draw_date: '2027-01-08', draw_time: '19:30' });
    const card = ['--first-name', 'Ann', '--last-name', 'Smith', '--address', '1 Lake Road', '--city', 'Leeds', '--postcode', 'LS1 4AP'];
    const accepted = run('--competition', String(id), ...card, '--email', 'cli.ann@example.com', '--answer', '2', '--received', '2026-01-20');
    expect([accepted.status, accepted.stderr]).toEqual([0, '']);
    const [entry] = postalEntriesFor(api.db, id);
    expect(entry).toMatchObject({ outcome: 'accepted', email: 'cli.ann@example.com', answer: 2, received: '2026-01-20' });
    const ticket = (api.db.prepare('SELECT ticket_number FROM tickets WHERE order_id = ?').get(entry!.orderId) as { ticket_number: number }).ticket_number;
    expect(accepted.stdout.trim().split('\n')).toEqual([
      `Accepted: postal entry ${entry!.id} to competition ${id} "Nash Scope Rods x3", ticket number ${ticket} (order #${entry!.orderId}, £0.00, Free postal entry).`,
      `No account has the email cli.ann@example.com: the receipt is in ${path.join(api.dataDir, 'outbox.log')}.`,
    ]);
    expect(outboxLines().at(-1)).toMatch(
      new RegExp(
        `to cli\\.ann@example\\.com: Dear Ann, your free postal entry to "Nash Scope Rods x3" has been accepted with ticket number ${ticket}, in the draw on 8 January 2027 at 19:30\\.$`,
      ),
    );

    const refused = run(
      '--competition',
      String(id),
      ...card.slice(0, 2),
      '--address',
      '1 Lake Road',
      '--city',
      'Leeds',
      '--postcode',
      'LS1 4AP',
      '--email',
      'cli.ann@example.com',
      '--received',
      '2026-01-20',
    );
    const refusal = postalEntriesFor(api.db, id)[1]!;
    expect([refused.status, refused.stdout.trim()]).toEqual([
      0,
      `Refused (malformed): postal entry ${refusal.id} to competition ${id} "Nash Scope Rods x3", recorded as refused. The postal entry gives no last name.`,
    ]);

    const unreadable = run('--competition', 'abc', ...card);
    expect(unreadable.status).toBe(1);
    expect(unreadable.stderr).toMatch(/^error: competition_id: /);
    expect(postalEntriesFor(api.db, id)).toHaveLength(2);
  }, 120_000);
});
