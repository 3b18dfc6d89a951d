import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { APP_ROUTES } from '@shop/shared-contracts';
import { APP_REDIRECTS } from '../../shell/src/app/redirects';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors } from '../harness/browser';
import { loadedCopies } from '../harness/federation';
import { SHELL_DIR } from '../../scripts/lib/apps';

const SAMPLE_PARAMS: Record<string, string> = {
  ':category': 'tackle',
  ':competitionDetail': 'Daiwa-Basia-Reel-Bundle-12',
  ':id': '12',
  ':order_id': '1001',
};

function concrete(path: string): string {
  return path.replace(/:[A-Za-z_]+/g, (param) => SAMPLE_PARAMS[param] ?? 'x');
}

describe('routing against the production build', () => {
  let shop: Shop;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy() });
    browser = await launchBrowser();
    page = await browser.newPage();
    pageErrors = trackPageErrors(page);
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** Pages for signed-in customers only: a guest is sent to sign in and brought back afterwards. */
  const signedInOnly = (path: string) => path === '/checkout' || path === '/account' || path.startsWith('/account/');

  test("every route renders its owner remote's screen (a guest is sent to sign in from signed-in pages)", async () => {
    for (const route of APP_ROUTES) {
      const path = concrete(route.path);
      await page.goto(shop.shellUrl + path);
      if (signedInOnly(route.path)) {
        await page.waitForURL((url) => url.pathname === '/auth/login' && url.searchParams.get('redirect') === path, { timeout: 15_000 });
        await page.waitForSelector('[data-boundary="account"][data-screen="login"]', { timeout: 15_000 });
        continue;
      }
      const selector = `[data-boundary="${route.owner}"][data-screen="${route.screen}"]`;
      await page.waitForSelector(selector, { timeout: 15_000 });
      assert.equal(await page.locator('[data-testid="shell-not-found"]').count(), 0, `${route.path} showed not-found`);
    }
    assert.deepEqual(pageErrors, []);
  });

  const redirects: [string, string][] = [
    ['/legal/privacy-policy', '/legal-terms?tab=3'],
    ['/legal/privacy-policy/', '/legal-terms?tab=3'],
    ['/legal/privacy-policy/cookies', '/legal-terms?tab=3'],
    ['/winner', '/winners_list'],
    ['/winner/2024-carp-champion', '/winners_list'],
    ['/draw-results', '/draw/results'],
    ['/draw-results/page/2', '/draw/results'],
    ['/draw-results/instant-wins/page/33', '/draw/results'],
  ];
  for (const [from, to] of redirects) {
    test(`redirects ${from} to ${to}`, async () => {
      await page.goto(shop.shellUrl + from);
      await page.waitForURL((url) => url.pathname + url.search === to, { timeout: 10_000 });
      await page.waitForSelector('[data-boundary="catalog"]');
    });
  }

  test("the shell's server answers 200 for every route and redirect of the table, 404 for anything else", async () => {
    const status = async (path: string) => (await fetch(shop.shellUrl + path)).status;
    for (const route of APP_ROUTES) assert.equal(await status(concrete(route.path)), 200, route.path);
    for (const redirect of APP_REDIRECTS) assert.equal(await status(redirect.from.replace('*', 'some/where')), 200, redirect.from);
    for (const path of ['/faq/', '/FAQ', '/winner/2024', '/legal/privacy-policy']) assert.equal(await status(path), 200, path);
    for (const path of [
      '/no/such/page',
      '/faqs',
      '/account/unknown',
      '/competition/details',
      '/competition/details/a/b',
      '/account/recent/orders/order-detail/',
    ]) {
      assert.equal(await status(path), 404, path);
    }
    assert.equal(await status('/missing-file.js'), 404);
  });

  test('an unknown path answers 404 and shows the not-found page', async () => {
    const response = await page.goto(`${shop.shellUrl}/no/such/page`);
    assert.equal(response?.status(), 404);
    await page.waitForSelector('[data-testid="shell-not-found"]');
    assert.match(await page.locator('[data-testid="shell-not-found"] h1').innerText(), /Page not found/);
  });

  test('navigating scrolls the window to the top', async () => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto(`${shop.shellUrl}/faq`);
    await page.waitForSelector('[data-screen="faq"]');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    assert.ok((await page.evaluate(() => window.scrollY)) > 100, 'the page should have scrolled down first');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await page.waitForSelector('[data-screen="contact"]');
    assert.equal(await page.evaluate(() => window.scrollY), 0);
  });

  test("the release files reach Chromium as the server's brotli copies (quality 11), not compressed again per request", async () => {
    /** Each response's encoding and body bytes on the wire, on a cold load of home (a new context: nothing cached). */
    const coldLoad = async () => {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const wire = new Map<string, { encoding: string; bytes: number }>();
      tab.on('requestfinished', async (request) => {
        const response = await request.response();
        const sizes = await request.sizes();
        wire.set(new URL(request.url()).pathname, { encoding: response?.headers()['content-encoding'] ?? 'none', bytes: sizes.responseBodySize });
      });
      await tab.goto(`${shop.shellUrl}/`);
      await tab.waitForSelector('[data-screen="home"]');
      await tab.waitForLoadState('networkidle');
      await context.close();
      return wire;
    };
    const frameworkFile = fs.readdirSync(path.join(SHELL_DIR, 'dist')).find((file) => /^framework\.[0-9a-f]{10}\.js$/.test(file));
    assert.ok(frameworkFile, 'the shell build has a framework file');
    const copyBytes = zlib.brotliCompressSync(fs.readFileSync(path.join(SHELL_DIR, 'dist', frameworkFile)), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    // The first request for a file starts its copy in the background; until it is ready the file goes as before.
    let wire = await coldLoad();
    for (let attempt = 0; attempt < 10 && wire.get(`/${frameworkFile}`)?.bytes !== copyBytes; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      wire = await coldLoad();
    }
    assert.deepEqual(wire.get(`/${frameworkFile}`), { encoding: 'br', bytes: copyBytes });
    const entry = [...wire].find(([file]) => file.endsWith('/remoteEntry.js'));
    assert.equal(entry?.[1].encoding, 'br', `a remote's entry: ${JSON.stringify(entry)}`);
  });

  test('the page loads React once, shared by the shell and every remote it uses', async () => {
    await page.goto(`${shop.shellUrl}/cart`);
    await page.waitForSelector('[data-boundary="basket"]');
    const copies = await loadedCopies(page, 'react');
    assert.equal(copies.length, 1, `React copies: ${copies.join(', ')}`);
    assert.match(copies[0]!, / from shell$/);
  });
});
