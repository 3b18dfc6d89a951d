import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Request } from 'playwright-core';
import { competitionDetailsPath, orderDetailPath } from '@shop/shared-contracts';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors, waitForPageReady } from '../harness/browser';
import { DEMO_CUSTOMER, demoCompetitions, pay, signedInContext, type DemoCompetition } from '../harness/customer';

/**
 * GET /cart and /cart/items send no payload. A signed-in customer's token in a URL would end
 * up in server logs and proxies, so while they browse, fill their basket, pay and read their order, no URL
 * the browser asks for holds it in any form; the cart reads name them by the bearer instead.
 */
/** GET /cart or /cart/items, with whatever query follows the route. */
const CART_READ = /\?rest_route=\/wc\/store\/v1\/cart(\/items)?(&|$)/;
const TEST_CARD = '4242 4242 4242 4242';

/** Every way the token could be written into a URL: as it is, base64 as local storage keeps it, and URL-encoded. */
function spellings(token: string): string[] {
  const base64 = Buffer.from(token).toString('base64');
  return [...new Set([token, base64, encodeURIComponent(token), encodeURIComponent(base64)])];
}

describe("a signed-in customer's token never goes into a URL", () => {
  let shop: Shop;
  let browser: Browser;
  let reel: DemoCompetition;

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy(), storeApi: true });
    browser = await launchBrowser();
    [reel] = await demoCompetitions(shop, 'Daiwa Basia 45 QD Reel Trio');
  });

  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test('browsing, adding to the basket, the basket page, checkout by card and the order detail', async () => {
    const context = await signedInContext(browser, shop, DEMO_CUSTOMER);
    const requests: Request[] = [];
    context.on('request', (request) => requests.push(request));
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    await page.goto(`${shop.shellUrl}/`);
    await waitForPageReady(page);
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    assert.ok(stored, 'the customer is signed in');
    const token = Buffer.from(stored, 'base64').toString();

    await page.goto(`${shop.shellUrl}/competitions/all`);
    await waitForPageReady(page);
    await page.goto(`${shop.shellUrl}${competitionDetailsPath(reel)}`);
    await waitForPageReady(page);
    await page.getByLabel('How many tickets?').fill('2');
    await page.getByTestId('enter-now').first().click();
    await page.getByTestId('basket-modal-line').getByText('2 tickets added').waitFor();

    // A fresh page load reads the basket with GET /cart alone: only the bearer can say whose it is.
    await page.goto(`${shop.shellUrl}/cart`);
    await page.getByTestId('cart-line').filter({ hasText: reel.title }).waitFor();
    assert.equal(await page.getByTestId('cart-line').count(), 1);

    await page.goto(`${shop.shellUrl}/checkout`);
    await pay(page, /^Card/, TEST_CARD);
    await page.waitForURL(/\/confirmation$/);
    const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').replace('#', '');
    assert.match(orderNumber, /^\d+$/);

    // The customer reads the embedded test gateway as a card payment.
    await page.goto(`${shop.shellUrl}${orderDetailPath(Number(orderNumber))}`);
    const paymentMethod = page.locator('dt', { hasText: 'Payment method' }).locator('xpath=following-sibling::dd');
    await paymentMethod.getByText('Card payment', { exact: true }).waitFor();

    const cartReads = requests.filter((request) => request.method() === 'GET' && CART_READ.test(decodeURIComponent(request.url())));
    assert.ok(cartReads.length >= 2, `the basket was read (${cartReads.length} reads)`);
    const withQuery = cartReads.map((request) => decodeURIComponent(request.url())).filter((url) => url.includes('&'));
    assert.deepEqual(withQuery, [], 'the cart reads carry no query beyond rest_route');
    const bearers = await Promise.all(cartReads.map(async (request) => (await request.allHeaders()).authorization));
    assert.deepEqual(new Set(bearers), new Set([`Bearer ${token}`]), 'every cart read names the customer by the bearer');

    const leaks = requests.map((request) => request.url()).filter((url) => spellings(token).some((spelling) => url.includes(spelling)));
    assert.deepEqual(leaks, [], 'no request URL holds the token');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
