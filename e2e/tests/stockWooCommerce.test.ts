import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page, Request, Response } from 'playwright-core';
import { competitionDetailsPath } from '@shop/shared-contracts';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors, waitForPageReady } from '../harness/browser';
import { DEMO_CUSTOMER, demoCompetitions, pay, signedInContext, type DemoCompetition } from '../harness/customer';

/**
 * The whole buying journey with store-api sending exactly the headers a stock WooCommerce 9.3+ sends: the
 * browser may read `Cart-Token` but never `Nonce`, and no legacy `X-WC-Store-API-Nonce` exists. A customer
 * browses, answers a question, adds, opens the basket, pays once with each payment method (card, coupons
 * covering the total, site credit), sees the ticket numbers on each confirmation and finds all three orders
 * in the account. Every Store API call the browser makes is checked on the way: writes go with the Cart-Token
 * alone, the customer is named only by the bearer, and no body carries the token.
 */
/** store-api in the given header mode (its child process reads STORE_API_HEADERS when it starts). */
async function startShopSending(headers: 'stock' | 'nonce-exposed'): Promise<Shop> {
  process.env.STORE_API_HEADERS = headers;
  return startShop({ deployDir: freshDeploy(), storeApi: true });
}

const STORE_API = /rest_route=\/wc\/store\/v1\//;
const TEST_CARD = '4242 4242 4242 4242';

interface StoreCall {
  method: string;
  route: string;
  requestHeaders: Record<string, string>;
  body: string;
  responseHeaders: Record<string, string>;
}

function routeOf(url: string): string {
  return new URL(url).searchParams.get('rest_route') ?? '';
}

/** Every Store API call the page makes, with what it sent and what came back. */
function recordStoreCalls(page: Page): StoreCall[] {
  const calls: StoreCall[] = [];
  page.on('response', (response: Response) => {
    const request: Request = response.request();
    if (!STORE_API.test(decodeURIComponent(request.url())) || request.method() === 'OPTIONS') return;
    calls.push({
      method: request.method(),
      route: routeOf(request.url()),
      requestHeaders: request.headers(),
      body: request.postData() ?? '',
      responseHeaders: response.headers(),
    });
  });
  return calls;
}

async function addFromDetails(page: Page, shop: Shop, competition: DemoCompetition, quantity: number): Promise<void> {
  await page.goto(`${shop.shellUrl}${competitionDetailsPath(competition)}`);
  await waitForPageReady(page);
  await page.getByLabel('How many tickets?').fill(String(quantity));
  await page.getByTestId('enter-now').first().click();
}

/** On the confirmation page: the order number, once the given count of ticket numbers shows. */
async function confirmedOrder(page: Page, tickets: number): Promise<string> {
  await page.waitForURL(/\/confirmation$/);
  await page
    .getByTestId('ticket-numbers')
    .locator('li')
    .nth(tickets - 1)
    .waitFor();
  assert.equal(await page.getByTestId('ticket-numbers').locator('li').count(), tickets);
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').replace('#', '');
  assert.match(orderNumber, /^\d+$/);
  return orderNumber;
}

describe('the buying journey against stock WooCommerce headers (only Cart-Token readable, no legacy nonce)', () => {
  let shop: Shop;
  let browser: Browser;
  let bundle: DemoCompetition;
  let reel: DemoCompetition;
  let frenzy: DemoCompetition;

  before(async () => {
    shop = await startShopSending('stock');
    browser = await launchBrowser();
    [bundle, reel, frenzy] = await demoCompetitions(shop, 'Ultimate Carp Session Bundle', 'Daiwa Basia 45 QD Reel Trio', 'Instant Win Tackle Frenzy');
  });

  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test('browse, answer the question, add, basket, pay by card, by coupon and by site credit, and find the orders in the account', async () => {
    const context = await signedInContext(browser, shop, DEMO_CUSTOMER);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const calls = recordStoreCalls(page);

    // Browse: home, the list of all competitions, then the competition with a question.
    await page.goto(`${shop.shellUrl}/`);
    await waitForPageReady(page);
    const token = Buffer.from((await page.evaluate(() => localStorage.getItem('token'))) ?? '', 'base64').toString();
    assert.ok(token, 'the customer is signed in');
    await page.goto(`${shop.shellUrl}/competitions/all`);
    await page
      .locator(`[data-testid="competition-list"] a[href="${competitionDetailsPath(bundle)}"]`)
      .first()
      .click();
    await page.waitForURL(new RegExp(competitionDetailsPath(bundle)));
    await waitForPageReady(page);

    // The question: answered in the enter dialog, then added with the answer.
    await page.getByLabel('How many tickets?').fill('2');
    await page.locator('[data-testid="entry-panel"] [data-testid="enter-now"]').click();
    const dialog = page.locator('dialog#enter');
    await dialog.getByLabel('Mirror').check();
    await dialog.getByRole('button', { name: /Confirm and add 2 tickets/ }).click();
    await page.getByTestId('basket-modal-line').getByText('2 tickets added').waitFor();

    // The basket page shows the line; pay by card.
    await page.getByRole('link', { name: 'View basket' }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByTestId('cart-line').filter({ hasText: bundle.title }).waitFor();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await pay(page, /^Card/, TEST_CARD);
    const byCard = await confirmedOrder(page, 2);

    // Coupons covering the whole total: £2.97 of tickets, £5 off.
    await addFromDetails(page, shop, reel, 3);
    await page.getByTestId('basket-modal-line').getByText('3 tickets added').waitFor();
    await page.goto(`${shop.shellUrl}/checkout`);
    await page.getByLabel(/^Coupon \(covers/).check();
    await page.getByLabel('Coupon code').fill('TIGHTLINES5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('place-order-bar').getByText('Pay £0.00').waitFor();
    await pay(page, /^Coupon \(covers/);
    const byCoupon = await confirmedOrder(page, 3);

    // Site credit (the demo customer holds £10).
    await addFromDetails(page, shop, frenzy, 2);
    await page.getByTestId('basket-modal-line').getByText('2 tickets added').waitFor();
    await page.goto(`${shop.shellUrl}/checkout`);
    await pay(page, /Site credit/);
    const byCredit = await confirmedOrder(page, 2);

    // All three orders in the account.
    await page.getByRole('link', { name: 'All your orders' }).click();
    await page.waitForURL(/\/account\/recent\/orders$/);
    for (const orderNumber of [byCard, byCoupon, byCredit]) await page.locator(`:text("${orderNumber}"):visible`).first().waitFor();
    assert.equal(new Set([byCard, byCoupon, byCredit]).size, 3, 'three different orders');

    // What the browser saw: stock headers only, and writes that carry the Cart-Token alone.
    assert.ok(calls.length > 0, 'the journey made Store API calls');
    for (const call of calls) {
      const where = `${call.method} ${call.route}`;
      const exposed = (call.responseHeaders['access-control-expose-headers'] ?? '').split(',').map((name) => name.trim().toLowerCase());
      assert.ok(exposed.includes('cart-token'), `${where} exposes Cart-Token`);
      assert.ok(!exposed.includes('nonce'), `${where} does not expose Nonce`);
      assert.equal(call.responseHeaders['x-wc-store-api-nonce'], undefined, `${where} sends no legacy nonce header`);
      assert.equal(call.requestHeaders['x-wc-store-api-nonce'], undefined, `${where} sends no legacy nonce header`);
      assert.equal(call.requestHeaders.authorization, `Bearer ${token}`, `${where} names the customer by the bearer`);
      assert.ok(!call.body.includes(token), `${where} carries no token in its body`);
    }
    const writes = calls.filter((call) => call.method === 'POST');
    assert.deepEqual(
      [...new Set(writes.map((call) => call.route))].sort(),
      ['/wc/store/v1/cart/add-item', '/wc/store/v1/cart/apply-coupon', '/wc/store/v1/checkout'],
      'the journey wrote through add-item, apply-coupon and checkout',
    );
    for (const write of writes) {
      assert.match(write.requestHeaders['cart-token'] ?? '', /\S/, `${write.route} carries the Cart-Token`);
      assert.equal(write.requestHeaders.nonce, undefined, `${write.route} carries no Nonce: none was readable`);
    }
    assert.equal(await page.evaluate(() => localStorage.getItem('nonce')), null, 'no nonce was ever readable, so none was kept');

    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('a site that also exposes Nonce (a plugin adds it to rest_exposed_cors_headers)', () => {
  let shop: Shop;
  let browser: Browser;
  let reel: DemoCompetition;

  before(async () => {
    shop = await startShopSending('nonce-exposed');
    browser = await launchBrowser();
    [reel] = await demoCompetitions(shop, 'Daiwa Basia 45 QD Reel Trio');
  });

  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test('the add goes with the Cart-Token and the nonce the client could read', async () => {
    const context = await signedInContext(browser, shop, DEMO_CUSTOMER);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const calls = recordStoreCalls(page);
    await addFromDetails(page, shop, reel, 1);
    await page.getByTestId('basket-modal-line').getByText('1 ticket added').waitFor();

    const add = calls.find((call) => call.route === '/wc/store/v1/cart/add-item');
    assert.ok(add, 'the add was made');
    assert.match(add.requestHeaders['cart-token'] ?? '', /\S/, 'the add carries the Cart-Token');
    assert.match(add.requestHeaders.nonce ?? '', /^[0-9a-f]{10}$/, 'the add carries the nonce the page could read');
    assert.equal(await page.evaluate(() => localStorage.getItem('nonce')), add.requestHeaders.nonce);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
