import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '@shop/shared-contracts/src/testing/customers';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshDeploy, runStoreApiCli, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors, waitForPageReady } from '../harness/browser';
import { registerCustomer } from '../harness/accountSeed';
import { competitionDetailsPath, type Competition, buildApiUrl } from '@shop/shared-contracts';

/** The account remote against store-api in Chromium: what a customer (and support) does. */
const PHONE = { width: 390, height: 844 };
const TOAST = '.Toastify__toast';

describe('account: sign-in, registration and the account screens', () => {
  let shop: Shop;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy(), storeApi: true });
    browser = await launchBrowser();
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await shop?.stop();
  });

  async function freshPage(viewport = PHONE): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    return { page, errors: trackPageErrors(page) };
  }

  async function signIn(page: Page, email: string, password: string, from = '/auth/login'): Promise<void> {
    await page.goto(shop.shellUrl + from);
    await page.locator('#login-username').fill(email);
    await page.locator('#login-password').fill(password);
    await page.locator('form[aria-label="Sign in"] button[type="submit"]').click();
  }

  test('a guest sent to sign in from /account/points comes back there signed in; a wrong password says so neutrally', async () => {
    const { page, errors } = await freshPage();
    await page.goto(`${shop.shellUrl}/account/points`);
    await page.waitForURL((url) => url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/account/points');
    await page.locator('#login-username').fill(DEMO_CUSTOMER.username);
    await page.locator('#login-password').fill('wrong-password');
    await page.locator('form[aria-label="Sign in"] button[type="submit"]').click();
    await page.getByText('That email, username or password is not right.').waitFor();
    assert.equal(await page.locator('#login-username').inputValue(), DEMO_CUSTOMER.username);
    await page.locator('#login-password').fill(DEMO_CUSTOMER.password);
    await page.locator('form[aria-label="Sign in"] button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/account/points');
    await page.getByText('Points balance').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    assert.ok(token && Buffer.from(token, 'base64').toString().length > 10, 'the token is saved base64');
    assert.deepEqual(errors, []);
  });

  test('details and billing changes persist across a reload', async () => {
    const { page } = await freshPage();
    await signIn(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password, '/auth/login?redirect=/account/details');
    await page.waitForURL((url) => url.pathname === '/account/details');
    await page.locator('#details-last-name').fill('');
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await page.getByText('Last Name is required.').first().waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'details-last-name');
    await page.locator('#details-last-name').fill('Fairbrass-Tested');
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await page.locator(TOAST, { hasText: 'Details updated successfully!' }).waitFor();
    await page.reload();
    await page.locator('#details-last-name').waitFor();
    await page.waitForFunction(() => (document.querySelector('#details-last-name') as HTMLInputElement | null)?.value === 'Fairbrass-Tested', null, {
      timeout: 10_000,
    });

    await page.goto(`${shop.shellUrl}/account/billing`);
    await page.locator('#billing-city').fill('Canterbury');
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await page.locator(TOAST, { hasText: 'Details updated successfully!' }).waitFor();
    await page.reload();
    await page.waitForFunction(() => (document.querySelector('#billing-city') as HTMLInputElement | null)?.value === 'Canterbury', null, { timeout: 10_000 });
    assert.equal(await page.locator('form[aria-label="Billing details"]').getByText('United Kingdom', { exact: true }).count(), 1);
  });

  test('points, credit, coupons and orders show; an order shows its ticket numbers', async () => {
    const { page, errors } = await freshPage({ width: 1440, height: 900 });
    await signIn(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
    await page.waitForURL((url) => url.pathname === '/account');

    await page.goto(`${shop.shellUrl}/account/points`);
    await page.locator('[data-testid="points-row"]').first().waitFor();
    assert.ok((await page.locator('[data-testid="points-row"]').count()) <= 10);
    assert.ok((await page.getByText(/^\+\d+ points$/).count()) > 0, 'earned points carry a plus');

    await page.goto(`${shop.shellUrl}/account/cred`);
    await page.getByText('£10.00').first().waitFor();

    await page.goto(`${shop.shellUrl}/account/coupons`);
    await page.locator('[data-testid="coupon-row"]').first().waitFor();
    assert.equal(await page.locator('[data-testid="coupon-row"]').count(), 2);

    await page.goto(`${shop.shellUrl}/account/recent/orders`);
    await page.locator('[data-testid="order-row"]').first().waitFor();
    // The seeded demo customer has three orders: one page, so no Load more.
    assert.equal(await page.locator('[data-testid="order-row"]').count(), 3);
    assert.ok((await page.getByText('Ticket Win').count()) > 0, 'the admin-comp-win order reads Ticket Win');
    assert.equal(await page.getByRole('button', { name: 'Load more' }).count(), 0, 'no Load more on the last page');

    await page.locator('[data-testid="order-row"] a', { hasText: 'View' }).first().click();
    await page.waitForURL(/\/account\/recent\/orders\/order-detail\/\d+$/);
    await page.locator('[data-testid="order-product"]').first().waitFor();
    assert.ok(
      (await page
        .getByRole('list', { name: /Ticket numbers/ })
        .first()
        .locator('li')
        .count()) > 0,
    );
    assert.equal(await page.getByText('Flat Rate').count(), 1);
    assert.match(await page.locator('[data-testid="order-product"] p').first().innerText(), /\d{1,2}:\d{2} (AM|PM)/);
    assert.deepEqual(errors, []);
  });

  test('orders load ten at a time: with eleven, Load more shows, and one click brings exactly the eleventh', async () => {
    const customer = await registerCustomer(shop, { orders: 11 });
    const { page, errors } = await freshPage({ width: 1440, height: 900 });
    await signIn(page, customer.email, customer.password, '/auth/login?redirect=/account/recent/orders');
    await page.waitForURL((url) => url.pathname === '/account/recent/orders');
    const rows = page.locator('[data-testid="order-row"]');
    await rows.first().waitFor();
    assert.equal(await rows.count(), 10, 'the first page holds ten orders');
    const loadMore = page.getByRole('button', { name: 'Load more' });
    assert.equal(await loadMore.isVisible(), true, 'Load more is shown while a page is left');
    await loadMore.click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="order-row"]').length !== 10);
    assert.equal(await rows.count(), 11, 'the second page adds exactly the eleventh order');
    assert.equal(await loadMore.count(), 0, 'no Load more after the last page');
    assert.deepEqual(errors, []);
  });

  test("a field the server refuses shows a customer's sentence at that field and keeps what was typed; the email rule is the server's", async () => {
    const customer = await registerCustomer(shop);
    const { page, errors } = await freshPage();
    const profileCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/updateProfile')) profileCalls.push(request.url());
    });
    await signIn(page, customer.email, customer.password, '/auth/login?redirect=/account/details');
    await page.waitForURL((url) => url.pathname === '/account/details');
    await page.waitForFunction(() => (document.querySelector('#details-first-name') as HTMLInputElement | null)?.value === 'Orla');

    // The real server takes names of up to 100 characters; the form sends 101 and shows the refusal at the field.
    const longName = 'O'.repeat(101);
    await page.locator('#details-first-name').fill(longName);
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await page.locator('#details-first-name-error').waitFor();
    assert.equal(await page.locator('#details-first-name-error').innerText(), 'First name is too long.');
    assert.equal(await page.locator('#details-first-name').inputValue(), longName);
    assert.equal(await page.getByText(/Invalid parameter/).count(), 0);
    assert.equal(profileCalls.length, 1);

    // a@b.c is refused before it is sent, with the sentence the server's refusal of it maps to.
    await page.locator('#details-first-name').fill('Orla');
    await page.locator('#details-email').fill('a@b.c');
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await page.locator('#details-email-error').waitFor();
    assert.equal(await page.locator('#details-email-error').innerText(), 'Email address is invalid.');
    assert.equal(profileCalls.length, 1, 'nothing sent');

    // An apostrophe is fine on both sides.
    const address = `o'neil-${Date.now()}@example.co.uk`;
    await page.locator('#details-email').fill(address);
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await page.locator(TOAST, { hasText: 'Details updated successfully!' }).waitFor();
    assert.equal(await page.locator('#details-email-error').count(), 0);
    assert.deepEqual(errors, []);
  });

  test("another customer's order reads as not found, with none of its data", async () => {
    const { page: demo } = await freshPage();
    await signIn(demo, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password, '/auth/login?redirect=/account/recent/orders');
    await demo.waitForURL((url) => url.pathname === '/account/recent/orders');
    const href = await demo.locator('[data-testid="order-card"] a', { hasText: 'View' }).first().getAttribute('href');
    assert.ok(href, 'the demo customer has an order');
    const { page } = await freshPage();
    await signIn(page, SECOND_CUSTOMER.username, SECOND_CUSTOMER.password, `/auth/login?redirect=${encodeURIComponent(href)}`);
    await page.waitForURL((url) => url.pathname === href);
    await page.getByText('We can’t find that order in your account.').waitFor();
    assert.equal(await page.locator('[data-testid="order-status"], [data-testid="order-product"]').count(), 0);
  });

  test('registration refuses a customer under 18 and accepts an adult', async () => {
    const { page } = await freshPage();
    await page.goto(`${shop.shellUrl}/auth/login?tab=register`);
    const now = new Date();
    const fill = async (dob: string, email: string) => {
      await page.locator('#register-first-name').fill('Rory');
      await page.locator('#register-last-name').fill('Pike');
      await page.locator('#register-email').fill(email);
      await page.locator('#register-password').fill('PikeAngler!2026');
      await page.locator('#register-date-of-birth').fill(dob);
      if (!(await page.locator('#register-terms').isChecked())) await page.locator('#register-terms').check();
      await page.locator('form[aria-label="Create an account"] button[type="submit"]').click();
    };
    await fill(`${now.getFullYear() - 17}-01-01`, 'rory@example.co.uk');
    await page.getByText('You must be 18 or over to register.').first().waitFor();
    await fill('1990-06-01', `rory+${Date.now()}@example.co.uk`);
    // The optional spending-limit step comes before the account (limits offered at registration).
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('heading', { name: 'Hello, Rory' }).waitFor();
  });

  test('forgot password → the link from the outbox → a new password → sign in with it; the link works once', async () => {
    const { page } = await freshPage();
    await page.goto(`${shop.shellUrl}/auth/forgot/password`);
    await page.locator('#forgot-email').fill('second@anglingprizes.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account uses that email address').waitFor();
    const outbox = fs.readFileSync(path.join(shop.dataDir!, 'outbox.log'), 'utf8');
    const link = [...outbox.matchAll(/(https?:\/\/\S+\/auth\/reset\/password\?key=\S+)/g)].at(-1)?.[1];
    assert.ok(link, `a reset link in the outbox: ${outbox}`);
    const target = new URL(link);
    await page.goto(shop.shellUrl + target.pathname + target.search);
    await page.locator('#reset-password').fill('NewWaters!2026');
    await page.locator('#reset-confirm-password').fill('NewWaters!2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await signIn(page, 'second@anglingprizes.test', 'NewWaters!2026');
    await page.waitForURL((url) => url.pathname === '/account');

    const { page: again } = await freshPage();
    await again.goto(shop.shellUrl + target.pathname + target.search);
    await again.locator('#reset-password').fill('OtherWaters!2026');
    await again.locator('#reset-confirm-password').fill('OtherWaters!2026');
    await again.getByRole('button', { name: 'Save new password' }).click();
    await again.getByText('This reset link has expired or has already been used.').waitFor();
  });

  test('login-as-user: a minted link signs in once with the staff banner, and not twice', async () => {
    const output = await runStoreApiCli(shop, 'loginLink', [DEMO_CUSTOMER.username]);
    const link = /(https?:\/\/\S+\/login-as-user\?key=\S+)/.exec(output)?.[1];
    assert.ok(link, `a login-as-user link: ${output}`);
    const target = new URL(link);
    const { page } = await freshPage();
    await page.goto(shop.shellUrl + target.pathname + target.search);
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByTestId('staff-banner').waitFor();
    assert.match(await page.getByTestId('staff-banner').innerText(), /Signed in as .+ by staff/);
    await page.goto(`${shop.shellUrl}/account/coupons`);
    await page.getByTestId('staff-banner').waitFor();

    const { page: second } = await freshPage();
    await second.goto(shop.shellUrl + target.pathname + target.search);
    await second.getByText('This sign-in link has expired or has already been used.').waitFor();
  });

  test('a spending limit is saved and shown', async () => {
    const { page } = await freshPage();
    await signIn(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password, '/auth/login?redirect=/account/responsible/gaming');
    await page.waitForURL((url) => url.pathname === '/account/responsible/gaming');
    await page.locator('#limit-duration').selectOption('week');
    await page.locator('#limit-value').fill('5');
    await page.getByRole('button', { name: 'SAVE LIMIT' }).click();
    await page.locator(TOAST, { hasText: 'Your limits have been updated.' }).waitFor();
    await page.getByText('£5.00 per week').waitFor();
    for (const name of ['GamCare', 'BeGambleAware', 'National Gambling Helpline']) assert.equal(await page.getByRole('link', { name }).count(), 1);
  });

  /** How many orders the signed-in customer of this page has, asked of store-api directly. */
  async function orderCount(page: Page): Promise<number> {
    const token = Buffer.from((await page.evaluate(() => localStorage.getItem('token'))) ?? '', 'base64').toString();
    const response = await fetch(buildApiUrl(shop.config().apiHost, '/api/v1/orders'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${shop.config().serviceToken}` },
      body: JSON.stringify({ token, page: 1, limit: 50 }),
    });
    const answer = (await response.json()) as { data?: unknown[] };
    assert.ok(Array.isArray(answer.data), `the orders call answered: ${JSON.stringify(answer)}`);
    return answer.data.length;
  }

  test('a spending limit stops the customer at checkout before payment, with a link to the limits', async () => {
    const { page } = await freshPage();
    const checkoutCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wc/store/v1/checkout')) checkoutCalls.push(request.url());
    });
    await signIn(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password, '/auth/login?redirect=/account/responsible/gaming');
    await page.waitForURL((url) => url.pathname === '/account/responsible/gaming');
    await page.locator('#limit-duration').selectOption('week');
    await page.locator('#limit-value').fill('1');
    await page.getByRole('button', { name: 'SAVE LIMIT' }).click();
    // Lowering takes effect at once.
    await page.locator(TOAST, { hasText: 'Your limits have been updated.' }).waitFor();
    await page.getByText('£1.00 per week').waitFor();

    // Three tickets at 99p are over £1.
    const list = (await (
      await fetch(buildApiUrl(shop.config().apiHost, '/api/v1/competition'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${shop.config().serviceToken}` },
        body: JSON.stringify({ token: '', category: 'all', page: 1, limit: 50 }),
      })
    ).json()) as { data: Competition[] };
    const reel = list.data.find((competition) => competition.title === 'Daiwa Basia 45 QD Reel Trio');
    assert.ok(reel, 'demo competition present');
    await page.goto(`${shop.shellUrl}${competitionDetailsPath(reel)}`);
    await waitForPageReady(page); // the server-rendered entry panel takes input once it has hydrated
    await page.getByLabel('How many tickets?').fill('3');
    await page.getByTestId('enter-now').first().click();
    await page.getByTestId('basket-modal-line').getByText('3 tickets added').waitFor();

    const ordersBefore = await orderCount(page);
    await page.goto(`${shop.shellUrl}/checkout`);
    // A customer answers the cookie notice first: on a phone its sheet sits over the sticky pay bar.
    await page.getByTestId('shell-cookie-notice').getByRole('button', { name: 'OK' }).click();
    // Stopped before payment: the message says why, links to the limits, and Pay (the phone's sticky bar) is off.
    const stop = page.getByTestId('spending-limit-stop');
    await stop.waitFor();
    assert.equal((await stop.locator('p').first().innerText()).trim(), 'This order of £2.97 would pass your spending limit: £1.00 left this week.');
    assert.equal(await stop.getByRole('link', { name: 'your spending limit' }).getAttribute('href'), '/account/responsible/gaming');
    assert.equal(await page.getByTestId('spending-limit-prompt').count(), 0, 'no "would you like a limit" prompt once a limit is set');
    await page.getByLabel('I am 18 or over').check();
    await page.getByLabel('I accept the terms and competition rules').check();
    await page.getByLabel(/Site credit/).check();
    assert.equal(await page.getByTestId('place-order-bar').isDisabled(), true, 'Pay is off');
    await page.getByLabel('Postcode').press('Enter');
    assert.equal(checkoutCalls.length, 0, 'no checkout call was made');
    assert.equal(new URL(page.url()).pathname, '/checkout', 'no order was placed');

    // The link goes to the limits page, where the customer can see where they stand.
    await stop.getByRole('link', { name: 'your spending limit' }).click();
    await page.waitForURL((url) => url.pathname === '/account/responsible/gaming');
    await page.getByText('£1.00 per week').waitFor();
    assert.equal(await orderCount(page), ordersBefore, 'no order was placed');
    assert.equal(checkoutCalls.length, 0, 'still no checkout call');
  });

  test('sign out revokes the session and /account sends to sign in again', async () => {
    const { page } = await freshPage({ width: 1440, height: 900 });
    await signIn(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
    await page.waitForURL((url) => url.pathname === '/account');
    await page.locator('nav[aria-label="My account"]').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await page.goto(`${shop.shellUrl}/account`);
    await page.waitForSelector('[data-boundary="account"][data-screen="login"]');
    assert.equal(new URL(page.url()).pathname, '/auth/login');
  });
});
