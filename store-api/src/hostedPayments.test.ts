import fs from 'node:fs';
import path from 'node:path';
import { HOSTED_SANDBOX_GATEWAY, PAYMENT_GATEWAYS, type ShopApi } from '@shop/shared-contracts';
import { DEMO_BILLING } from '@shop/shared-contracts/src/testing/customers';
import { readContent } from './domain/content';
import { getCompetition } from './domain/competitions';
import { orderNotes } from './domain/orderNotes';
import { newNonce, signNotification, type SandboxNotification } from './sandbox/notification';
import { NOTIFY_PATH } from './sandbox/sandboxRoutes';
import { addTestCompetition } from './testing/testShop';
import { testClock } from './testing/testClock';
import { buyWithCard, clientFor, newCustomerClient, startTestApi } from './testing/testApi';
import type { RunningStoreApi } from './server';

const HOLD_MINUTES = 15;
const clock = testClock(Date.UTC(2026, 5, 1, 9, 0, 0));
let api: RunningStoreApi & { dataDir: string };

beforeAll(async () => {
  api = await startTestApi({ hostedSandbox: true, holdStockMinutes: HOLD_MINUTES, now: clock.now });
});
afterAll(() => api.close());

const outbox = () => (fs.existsSync(path.join(api.dataDir, 'outbox.log')) ? fs.readFileSync(path.join(api.dataDir, 'outbox.log'), 'utf8') : '');
const paymentLog = () => fs.readFileSync(path.join(api.dataDir, 'payments.log'), 'utf8');
const ticketsLeft = (id: number) => {
  const competition = getCompetition(api.db, id, clock.now())!;
  return competition.total_sell_tickets - competition.total_ticket_sold;
};

/** A customer's checkout with the sandbox gateway: the raw answer (status and body), the basket kept. */
async function payOnHostedPage(buyer: ShopApi, competitionId: number, quantity = 2) {
  await buyer.getNonce();
  await buyer.addItem({ id: competitionId, quantity });
  return buyer.checkout({ billing_address: DEMO_BILLING, payment_method: HOSTED_SANDBOX_GATEWAY });
}

/** The customer presses a button on the provider's page (a form post); where the provider sends them. */
async function press(pageUrl: string, fields: Record<string, string>, pathSuffix = '') {
  const url = new URL(pageUrl);
  url.pathname += pathSuffix;
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get('location') ?? '', body: await response.text() };
}

/** Sends a notification to the shop as the provider would, signed with `secret` (the shop's, unless forging). */
async function notify(body: SandboxNotification, secret = readContent<string>(api.db, 'hosted_sandbox_secret', '')) {
  const response = await fetch(`${api.url}${NOTIFY_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-sandbox-signature': signNotification(secret, body) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const notification = (orderId: number, amountMinor: number, changes: Partial<SandboxNotification> = {}): SandboxNotification => ({
  order_id: orderId,
  event: 'payment.succeeded',
  reason: '',
  amount_minor: amountMinor,
  currency: 'GBP',
  timestamp: Math.floor(clock.now() / 1000),
  nonce: newNonce(),
  ...changes,
});

describe('an order that waits for the provider', () => {
  it('is pending (202, payment_status pending) with the provider page as redirect_url: no ticket numbers, its tickets held, the basket kept', async () => {
    const id = addTestCompetition(api.db, { total_sell_tickets: 10, price_per_ticket: 1.5 }).id;
    const buyer = newCustomerClient(api);
    const placed = await payOnHostedPage(buyer, id, 3);
    expect(placed.status).toBe('pending');
    expect(placed.payment_result).toEqual({
      payment_status: 'pending',
      payment_details: [
        { key: 'result', value: 'pending' },
        { key: 'redirect', value: `${api.url}/sandbox-pay/${placed.order_id}?key=${placed.order_key}` },
      ],
      redirect_url: `${api.url}/sandbox-pay/${placed.order_id}?key=${placed.order_key}`,
    });
    const detail = await buyer.getOrderDetail(placed.order_id);
    expect([detail.status, detail.order_key, detail.product[0]!.tickets]).toEqual(['pending', placed.order_key, []]);
    expect(ticketsLeft(id)).toBe(7);
    expect((await buyer.getCart()).items.map((item) => Number(item.quantity))).toEqual([3]);
  });

  it('Approve: the signed notification pays it, the numbers are allocated, the basket emptied, the receipt in the outbox', async () => {
    const id = addTestCompetition(api.db, { total_sell_tickets: 10, price_per_ticket: 1.5, draw_date: '2026-12-24', draw_time: '20:00' }).id;
    const buyer = newCustomerClient(api);
    const placed = await payOnHostedPage(buyer, id, 2);
    const page = await fetch(placed.payment_result.redirect_url);
    expect(await page.text()).toContain('TEST MODE: sandbox payment provider');
    const pressed = await press(placed.payment_result.redirect_url, { choice: 'approve', notify: 'before' });
    expect([pressed.status, pressed.location]).toEqual([303, `http://127.0.0.1:3000/checkout/order-received/${placed.order_id}/?key=${placed.order_key}`]);
    const detail = await buyer.getOrderDetail(placed.order_id);
    expect(detail.status).toBe('processing');
    const tickets = detail.product[0]!.tickets;
    expect(tickets).toHaveLength(2);
    expect(ticketsLeft(id)).toBe(8);
    expect((await buyer.getCart()).items).toEqual([]);
    expect(outbox()).toContain(
      `Receipt for order #${placed.order_id}: hi Danny, thank you, your payment of £3.00 is confirmed. ${detail.product[0]!.title}: 2 tickets, numbers ${tickets.join(', ')}. Draw December 24, 2026, 8:00 PM.`,
    );
    expect(orderNotes(api.db, placed.order_id).map((note) => note.note)).toEqual([
      'Awaiting payment on the sandbox payment page.',
      'Payment confirmed by the sandbox provider: order paid, tickets allocated.',
    ]);

    // The same notification again (a replay) is refused and changes nothing; a fresh one for a paid order changes nothing either.
    const [sent] = (await (await fetch(`${api.url}/sandbox-pay/${placed.order_id}/notifications`)).json()) as { body: SandboxNotification }[];
    expect(await notify(sent!.body)).toMatchObject({ status: 409, body: { code: 'sandbox_replayed_notification' } });
    expect(await notify(notification(placed.order_id, 300))).toEqual({ status: 200, body: { received: true, changed: false, order_status: 'processing' } });
    expect((await buyer.getOrderDetail(placed.order_id)).product[0]!.tickets).toEqual(tickets);
    expect(outbox().split(`Receipt for order #${placed.order_id}:`)).toHaveLength(2);
  });

  it.each([
    ['Decline', { choice: 'decline', notify: 'before' }, '', 'Payment declined by the card issuer (sandbox provider).'],
    [
      'a failed 3-D Secure challenge',
      { choice: 'verify', code: '9999', notify: 'before' },
      '/challenge',
      'Payment failed: the 3-D Secure challenge was not passed (sandbox provider).',
    ],
  ])('%s: the order fails, its tickets are back on sale, the basket is kept, no receipt', async (_case, fields, suffix, note) => {
    const id = addTestCompetition(api.db, { total_sell_tickets: 10 }).id;
    const buyer = newCustomerClient(api);
    const placed = await payOnHostedPage(buyer, id, 4);
    expect(ticketsLeft(id)).toBe(6);
    const pressed = await press(placed.payment_result.redirect_url, fields, suffix);
    expect(pressed.status).toBe(303);
    expect((await buyer.getOrderDetail(placed.order_id)).status).toBe('failed');
    expect(ticketsLeft(id)).toBe(10);
    expect((await buyer.getCart()).items.map((item) => Number(item.quantity))).toEqual([4]);
    expect(outbox()).not.toContain(`order #${placed.order_id}`);
    expect(orderNotes(api.db, placed.order_id).at(-1)?.note).toBe(note);
  });

  it('3-D Secure: the challenge is a second page asking a code; the right code pays', async () => {
    const id = addTestCompetition(api.db, { total_sell_tickets: 10 }).id;
    const buyer = newCustomerClient(api);
    const placed = await payOnHostedPage(buyer, id, 1);
    const challenge = await press(placed.payment_result.redirect_url, { choice: 'challenge', notify: 'before' });
    expect(challenge.status).toBe(200);
    expect(challenge.body).toContain('the code is <strong>1234</strong>');
    await press(placed.payment_result.redirect_url, { choice: 'verify', code: '1234', notify: 'before' }, '/challenge');
    expect((await buyer.getOrderDetail(placed.order_id)).status).toBe('processing');
  });

  it('a notification after the return: pending until the provider sends it', async () => {
    const id = addTestCompetition(api.db, { total_sell_tickets: 10 }).id;
    const buyer = newCustomerClient(api);
    const placed = await payOnHostedPage(buyer, id, 1);
    await press(placed.payment_result.redirect_url, { choice: 'approve', notify: 'after' });
    expect((await buyer.getOrderDetail(placed.order_id)).status).toBe('pending');
    expect((await fetch(`${api.url}/sandbox-pay/${placed.order_id}/send-notification`, { method: 'POST' })).status).toBe(200);
    expect((await buyer.getOrderDetail(placed.order_id)).status).toBe('processing');
  });

  it('Abandon: no notification; after the hold the order is cancelled with a note and the tickets are on sale again', async () => {
    const id = addTestCompetition(api.db, { total_sell_tickets: 10, price_per_ticket: 1 }).id;
    const buyer = newCustomerClient(api);
    const placed = await payOnHostedPage(buyer, id, 5);
    const pressed = await press(placed.payment_result.redirect_url, { choice: 'abandon' });
    expect([pressed.status, pressed.location]).toEqual([303, 'http://127.0.0.1:3000/cart']);
    clock.advance((HOLD_MINUTES - 1) * 60_000);
    expect(api.payments.sweep()).not.toContain(placed.order_id);
    expect(ticketsLeft(id)).toBe(5);
    clock.advance(60_000);
    expect(api.payments.sweep()).toContain(placed.order_id);
    expect((await buyer.getOrderDetail(placed.order_id)).status).toBe('cancelled');
    expect(orderNotes(api.db, placed.order_id).at(-1)?.note).toBe('Unpaid order cancelled - time limit reached.');
    expect(ticketsLeft(id)).toBe(10);
    // The provider's late word for a cancelled order changes nothing.
    expect(await notify(notification(placed.order_id, 500))).toMatchObject({ status: 200, body: { changed: false, order_status: 'cancelled' } });
  });

  it('the last ticket: one customer abandons on the hosted page, the other buys it after the hold', async () => {
    const id = addTestCompetition(api.db, { total_sell_tickets: 1, max_ticket_per_user: 1 }).id;
    const first = newCustomerClient(api);
    const second = newCustomerClient(api);
    const placed = await payOnHostedPage(first, id, 1);
    await press(placed.payment_result.redirect_url, { choice: 'abandon' });
    // Held is off sale but not sold: the competition is not sold out, so its draw does not close on an unpaid order.
    expect([ticketsLeft(id), getCompetition(api.db, id, clock.now())!.status]).toEqual([0, 'open']);
    await second.getNonce();
    await expect(second.addItem({ id, quantity: 1 })).rejects.toMatchObject({ status: 400, code: 'woocommerce_rest_product_out_of_stock' });
    clock.advance(HOLD_MINUTES * 60_000);
    api.payments.sweep();
    const bought = await buyWithCard(second, id, 1);
    expect(bought.tickets).toEqual([1]);
    expect(ticketsLeft(id)).toBe(0);
  });

  it('a payment that completes after the competition closed is refunded, not given tickets', async () => {
    const closesAt = new Date(clock.now() + 30 * 60_000);
    const id = addTestCompetition(api.db, {
      total_sell_tickets: 10,
      draw_date: closesAt.toISOString().slice(0, 10),
      draw_time: '23:59',
    }).id;
    const buyer = newCustomerClient(api);
    const placed = await payOnHostedPage(buyer, id, 2);
    // The competition closes (its draw moment) while the customer is on the provider's page.
    api.db.prepare('UPDATE competitions SET data = json_set(data, ?, ?) WHERE id = ?').run('$.draw_time', '00:00', id);
    api.db.prepare('UPDATE competitions SET data = json_set(data, ?, ?) WHERE id = ?').run('$.draw_date', '2026-01-01', id);
    await press(placed.payment_result.redirect_url, { choice: 'approve', notify: 'before' });
    const detail = await buyer.getOrderDetail(placed.order_id);
    expect([detail.status, detail.product[0]!.tickets]).toEqual(['refunded', []]);
    expect(orderNotes(api.db, placed.order_id).at(-1)?.note).toMatch(/received after ".*" closed: refunded in full, no tickets allocated\.$/);
    expect(outbox()).not.toContain(`order #${placed.order_id}`);
  });
});

describe('notifications the shop refuses, the order unchanged and the refusal logged', () => {
  let orderId = 0;
  beforeAll(async () => {
    const id = addTestCompetition(api.db, { total_sell_tickets: 10, price_per_ticket: 2 }).id;
    orderId = (await payOnHostedPage(newCustomerClient(api), id, 1)).order_id;
  });
  const status = () => (api.db.prepare('SELECT status FROM orders WHERE id = ?').get(orderId) as { status: string }).status;

  it.each<[string, () => Promise<{ status: number; body: Record<string, unknown> }>, number, string]>([
    ['a forged signature', () => notify(notification(orderId, 200), 'not-the-secret'), 401, 'sandbox_invalid_signature'],
    ['a changed amount', () => notify(notification(orderId, 1)), 400, 'sandbox_amount_mismatch'],
    ['a changed currency', () => notify(notification(orderId, 200, { currency: 'EUR' })), 400, 'sandbox_amount_mismatch'],
    ['an unknown order', () => notify(notification(999_999, 200)), 404, 'sandbox_unknown_order'],
    [
      'a stale timestamp (an old capture replayed)',
      () => notify(notification(orderId, 200, { timestamp: Math.floor(clock.now() / 1000) - 3600 })),
      400,
      'sandbox_stale_notification',
    ],
  ])('%s', async (_case, send, httpStatus, code) => {
    expect(await send()).toMatchObject({ status: httpStatus, body: { code } });
    expect(status()).toBe('pending');
    expect(paymentLog()).toContain(`"refused":"${code}"`);
  });

  it('an older notification arriving after a newer one was applied (out of order) is refused', async () => {
    const id = addTestCompetition(api.db, { total_sell_tickets: 10, price_per_ticket: 2 }).id;
    const late = (await payOnHostedPage(newCustomerClient(api), id, 1)).order_id;
    const older = notification(late, 200, { event: 'payment.succeeded', timestamp: Math.floor(clock.now() / 1000) - 10 });
    expect(await notify(notification(late, 200, { event: 'payment.failed', reason: 'declined' }))).toMatchObject({ status: 200 });
    expect(await notify(older)).toMatchObject({ status: 409, body: { code: 'sandbox_out_of_order' } });
    expect((api.db.prepare('SELECT status FROM orders WHERE id = ?').get(late) as { status: string }).status).toBe('failed');
  });
});

describe('the sandbox gateway is off unless enabled', () => {
  it('is not listed, cannot be paid with, and its pages are not there', async () => {
    const plain = await startTestApi();
    try {
      const buyer = newCustomerClient(plain);
      const id = addTestCompetition(plain.db).id;
      await buyer.getNonce();
      const cart = await buyer.addItem({ id, quantity: 1 });
      expect(cart.payment_methods).toEqual([PAYMENT_GATEWAYS.site_credit, PAYMENT_GATEWAYS.test_card]);
      await expect(buyer.checkout({ billing_address: DEMO_BILLING, payment_method: HOSTED_SANDBOX_GATEWAY })).rejects.toMatchObject({
        status: 400,
        code: 'woocommerce_rest_checkout_payment_method_disabled',
      });
      expect((await fetch(`${plain.url}/sandbox-pay/1?key=x`)).status).toBe(404);
      expect((await fetch(`${plain.url}${NOTIFY_PATH}`, { method: 'POST' })).status).toBe(404);
      expect(clientFor(plain)).toBeDefined();
    } finally {
      await plain.close();
    }
  });
});
