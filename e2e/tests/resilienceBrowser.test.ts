import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { competitionDetailsPath, type Competition } from '@shop/shared-contracts';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, waitForPageReady } from '../harness/browser';
import { api, DEMO_CUSTOMER, pay, PHONE, signedInContext } from '../harness/customer';
import { breakStorage, storageIsFull, trackProblems, type StorageFault } from '../harness/faults';

/**
 * Faults on the customer's side, injected into the production build in Chromium: local storage full,
 * blocked or holding garbage, and the network dropping while they pay.
 */
const REEL_TITLE = 'Daiwa Basia 45 QD Reel Trio';
/** The seeded settings' announcement (store-api's seed), which a garbage settings cache must not replace. */
const ANNOUNCEMENT = 'Free postal entry available on every competition. 18+ UK residents only.';
/**
 * With a token the API never issued, the start-up auth check fails once and is only logged: Chromium's line for the 401 and the shell's. Nothing else may reach the console.
 */
const REFUSED_TOKEN_LINES = [
  /^error: Failed to load resource: the server responded with a status of 401 \(Unauthorized\) \(.*rest_route=\/api\/v1\/check-auth\)$/,
  /^error: \[shell\] auth check failed; continuing as a guest: ApiError: checkAuth: HTTP 401 /,
];

const TEST_CARD = '4242 4242 4242 4242';
/** What the checkout says after a Pay whose answer was lost (remote-basket/src/checkout/orderRecovery.ts). */
const RECOVERED = 'Your order went through: the connection dropped before we could confirm it. Nothing more has been charged.';
const NOT_PLACED =
  'Your order was not placed: the connection dropped before it reached us. Nothing has been charged and your basket is as it was. Please press Pay to try again.';
const UNCONFIRMED =
  'We lost the connection while placing your order and could not check whether it went through. Your basket is kept: press Pay again once you are back online. If the order did go through, we will show it instead of charging you again.';

/** The browser's checkout call (a POST to the Store API's checkout route, however the URL encodes it). */
const isCheckoutCall = (url: string, method: string) => method === 'POST' && decodeURIComponent(url).includes('rest_route=/wc/store/v1/checkout');

interface OrderRow {
  order_id_: number;
}
interface OrderDetail {
  id: number;
  product: { competition_id: number; quantity: number; tickets: number[] }[];
}

describe('resilience on the customer side: storage that fails, a network that drops while paying', () => {
  let shop: Shop;
  let browser: Browser;
  let reel: Competition;
  const contexts: BrowserContext[] = [];

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy(), storeApi: true });
    browser = await launchBrowser();
    const list = await api<{ data: Competition[] }>(shop, '/api/v1/competition', { token: '', category: 'all', page: 1, limit: 50 });
    reel = list.data.find((competition) => competition.title === REEL_TITLE)!;
    assert.ok(reel && !reel.comp_question, 'the seeded reel competition asks no question');
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await shop?.stop();
  });

  async function pageWith(fault: StorageFault): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addCookies([{ name: 'cookie_consent', value: 'true', domain: '127.0.0.1', path: '/' }]);
    await breakStorage(context, fault);
    contexts.push(context);
    const page = await context.newPage();
    return { page, problems: trackProblems(page) };
  }

  const accountLink = (page: Page) => page.getByTestId('shell-account-link');

  const faults: [StorageFault, string][] = [
    ['full', 'local storage full (every setItem throws QuotaExceededError)'],
    ['blocked', 'storage blocked (reading localStorage or sessionStorage throws SecurityError)'],
    ['garbage', 'every stored key holding garbage (a token the shop never issued, caches that are not JSON or of the wrong shape)'],
  ];
  for (const [fault, described] of faults) {
    test(`${described}: the shop starts as a guest, pages render, and the customer browses, adds to the basket and signs in`, async () => {
      const { page, problems } = await pageWith(fault);
      await page.goto(`${shop.shellUrl}/`);
      await waitForPageReady(page);
      if (fault === 'full') assert.equal(await storageIsFull(page), true, 'local storage is full');
      if (fault === 'blocked') {
        const blocked = await page.evaluate(() => {
          try {
            return window.localStorage === null;
          } catch (error) {
            return error instanceof DOMException && error.name === 'SecurityError';
          }
        });
        assert.equal(blocked, true, 'local storage is blocked');
      }
      await page.getByTestId('competition-card').first().waitFor();
      assert.equal(await accountLink(page).getAttribute('aria-label'), 'Sign in', 'a guest');
      await page.getByTestId('shell-announcement').getByText(ANNOUNCEMENT).waitFor();
      if (fault === 'garbage') {
        // The refused token is dropped and the caches are fresh copies: no later page repeats the failed check.
        assert.equal(await page.evaluate(() => localStorage.getItem('token')), null, 'the refused token is dropped');
        const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('settings_cache') ?? 'null') as unknown);
        assert.equal((settings as { data?: { announcement?: unknown } } | null)?.data?.announcement, ANNOUNCEMENT, 'a fresh settings cache');
      }

      // Browse to a competition and add two tickets: the basket modal, the badge and the basket page have them.
      await page.goto(`${shop.shellUrl}/competitions/all`);
      await page.locator(`[data-testid="competition-card"][data-competition-id="${reel.id}"]`).waitFor();
      await page.goto(`${shop.shellUrl}${competitionDetailsPath(reel)}`);
      await waitForPageReady(page);
      await page.getByLabel('How many tickets?').fill('2');
      await page.getByTestId('enter-now').first().click();
      await page.getByTestId('basket-modal-line').getByText('2 tickets added').waitFor();
      await page.getByRole('link', { name: 'View basket' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByTestId('cart-line').filter({ hasText: REEL_TITLE }).waitFor();
      assert.equal(await page.getByTestId('basket-count').textContent(), '2');

      // Sign in from the header; the header then greets the customer.
      await accountLink(page).click();
      await page.locator('#login-username').fill(DEMO_CUSTOMER.username);
      await page.locator('#login-password').fill(DEMO_CUSTOMER.password);
      await page.locator('form[aria-label="Sign in"] button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/account');
      await page.getByRole('heading', { name: /^Hello, / }).waitFor();
      assert.notEqual(await accountLink(page).getAttribute('aria-label'), 'Sign in', 'signed in');
      const expected = fault === 'garbage' ? REFUSED_TOKEN_LINES : [];
      assert.equal(problems.length, expected.length, problems.join('\n'));
      expected.forEach((line, index) => assert.match(problems[index]!, line));
    });
  }

  /** A customer of their own (so their orders are this test's only), signed in, with billing details to fill in at checkout. */
  async function newCustomer(label: string): Promise<{ page: Page; problems: string[]; token: string }> {
    const email = `resilience-${label}-${Date.now()}@anglingprizes.test`;
    const password = 'Resilient!Lines2025';
    await api(shop, '/api/v1/register', { first_name: 'Robin', last_name: 'Reed', email, password, date_of_birth: '1990-04-01', phone: '07700 900456' });
    const context = await signedInContext(browser, shop, { username: email, password });
    contexts.push(context);
    const login = await api<{ data: { token: string } }>(shop, '/api/v1/login', { username: email, password });
    const page = await context.newPage();
    return { page, problems: trackProblems(page), token: login.data.token };
  }

  /** Two reel tickets in the basket, then the checkout with the address filled in and the boxes ticked, up to Pay. */
  async function toCheckout(page: Page): Promise<void> {
    await page.goto(`${shop.shellUrl}${competitionDetailsPath(reel)}`);
    await waitForPageReady(page);
    await page.getByLabel('How many tickets?').fill('2');
    await page.getByTestId('enter-now').first().click();
    await page.getByTestId('basket-modal-line').getByText('2 tickets added').waitFor();
    await page.goto(`${shop.shellUrl}/checkout`);
    await page.getByLabel('First name').and(page.locator('[value]:not([value=""])')).waitFor();
    await page.getByLabel('House name or number').fill('12');
    await page.getByLabel('Street address').fill('Mill Lane');
    await page.getByLabel('Town or city').fill('Maidstone');
    await page.getByLabel('Postcode').fill('ME15 6AA');
  }

  async function ordersOf(token: string): Promise<OrderDetail[]> {
    const list = await api<{ data: OrderRow[] }>(shop, '/api/v1/orders', { token, page: 1, limit: 10 });
    return Promise.all(list.data.map(async (row) => (await api<{ data: OrderDetail }>(shop, '/api/v1/order_detail', { token, id: row.order_id_ })).data));
  }

  /** The first checkout call meets `fault`; later ones go through. */
  async function failFirstCheckout(page: Page, fault: (route: Route) => Promise<void>): Promise<void> {
    let struck = false;
    await page.route(
      (url) => isCheckoutCall(url.href, 'POST'),
      async (route) => {
        if (struck || !isCheckoutCall(route.request().url(), route.request().method())) return route.continue();
        struck = true;
        await fault(route);
      },
    );
  }

  /** The confirmation shows the one order: its number and its ticket numbers. */
  async function confirmsOnly(page: Page, token: string): Promise<void> {
    await page.waitForURL(/\/confirmation$/);
    const orders = await ordersOf(token);
    assert.equal(orders.length, 1, 'exactly one order for the basket');
    const [order] = orders;
    assert.deepEqual(
      order!.product.map((line) => [line.competition_id, line.quantity]),
      [[reel.id, 2]],
    );
    assert.equal(await page.getByTestId('order-number').textContent(), `#${order!.id}`);
    const tickets = page.getByTestId('ticket-numbers').locator('li');
    await tickets.nth(1).waitFor();
    assert.deepEqual((await tickets.allTextContents()).map(Number), order!.product[0]!.tickets);
  }

  /** The only problems: the browser's failed API calls and the basket's log of the failed checkout, as many as there were. */
  function onlyCheckoutFailures(problems: string[], failedCalls: number, checkoutFailures: number): void {
    const resource = problems.filter((line) =>
      /^error: Failed to load resource: .*\(http:\/\/127\.0\.0\.1:\d+\/competition\/index\.php\/wp-json\/\?rest_route=/.test(line),
    );
    const logged = problems.filter((line) => line.startsWith('error: [basket] checkout failed'));
    assert.equal(resource.length, failedCalls, problems.join('\n'));
    assert.equal(logged.length, checkoutFailures, problems.join('\n'));
    assert.equal(problems.length, failedCalls + checkoutFailures, problems.join('\n'));
  }

  test('the answer to Pay is lost after the order was made: the shop finds the order and confirms it; one order, no second charge', async () => {
    const { page, problems, token } = await newCustomer('lost-answer');
    await toCheckout(page);
    let serverAnswered = 0;
    await failFirstCheckout(page, async (route) => {
      serverAnswered = (await route.fetch()).status();
      await route.abort('connectionreset');
    });
    await pay(page, /^Card/, TEST_CARD);
    await page.getByText(RECOVERED).waitFor();
    await confirmsOnly(page, token);
    assert.equal(serverAnswered, 200, 'the checkout reached store-api, which placed the order');
    onlyCheckoutFailures(problems, 1, 1);
  });

  test('the answer is lost and the network stays down: the basket is kept with a clear message; Pay again once back online confirms the one order', async () => {
    const { page, problems, token } = await newCustomer('offline');
    await toCheckout(page);
    await failFirstCheckout(page, async (route) => {
      await route.fetch();
      await page.context().setOffline(true);
      await route.abort('internetdisconnected');
    });
    await pay(page, /^Card/, TEST_CARD);
    await page.getByTestId('checkout-notice').getByText(UNCONFIRMED).waitFor();
    assert.equal(await page.getByRole('complementary', { name: 'Order summary' }).getByText(`${REEL_TITLE} × 2`).count(), 1, 'the basket is kept');
    assert.equal((await ordersOf(token)).length, 1, 'the order was made while the browser never heard');

    await page.context().setOffline(false);
    await page.getByTestId('place-order-bar').click();
    await page.getByText(RECOVERED).waitFor();
    await confirmsOnly(page, token);
    // The lost checkout, the basket and order calls while offline, then the second Pay refused with an empty
    // basket: 409, as WooCommerce answers a checkout of an empty cart (the conformance suite checks it on both).
    assert.ok(
      problems.some((line) => line.includes('(Conflict)') && line.includes('checkout')),
      problems.join('\n'),
    );
    onlyCheckoutFailures(problems, problems.filter((line) => line.includes('Failed to load resource')).length, 2);
  });

  test('the Pay request never reaches the server: the basket is kept with a clear message, and Pay again places the one order', async () => {
    const { page, problems, token } = await newCustomer('never-sent');
    await toCheckout(page);
    await failFirstCheckout(page, (route) => route.abort('failed'));
    await pay(page, /^Card/, TEST_CARD);
    await page.getByTestId('checkout-notice').getByText(NOT_PLACED).waitFor();
    assert.equal(await page.getByRole('complementary', { name: 'Order summary' }).getByText(`${REEL_TITLE} × 2`).count(), 1, 'the basket is kept');
    assert.equal((await ordersOf(token)).length, 0, 'no order yet');

    await page.getByTestId('place-order-bar').click();
    await confirmsOnly(page, token);
    assert.equal(await page.getByText(RECOVERED).count(), 0, 'a plain confirmation: this Pay was answered');
    onlyCheckoutFailures(problems, 1, 1);
  });
});
