import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { competitionDetailsPath } from '@shop/shared-contracts';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors, waitForPageReady } from '../harness/browser';
import { api, DEMO_CUSTOMER, pay, PHONE, signedInContext } from '../harness/customer';

/**
 * Every page and file the shop serves carries the security headers, and every page works with its
 * Content-Security-Policy enforced: no violation while a customer browses, buys and opens the account.
 */
const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Collects the page's CSP violations as the browser raises them, before any of the shop's scripts run. */
async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
    );
  });
}

/** The page's console warnings and errors: a header the browser does not understand shows up here. */
function consoleProblems(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    // The not-found page is answered 404 on purpose, and Chromium logs that.
    const notFound = message.location().url.endsWith(NOT_FOUND_PATH) && /status of 404/.test(message.text());
    if (!notFound) lines.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  return lines;
}

const NOT_FOUND_PATH = '/no-such-page';

const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);

/** Every answer from the shop's own servers (shell origin and remote origins), kept for the header checks. */
function recordShopResponses(page: Page, shop: Shop): Response[] {
  const origins = new Set([new URL(shop.shellUrl).origin, ...Object.values(shop.config().remoteOrigins).map((origin) => new URL(origin).origin)]);
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (origins.has(new URL(response.url()).origin)) responses.push(response);
  });
  return responses;
}

function assertSecurityHeaders(responses: readonly Response[]): void {
  assert.ok(responses.length > 0, 'the shop answered');
  for (const response of responses) {
    const headers = response.headers();
    for (const [name, value] of Object.entries(BASE_HEADERS)) assert.equal(headers[name], value, `${name} on ${response.url()}`);
    assert.match(headers['permissions-policy'] ?? '', /camera=\(\)/, `Permissions-Policy on ${response.url()}`);
    const policy = headers['content-security-policy'] ?? '';
    assert.match(policy, /frame-ancestors 'none'/, `frame-ancestors on ${response.url()}`);
    if (response.request().resourceType() === 'document') {
      assert.match(policy, /script-src 'self' 'sha256-/, `the page policy on ${response.url()}`);
      assert.doesNotMatch(policy, /script-src[^;]*'unsafe-(inline|eval)'/, `no unsafe script sources on ${response.url()}`);
    } else {
      assert.equal(policy, "default-src 'none'; frame-ancestors 'none'", `the file policy on ${response.url()}`);
    }
  }
}

describe('security headers and the Content-Security-Policy, enforced', () => {
  let shop: Shop;
  let browser: Browser;
  let detailsPath: string;

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy(), storeApi: true });
    browser = await launchBrowser();
    const list = await api<{ data: { id: number; title: string }[] }>(shop, '/api/v1/competition', { token: '', category: 'all', page: 1, limit: 50 });
    const reel = list.data.find((competition) => competition.title === 'Daiwa Basia 45 QD Reel Trio');
    assert.ok(reel, 'the demo competition is there');
    detailsPath = competitionDetailsPath(reel);
  });

  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test('a visitor browses every public page and the sign-in pages with no violation, and both admin front-end scripts run', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await watchViolations(context);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const problems = consoleProblems(page);
    const responses = recordShopResponses(page, shop);
    const paths = [
      '/',
      '/competitions/all',
      '/competitions/instant_win_comps',
      detailsPath,
      '/draw/results',
      '/legal-terms',
      '/contact',
      '/free-postal-route',
      '/winners_list',
      '/community-chat',
      '/faq',
      '/claim/prize',
      '/cart',
      '/auth/login',
      '/auth/forgot/password',
      NOT_FOUND_PATH,
    ];
    for (const path of paths) {
      await page.goto(`${shop.shellUrl}${path}`);
      await waitForPageReady(page);
      assert.deepEqual(await violationsOf(page), [], `no violation on ${path}`);
    }
    // The seeded front-end scripts are inline: each runs by its hash, the one flagged needs_consent once the
    // cookie notice is accepted.
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForFunction(() => {
      const counts = window as unknown as { __shopFrontendScripts?: number; __shopConsentScripts?: number };
      return counts.__shopFrontendScripts === 1 && counts.__shopConsentScripts === 1;
    });
    assert.deepEqual(await violationsOf(page), [], 'no violation from the admin script');
    // The instant-win feed connects to the realtime database a few seconds after the page is ready.
    const socket = await page.waitForEvent('websocket', { timeout: 20_000 });
    assert.match(socket.url(), new RegExp(`^ws://127\\.0\\.0\\.1:${shop.rtdbPort}/`));
    await page.waitForTimeout(500);
    assert.deepEqual(await violationsOf(page), [], 'no violation from the realtime database');
    assertSecurityHeaders(responses);
    assert.deepEqual(errors, []);
    assert.deepEqual(problems, [], 'no console warning or error');
    await context.close();
  });

  test('a customer buys and opens the account with no violation', async () => {
    const context = await signedInContext(browser, shop, DEMO_CUSTOMER);
    await watchViolations(context);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const problems = consoleProblems(page);
    const responses = recordShopResponses(page, shop);
    await page.goto(`${shop.shellUrl}${detailsPath}`);
    await waitForPageReady(page);
    await page.getByLabel('How many tickets?').fill('2');
    await page.getByTestId('enter-now').first().click();
    await page.getByRole('link', { name: 'View basket' }).click();
    await page.waitForURL(/\/cart$/);
    await page.goto(`${shop.shellUrl}/checkout`);
    await pay(page, /Site credit/);
    await page.waitForURL(/\/confirmation$/);
    await page.getByTestId('ticket-numbers').locator('li').first().waitFor();
    const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').replace('#', '');
    assert.deepEqual(await violationsOf(page), [], 'no violation from the basket to the confirmation');
    for (const path of ['/account', '/account/points', '/account/cred', '/account/coupons', '/account/details', '/account/billing', '/account/recent/orders']) {
      await page.goto(`${shop.shellUrl}${path}`);
      await waitForPageReady(page);
      assert.deepEqual(await violationsOf(page), [], `no violation on ${path}`);
    }
    await page.goto(`${shop.shellUrl}/account/recent/orders/order-detail/${orderNumber}`);
    await page.locator('[data-testid="order-product"]').first().waitFor();
    assert.deepEqual(await violationsOf(page), [], 'no violation on the order detail');
    assertSecurityHeaders(responses);
    assert.deepEqual(errors, []);
    assert.deepEqual(problems, [], 'no console warning or error');
    await context.close();
  });

  test('a script the policy does not know is refused and reported to the shop', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await watchViolations(context);
    const page = await context.newPage();
    await page.goto(`${shop.shellUrl}/faq`);
    await waitForPageReady(page);
    const report = page.waitForRequest((request) => request.url().endsWith('/ops/csp-reports') && request.method() === 'POST');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    assert.equal(ran, false, 'the injected inline script did not run');
    const violations = await violationsOf(page);
    assert.equal(violations.length, 1);
    assert.equal(violations[0]!.directive, 'script-src-elem');
    assert.equal(violations[0]!.blocked, 'inline');
    assert.equal((await (await report).response())?.status(), 204, 'the shop took the report');
    await context.close();
  });

  test('no page of the shop can be framed by another site', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const framer = `data:text/html,<iframe id="shop" src="${shop.shellUrl}/faq"></iframe>`;
    await page.goto(framer);
    const frame = await (await page.waitForSelector('#shop')).contentFrame();
    assert.ok(frame, 'the iframe has a frame');
    // Chromium refuses the shop's page in the frame and shows its own error page there instead.
    await page.waitForFunction(() => document.querySelector('iframe') !== null);
    const deadline = Date.now() + 10_000;
    while (!frame.url().startsWith('chrome-error://') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(frame.url(), 'chrome-error://chromewebdata/', 'the framed page was refused');
    await context.close();
  });
});
