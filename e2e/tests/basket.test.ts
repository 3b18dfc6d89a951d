import { SECOND_CUSTOMER } from '@shop/shared-contracts/src/testing/customers';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { competitionDetailsPath } from '@shop/shared-contracts';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors, waitForPageReady } from '../harness/browser';
import { api, DEMO_CUSTOMER, pay, PHONE, signedInContext } from '../harness/customer';

/**
 * The basket as a signed-in customer buys: add from a details page (modal, badge), the per-customer
 * maximum on the basket page (clamp message, clamped quantity), change and remove lines, a coupon,
 * checkout with site credit, ticket numbers on the confirmation page and the order in the account.
 */
const RACE_TITLE = 'Korda Kaizen Rod Pair';
const TOAST = '.Toastify__toast';

interface CompetitionRow {
  id: number;
  title: string;
  max_ticket_per_user: number;
  comp_question: unknown;
  total_sell_tickets: number;
  total_ticket_sold: number;
}

async function badgeCount(page: Page): Promise<string> {
  return (await page.getByTestId('basket-count').textContent()) ?? '';
}

async function addFromDetails(page: Page, shop: Shop, competition: CompetitionRow, quantity: number): Promise<void> {
  await page.goto(`${shop.shellUrl}${competitionDetailsPath(competition)}`);
  await waitForPageReady(page);
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
    const context = await signedInContext(browser, shop, DEMO_CUSTOMER);
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
    await page
      .locator(TOAST, {
        hasText: `Only ${reel.max_ticket_per_user} tickets are available , ${reel.max_ticket_per_user} tickets have been added to your basket.`,
      })
      .waitFor();
    await reelLine.getByTestId('line-total').getByText('£99.00').waitFor();
    assert.equal(await reelLine.getByLabel('Tickets', { exact: true }).inputValue(), String(reel.max_ticket_per_user));

    // Change a line down and remove the other.
    await reelLine.getByLabel('Tickets', { exact: true }).fill('10');
    await reelLine.getByLabel('Tickets', { exact: true }).press('Enter');
    await reelLine.getByTestId('line-total').getByText('£9.90').waitFor();
    await page.getByRole('button', { name: `Remove ${frenzy.title}` }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="cart-line"]').length === 1);
    assert.equal(await badgeCount(page), '10');

    // Undo within 5 seconds puts the line back with the same quantity; a second remove is final after 5 seconds.
    await page.getByRole('button', { name: `Undo removing ${frenzy.title}` }).click();
    await lines.filter({ hasText: frenzy.title }).waitFor();
    assert.equal(await lines.filter({ hasText: frenzy.title }).getByLabel('Tickets', { exact: true }).inputValue(), '2');
    assert.equal(await badgeCount(page), '12');
    await page.getByRole('button', { name: `Remove ${frenzy.title}` }).click();
    await page.getByTestId('removed-line').waitFor();
    await page.getByTestId('removed-line').waitFor({ state: 'detached', timeout: 8000 });
    assert.equal(await lines.count(), 1);
    assert.equal(await badgeCount(page), '10');

    // A coupon: £5 off.
    await page.getByLabel('Coupon code').fill('TIGHTLINES5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('basket-total').getByText('£4.90').waitFor();

    // Checkout with site credit; billing comes prefilled from the profile.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByLabel('First name').and(page.locator('[value="Danny"]')).waitFor();
    await page.getByTestId('place-order-bar').click();
    await page.getByText('Please confirm you are 18 or over.').first().waitFor();
    await page.getByLabel('I am 18 or over').check();
    await page.getByLabel('I accept the terms and competition rules').check();
    await page.getByLabel(/Site credit/).check();
    assert.equal(await page.getByTestId('place-order-bar').textContent(), 'Pay £4.90');
    const checkoutCalls: string[] = [];
    page.on('request', (request) => {
      if (decodeURIComponent(request.url()).includes('/wc/store/v1/checkout')) checkoutCalls.push(request.url());
    });
    await page.getByTestId('place-order-bar').dblclick();

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

interface UserDetails {
  data: { site_credit: number };
}
interface OrderList {
  data: { id: number }[];
}

describe('basket: the race for the last tickets', () => {
  let shop: Shop;
  let browser: Browser;
  let kaizen: CompetitionRow;

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy(), storeApi: true });
    browser = await launchBrowser();
    const list = await api<{ data: CompetitionRow[] }>(shop, '/api/v1/competition', { token: '', category: 'all', page: 1, limit: 50 });
    kaizen = list.data.find((competition) => competition.title === RACE_TITLE)!;
    assert.ok(kaizen, 'the nearly sold-out competition is seeded');
    assert.equal(kaizen.total_sell_tickets - kaizen.total_ticket_sold, 8, '8 of 199 tickets left');
  });

  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test("another customer buys the last tickets first: A's payment fails clearly, A keeps the basket and nothing is charged", async () => {
    const loginA = await api<{ data: { token: string } }>(shop, '/api/v1/login', DEMO_CUSTOMER);
    const before = {
      credit: (await api<UserDetails>(shop, '/api/v1/get_user_details', { token: loginA.data.token })).data.site_credit,
      orders: (await api<OrderList>(shop, '/api/v1/orders', { token: loginA.data.token, page: 1, limit: 50 })).data.length,
    };

    // A puts 3 of the last 8 in the basket and gets as far as checkout.
    const contextA = await signedInContext(browser, shop, DEMO_CUSTOMER);
    const pageA = await contextA.newPage();
    const errorsA = trackPageErrors(pageA);
    await addFromDetails(pageA, shop, kaizen, 3);
    await pageA.getByTestId('basket-modal-line').getByText('3 tickets added').waitFor();
    await pageA.goto(`${shop.shellUrl}/checkout`);
    await pageA.getByTestId('place-order-bar').getByText('Pay £2.97').waitFor();

    // B buys all 8 remaining tickets with a card.
    const contextB = await signedInContext(browser, shop, SECOND_CUSTOMER);
    const pageB = await contextB.newPage();
    await addFromDetails(pageB, shop, kaizen, 8);
    await pageB.getByTestId('basket-modal-line').getByText('8 tickets added').waitFor();
    await pageB.goto(`${shop.shellUrl}/checkout`);
    // The second customer has no billing address on file yet.
    await pageB.getByLabel('First name').and(pageB.locator('[value]:not([value=""])')).waitFor();
    for (const [label, value] of [
      ['Phone', '07700 900456'],
      ['House name or number', '3'],
      ['Street address', 'Reed Lane'],
      ['Town or city', 'Norwich'],
      ['Postcode', 'NR1 1AA'],
    ] as const) {
      await pageB.getByLabel(label, { exact: true }).fill(value);
    }
    await pay(pageB, /^Card/, '4242 4242 4242 4242');
    await pageB.waitForURL(/\/confirmation$/);
    await pageB.getByTestId('ticket-numbers').locator('li').nth(7).waitFor();
    await contextB.close();

    // A pays with site credit: a clear error naming the competition and the problem; still on checkout.
    await pay(pageA, /Site credit/);
    await pageA
      .locator(TOAST, { hasText: `${RACE_TITLE}: Sorry, this competition has sold out. If it is in your basket, please remove it to check out.` })
      .waitFor();
    assert.match(pageA.url(), /\/checkout$/);
    await pageA.getByTestId('checkout-blocked').getByText(RACE_TITLE).waitFor();
    assert.equal(await pageA.getByTestId('place-order-bar').isDisabled(), true, 'Pay is blocked until the line is removed');

    // A's basket is kept (flagged on /cart, checkout blocked), and nothing was charged.
    assert.equal(await badgeCount(pageA), '3');
    await pageA.getByRole('link', { name: 'Go to your basket' }).click();
    await pageA.waitForURL(/\/cart$/);
    const line = pageA.getByTestId('cart-line').filter({ hasText: RACE_TITLE });
    await line.getByTestId('line-problem').getByText('Sold out', { exact: true }).waitFor();
    assert.equal(await line.getByLabel('Tickets', { exact: true }).inputValue(), '3');
    assert.equal(await pageA.getByRole('button', { name: 'Checkout' }).isDisabled(), true);
    const after = {
      credit: (await api<UserDetails>(shop, '/api/v1/get_user_details', { token: loginA.data.token })).data.site_credit,
      orders: (await api<OrderList>(shop, '/api/v1/orders', { token: loginA.data.token, page: 1, limit: 50 })).data.length,
    };
    assert.deepEqual(after, before, 'site credit and orders unchanged');

    // Removing the sold-out line empties the basket.
    await pageA.getByRole('button', { name: `Remove ${RACE_TITLE}` }).click();
    await pageA.getByTestId('removed-line').getByText(`Removed ${RACE_TITLE} (3 tickets).`).waitFor();
    assert.equal(await badgeCount(pageA), '0');
    assert.deepEqual(errorsA, []);
    await contextA.close();
  });
});
