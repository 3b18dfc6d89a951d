import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { competitionDetailsPath } from '@shop/shared-contracts';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors } from '../harness/browser';

/**
 * The basket as a signed-in customer buys: add from a details page (modal, badge), the per-customer
 * maximum on the basket page (clamp message, clamped quantity), change and remove lines, a coupon,
 * checkout with site credit, ticket numbers on the confirmation page and the order in the account.
 */
const DEMO = { username: 'demo@anglingprizes.test', password: 'TightLines!2024' };
const TOAST = '.Toastify__toast';
const PHONE = { width: 390, height: 844 };

interface CompetitionRow { id: number; title: string; max_ticket_per_user: number; comp_question: unknown; total_sell_tickets: number; total_ticket_sold: number }

async function api<T>(shop: Shop, route: string, body: unknown, bearer?: string): Promise<T> {
  const config = shop.config();
  const response = await fetch(`${config.apiHost}/competition/index.php/wp-json/?rest_route=${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer ?? config.serviceToken}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** Signs in through the login call and keeps the token as shared-contracts' authToken.ts does (base64 under `token`). */
async function signedInContext(browser: Browser, shop: Shop, who: typeof DEMO): Promise<BrowserContext> {
  const login = await api<{ data: { token: string } }>(shop, '/api/v1/login', who);
  const context = await browser.newContext({ viewport: PHONE });
  await context.addCookies([{ name: 'cookie_consent', value: 'true', domain: new URL(shop.shellUrl).hostname, path: '/' }]);
  await context.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', btoa(token));
  }, login.data.token);
  return context;
}

async function badgeCount(page: Page): Promise<string> {
  return (await page.getByTestId('basket-count').textContent()) ?? '';
}

async function addFromDetails(page: Page, shop: Shop, competition: CompetitionRow, quantity: number): Promise<void> {
  await page.goto(`${shop.shellUrl}${competitionDetailsPath(competition)}`);
  await page.getByLabel('How many tickets?').fill(String(quantity));
  await page.getByTestId('enter-now').first().click();
}

describe('basket: add, change, coupon, checkout, confirmation', () => {
  let shop: Shop;
  let browser: Browser;
  let reel: CompetitionRow;
  let frenzy: CompetitionRow;

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy(), storeApi: true });
    browser = await launchBrowser();
    const list = await api<{ data: CompetitionRow[] }>(shop, '/api/v1/competition', { token: '', category: 'all', page: 1, limit: 50 });
    reel = list.data.find((competition) => competition.title === 'Daiwa Basia 45 QD Reel Trio')!;
    frenzy = list.data.find((competition) => competition.title === 'Instant Win Tackle Frenzy')!;
    assert.ok(reel && frenzy, 'demo competitions present');
  });

  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test('a signed-in customer buys tickets from a details page through to the confirmation', async () => {
    const context = await signedInContext(browser, shop, DEMO);
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    // Add 3 from the details page: the modal opens with the line, focus inside, the badge updates.
    await addFromDetails(page, shop, reel, 3);
    const modal = page.locator('#exampleModal-3');
    await modal.waitFor({ state: 'visible' });
    await page.getByTestId('basket-modal-line').getByText('3 tickets added').waitFor();
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('#exampleModal-3'))), true, 'focus moved into the modal');
    assert.equal(await badgeCount(page), '3');
    assert.equal(await page.getByTestId('basket-modal-total').textContent(), '£2.97');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'enter-now', 'focus returned to Enter now');

    // A second competition, then on the basket page: over the per-customer maximum is clamped with the spec's message.
    await addFromDetails(page, shop, frenzy, 2);
    await page.getByTestId('basket-modal-line').getByText('2 tickets added').waitFor();
    await page.getByRole('link', { name: 'View basket' }).click();
    await page.waitForURL(/\/cart$/);
    const lines = page.getByTestId('cart-line');
    await lines.nth(1).waitFor();
    assert.equal(await lines.count(), 2);
    const reelLine = lines.filter({ hasText: reel.title });
    await reelLine.getByLabel('Tickets', { exact: true }).fill('500');
    await reelLine.getByLabel('Tickets', { exact: true }).press('Enter');
    await page.locator(TOAST, { hasText: `Only ${reel.max_ticket_per_user} tickets are available , ${reel.max_ticket_per_user} tickets have been added to your basket.` }).waitFor();
    await reelLine.getByTestId('line-total').getByText('£99.00').waitFor();
    assert.equal(await reelLine.getByLabel('Tickets', { exact: true }).inputValue(), String(reel.max_ticket_per_user));

    // Change a line down and remove the other.
    await reelLine.getByLabel('Tickets', { exact: true }).fill('10');
    await reelLine.getByLabel('Tickets', { exact: true }).press('Enter');
    await reelLine.getByTestId('line-total').getByText('£9.90').waitFor();
    await page.getByRole('button', { name: `Remove ${frenzy.title}` }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="cart-line"]').length === 1);
    assert.equal(await badgeCount(page), '10');

    // A coupon: £5 off.
    await page.getByLabel('Coupon code').fill('TIGHTLINES5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('basket-total').getByText('£4.90').waitFor();

    // Checkout with site credit; billing comes prefilled from the profile.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByLabel('First name').and(page.locator('[value="Danny"]')).waitFor();
    await page.getByTestId('place-order').click();
    await page.getByText('Please confirm you are 18 or over.').first().waitFor();
    await page.getByLabel('I am 18 or over').check();
    await page.getByLabel('I accept the terms and competition rules').check();
    await page.getByLabel(/Site credit/).check();
    assert.equal(await page.getByTestId('place-order').textContent(), 'Pay £4.90');
    const checkoutCalls: string[] = [];
    page.on('request', (request) => { if (decodeURIComponent(request.url()).includes('/wc/store/v1/checkout')) checkoutCalls.push(request.url()); });
    await page.getByTestId('place-order').dblclick();

    // Confirmation: order number and 10 ticket numbers.
    await page.waitForURL(/\/confirmation$/);
    const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').replace('#', '');
    assert.match(orderNumber, /^\d+$/);
    await page.getByTestId('ticket-numbers').locator('li').nth(9).waitFor();
    assert.equal(await page.getByTestId('ticket-numbers').locator('li').count(), 10);
    assert.equal(checkoutCalls.length, 1, 'a double click places one order');
    assert.equal(await badgeCount(page), '0');

    // A reload still shows it (sessionStorage).
    await page.reload();
    await page.getByTestId('order-number').getByText(`#${orderNumber}`).waitFor();

    // The same order in the account's order list.
    await page.getByRole('link', { name: 'All your orders' }).click();
    await page.waitForURL(/\/account\/recent\/orders$/);
    // Desktop table and phone cards both exist; the visible one must show the order.
    await page.locator(`:text("${orderNumber}"):visible`).first().waitFor();

    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a guest at /checkout is sent to sign in and brought back', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${shop.shellUrl}/checkout`);
    await page.waitForURL(/\/auth\/login\?redirect=/);
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/checkout');
    await context.close();
  });
});
