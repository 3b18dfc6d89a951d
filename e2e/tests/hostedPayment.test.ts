import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { competitionDetailsPath } from '@shop/shared-contracts';
import { SECOND_CUSTOMER } from '@shop/shared-contracts/src/testing/customers';
import { openDatabase } from '../../store-api/src/db/openDatabase';
import { getCompetition } from '../../store-api/src/domain/competitions';
import { addTestCompetition } from '../../store-api/src/testing/testShop';
import { freshDeploy, runStoreApiCli, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors } from '../harness/browser';
import { DEMO_CUSTOMER, pay, signedInContext } from '../harness/customer';
import { confirmationOf, payOnProviderPage, reloadUntilShown } from '../harness/hostedPaymentPages';

/**
 * Paying on a provider's page (issue #47), in Chromium against store-api with the sandbox hosted-payment
 * gateway on: approve, decline, 3-D Secure passed and failed, abandon (cancelled after the hold, the
 * tickets on sale again), the notification before and after the return, a reload on the return page, a
 * replayed notification, and the last ticket between two customers.
 */
const FAILED = 'Your payment did not go through, so nothing has been charged. Your basket is as you left it; you can try again.';

describe('paying on the provider’s page (sandbox gateway, store-api)', () => {
  let shop: Shop;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy(), storeApi: true, hostedSandbox: true });
    browser = await launchBrowser();
  });
  after(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await shop?.stop();
  });

  /** A fresh competition on sale in the shop's own store (so no test shares stock with another). */
  const competition = (tickets = 100) => {
    const db = openDatabase(shop.dataDir!);
    try {
      return addTestCompetition(db, { total_sell_tickets: tickets, max_ticket_per_user: Math.min(tickets, 20), price_per_ticket: 1 });
    } finally {
      db.close();
    }
  };
  const ticketsLeft = (id: number) => {
    const db = openDatabase(shop.dataDir!);
    try {
      const live = getCompetition(db, id)!;
      return live.total_sell_tickets - live.total_ticket_sold;
    } finally {
      db.close();
    }
  };
  const orderStatus = (id: number) => {
    const db = openDatabase(shop.dataDir!);
    try {
      return (db.prepare('SELECT status FROM orders WHERE id = ?').get(id) as { status: string }).status;
    } finally {
      db.close();
    }
  };
  const outbox = () => {
    const file = path.join(shop.dataDir!, 'outbox.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };

  /** A signed-in customer's page with `quantity` tickets of the competition in the basket, at checkout, paying with the sandbox gateway: on the provider's page. */
  async function toProviderPage(
    who: { username: string; password: string },
    competitionId: number,
    title: string,
    quantity = 2,
  ): Promise<{ page: Page; orderId: number }> {
    const context = await signedInContext(browser, shop, who);
    contexts.push(context);
    const page = await context.newPage();
    await payOnProviderPage(page, shop.shellUrl, competitionDetailsPath({ id: competitionId, title }), quantity, /\/sandbox-pay\/\d+/);
    return { page, orderId: Number(/sandbox-pay\/(\d+)/.exec(page.url())![1]) };
  }

  test('approve: the confirmation with ticket numbers; the receipt in the outbox lists them', async () => {
    const prize = competition();
    const { page, orderId } = await toProviderPage(DEMO_CUSTOMER, prize.id, prize.title);
    const errors = trackPageErrors(page);
    assert.equal(ticketsLeft(prize.id), 98, 'the two tickets are held while the customer pays');
    await page.getByRole('button', { name: 'Approve' }).click();
    await confirmationOf(page, orderId);
    const numbers = (await page.getByTestId('ticket-numbers').first().innerText()).match(/\d+/g)!;
    assert.equal(numbers.length, 2);
    assert.match(outbox(), new RegExp(`Receipt for order #${orderId}: .*${prize.title}: 2 tickets, numbers ${numbers.join(', ')}\\.`));
    assert.equal(await page.getByTestId('basket-count').textContent(), '0');
    assert.deepEqual(errors, []);
  });

  test('decline: back to the basket, its items kept, with a plain sentence; no receipt', async () => {
    const prize = competition();
    const { page, orderId } = await toProviderPage(DEMO_CUSTOMER, prize.id, prize.title, 3);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByText(FAILED).waitFor();
    await page.getByTestId('cart-line').filter({ hasText: prize.title }).waitFor();
    assert.equal(orderStatus(orderId), 'failed');
    assert.equal(ticketsLeft(prize.id), 100);
    assert.doesNotMatch(outbox(), new RegExp(`order #${orderId}:`));
  });

  test('3-D Secure: the right code pays, a wrong one fails back to the basket', async () => {
    const prize = competition();
    const passed = await toProviderPage(DEMO_CUSTOMER, prize.id, prize.title, 1);
    await passed.page.getByRole('button', { name: '3-D Secure challenge' }).click();
    await passed.page.getByLabel('Code').fill('1234');
    await passed.page.getByRole('button', { name: 'Verify and pay' }).click();
    await confirmationOf(passed.page, passed.orderId);

    const failed = await toProviderPage(DEMO_CUSTOMER, prize.id, prize.title, 1);
    await failed.page.getByRole('button', { name: '3-D Secure challenge' }).click();
    await failed.page.getByLabel('Code').fill('0000');
    await failed.page.getByRole('button', { name: 'Verify and pay' }).click();
    await failed.page.waitForURL(/\/cart$/);
    await failed.page.getByText(FAILED).waitFor();
    assert.equal(orderStatus(failed.orderId), 'failed');
  });

  test('the notification after the return: "Confirming your payment", which survives a reload, until the provider tells the shop', async () => {
    const prize = competition();
    const { page, orderId } = await toProviderPage(DEMO_CUSTOMER, prize.id, prize.title);
    await page.getByLabel('The provider tells the shop').selectOption('after');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+/);
    await page.getByRole('heading', { name: 'Confirming your payment' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Confirming your payment' }).waitFor();
    assert.equal(orderStatus(orderId), 'pending');
    const sent = await fetch(`${shop.storeApi!.url}/sandbox-pay/${orderId}/send-notification`, { method: 'POST' });
    assert.equal(sent.status, 200);
    await confirmationOf(page, orderId);

    // The provider's notification replayed: refused, nothing changes.
    const [first] = (await (await fetch(`${shop.storeApi!.url}/sandbox-pay/${orderId}/notifications`)).json()) as { body: unknown; signature: string }[];
    const replay = await fetch(`${shop.storeApi!.url}/wc-api/angling_hosted_sandbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-sandbox-signature': first!.signature },
      body: JSON.stringify(first!.body),
    });
    assert.equal(replay.status, 409);
    assert.equal(orderStatus(orderId), 'processing');
    assert.equal(outbox().split(`Receipt for order #${orderId}:`).length, 2, 'one receipt');
  });

  test('a wrong key on the return link: the not-found page, nothing of the order', async () => {
    const context = await signedInContext(browser, shop, DEMO_CUSTOMER);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${shop.shellUrl}/checkout/order-received/1?key=wc_order_wrong`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  test('abandon, and the last ticket: the order is cancelled after the hold and the other customer buys the ticket', async () => {
    const prize = competition(1);
    const { page, orderId } = await toProviderPage(DEMO_CUSTOMER, prize.id, prize.title, 1);
    await page.getByRole('button', { name: /Abandon/ }).click();
    await page.waitForURL(/\/cart$/);
    assert.equal(ticketsLeft(prize.id), 0, 'the abandoned order still holds the last ticket');

    const other = await signedInContext(browser, shop, SECOND_CUSTOMER);
    contexts.push(other);
    const second = await other.newPage();
    await second.goto(`${shop.shellUrl}${competitionDetailsPath(prize)}`);
    await reloadUntilShown(second, 'Sold out: every ticket has been taken.');

    // The hold passes: the shop's sweep runs as if an hour and a minute later, instead of waiting.
    const output = await runStoreApiCli(shop, 'cancelUnpaid', ['--at', new Date(Date.now() + 61 * 60_000).toISOString()]);
    assert.match(output, new RegExp(`Cancelled unpaid orders: .*#${orderId}`));
    assert.equal(orderStatus(orderId), 'cancelled');
    assert.equal(ticketsLeft(prize.id), 1, 'the ticket is on sale again');

    await reloadUntilShown(second, 'How many tickets?');
    await second.getByLabel('How many tickets?').fill('1');
    await second.getByTestId('enter-now').first().click();
    await second.getByTestId('basket-modal-line').getByText('1 ticket added').waitFor();
    await second.goto(`${shop.shellUrl}/checkout`);
    // The second demo customer has no address on file yet.
    await second.getByLabel('First name').and(second.locator('[value]:not([value=""])')).waitFor();
    await second.getByLabel('Phone').fill('07700900456');
    await second.getByLabel('House name or number').fill('4');
    await second.getByLabel('Street address').fill('Canal Side');
    await second.getByLabel('Postcode').fill('LS1 4AP');
    await pay(second, /^Card payment$/, '4242 4242 4242 4242');
    await second.waitForURL(/\/confirmation$/);
    await second.getByTestId('ticket-numbers').getByText('1').waitFor();
    assert.equal(ticketsLeft(prize.id), 0);
  });
});
