import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { competitionDetailsPath, type Competition } from '@shop/shared-contracts';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, waitForPageReady } from '../harness/browser';
import { api, DEMO, PHONE } from '../harness/customer';
import { breakStorage, storageIsFull, trackProblems, type StorageFault } from '../harness/faults';

/**
 * Faults in the customer's browser, injected into the production build in Chromium: local storage full,
 * blocked or holding garbage.
 */
const REEL_TITLE = 'Daiwa Basia 45 QD Reel Trio';
/** The seeded settings' announcement (store-api's seed), which a garbage settings cache must not replace. */
const ANNOUNCEMENT = 'Free postal entry available on every competition. 18+ UK residents only.';
/**
 * With a token the API never issued, the start-up auth check fails once and is logged (spec section 8:
 * only logged): Chromium's line for the 401 and the shell's. Nothing else may reach the console.
 */
const REFUSED_TOKEN_LINES = [
  /^error: Failed to load resource: the server responded with a status of 401 \(Unauthorized\) \(.*rest_route=\/api\/v1\/check-auth\)$/,
  /^error: \[shell\] auth check failed; continuing as a guest: ApiError: checkAuth: HTTP 401 /,
];

describe('resilience in the browser: storage that fails', () => {
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
      await page.locator('#login-username').fill(DEMO.username);
      await page.locator('#login-password').fill(DEMO.password);
      await page.locator('form[aria-label="Sign in"] button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/account');
      await page.getByRole('heading', { name: /^Hello, / }).waitFor();
      assert.notEqual(await accountLink(page).getAttribute('aria-label'), 'Sign in', 'signed in');
      const expected = fault === 'garbage' ? REFUSED_TOKEN_LINES : [];
      assert.equal(problems.length, expected.length, problems.join('\n'));
      expected.forEach((line, index) => assert.match(problems[index]!, line));
    });
  }
});
