import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEFAULT_RUNTIME_CONFIG } from '@shop/shared-contracts';
import { ROOT } from '../../scripts/lib/apps';
import { buildRelease, canaryFor, publishRelease, readHistory, readRawManifest, rollbackRemote, writeManifest } from '../../scripts/lib/deploy';
import { previewLink, previewSecret } from '../../scripts/lib/previewLinks';
import { RELEASES } from '../harness/releases';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors, waitForPageReady } from '../harness/browser';

/**
 * Independent delivery as ops and teams use it on a running shop: a preview of a release in one browser,
 * a canary for a share of browsers (sticky per browser), a canary that fails and is rolled back on its own,
 * and a remote entry whose integrity does not match remotes.json.
 */
const LIVE = RELEASES.live.version;
const NEXT = RELEASES.next.version;
const BROKEN = RELEASES.broken.version;
const catalogVersionOn = (page: Page) => page.locator('[data-boundary="catalog"][data-remote-version]').first().getAttribute('data-remote-version');

/** The catalogue release the page state of an HTML answer names (what that browser is served). */
function servedCatalogVersion(html: string): string {
  const state = /<script type="application\/json" id="shop-page-state">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(state, 'the page carries its state');
  const parsed = JSON.parse(state[1]!) as { manifest: { catalog: { version: string; canary?: unknown } } };
  assert.equal(parsed.manifest.catalog.canary, undefined, 'the browser is never told about a canary');
  return parsed.manifest.catalog.version;
}

function runReleasesCommand(shop: Shop): Promise<string> {
  const env = { ...process.env, SHOP_OPS_URL: shop.storeApi!.url, SHOP_OPS_TOKEN: DEFAULT_RUNTIME_CONFIG.serviceToken };
  return new Promise((resolve, reject) => {
    execFile(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/releases.ts', 'catalog'], { cwd: ROOT, env }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

describe('delivery: preview, canary, automatic rollback, integrity', () => {
  let shop: Shop;
  let browser: Browser;
  let deployDir: string;
  const contexts: BrowserContext[] = [];
  const freshContext = async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'cookie_consent', value: 'true', domain: '127.0.0.1', path: '/' }]);
    contexts.push(context);
    return context;
  };

  before(async () => {
    deployDir = freshDeploy(LIVE);
    buildRelease('catalog', { version: NEXT });
    buildRelease('catalog', { version: BROKEN, overlayDir: RELEASES.broken.overlayDir });
    shop = await startShop({ deployDir, storeApi: true });
    browser = await launchBrowser();
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await shop?.stop();
  });

  test('a preview shows its banner and release in that browser only; another browser stays on live', async () => {
    const previewer = await (await freshContext()).newPage();
    const errors = trackPageErrors(previewer);
    await previewer.goto(previewLink(shop.shellUrl, 'catalog', NEXT, previewSecret(deployDir)));
    assert.equal(new URL(previewer.url()).search, '', 'the link lands on the page without its token');
    await waitForPageReady(previewer);
    assert.equal(
      await previewer.getByTestId('preview-banner').textContent(),
      `Preview: remote-catalog ${NEXT}. Only this browser sees it; customers get the live release.Leave preview`,
    );
    assert.equal(await catalogVersionOn(previewer), NEXT);
    await previewer.goto(`${shop.shellUrl}/competitions/all`);
    await waitForPageReady(previewer);
    assert.equal(await catalogVersionOn(previewer), NEXT, 'the preview stays on every page');

    const customer = await (await freshContext()).newPage();
    const answer = await customer.goto(`${shop.shellUrl}/`);
    await waitForPageReady(customer);
    assert.equal(await customer.getByTestId('preview-banner').count(), 0);
    assert.equal(await catalogVersionOn(customer), LIVE);
    assert.match(answer!.headers()['cache-control'] ?? '', /^public/, 'with no canary and no preview the page may be shared by a CDN');

    await previewer.getByRole('link', { name: 'Leave preview' }).click();
    await previewer.waitForURL(`${shop.shellUrl}/competitions/all`);
    await waitForPageReady(previewer);
    assert.equal(await previewer.getByTestId('preview-banner').count(), 0);
    assert.equal(await catalogVersionOn(previewer), LIVE);
    assert.deepEqual(errors, []);
  });

  test('a preview of a release that does not exist, or a link not signed by the shop, is ignored with a message', async () => {
    const page = await (await freshContext()).newPage();
    await page.goto(previewLink(shop.shellUrl, 'catalog', '9.9.9', previewSecret(deployDir)));
    await waitForPageReady(page);
    assert.match(
      (await page.getByTestId('preview-banner').textContent()) ?? '',
      /^Preview ignored: remote-catalog has no release 9\.9\.9\. You are seeing the live shop\./,
    );
    assert.equal(await catalogVersionOn(page), LIVE);

    const stranger = await (await freshContext()).newPage();
    await stranger.goto(`${shop.shellUrl}/?preview=${encodeURIComponent(`catalog~${NEXT}~9999999999~forged`)}`);
    await waitForPageReady(stranger);
    assert.match((await stranger.getByTestId('preview-banner').textContent()) ?? '', /^Preview not started: the preview link is not signed by this shop\./);
    assert.equal(await catalogVersionOn(stranger), LIVE);
    const cookies = await stranger.context().cookies();
    assert.equal(
      cookies.find((cookie) => cookie.name === 'shop_preview'),
      undefined,
    );
  });

  test('a canary at 50% is served to about half of 40 fresh browsers, and each browser keeps its version', async () => {
    publishRelease('catalog', NEXT, { canary: 50 });
    const served: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      const context = await freshContext();
      const first = await context.request.get(`${shop.shellUrl}/`);
      assert.equal(first.headers()['cache-control'], 'private, no-cache', 'a page that depends on the browser is not shared');
      const version = servedCatalogVersion(await first.text());
      for (const pathname of ['/competitions/all', '/cart']) {
        assert.equal(
          servedCatalogVersion(await (await context.request.get(`${shop.shellUrl}${pathname}`)).text()),
          version,
          `browser ${index} keeps ${version}`,
        );
      }
      served.push(version);
    }
    const canaries = served.filter((version) => version === NEXT).length;
    assert.equal(served.filter((version) => version !== NEXT && version !== LIVE).length, 0);
    assert.ok(canaries >= 10 && canaries <= 30, `about half of 40 browsers get the canary: ${canaries}`);

    // In a real browser the screens are the ones its page state names.
    const context = contexts.at(-1)!;
    const page = await context.newPage();
    await page.goto(`${shop.shellUrl}/`);
    await waitForPageReady(page);
    assert.equal(await catalogVersionOn(page), served.at(-1));

    rollbackRemote('catalog');
    assert.equal(servedCatalogVersion(await (await context.request.get(`${shop.shellUrl}/`)).text()), LIVE, 'the rollback ends the canary');
  });

  test('a canary that throws on render is rolled back automatically, then everyone gets the live release', async () => {
    publishRelease('catalog', BROKEN, { canary: 50 });
    // A browser on the canary's side: the catalogue's slot falls back, the rest of the page works.
    const canaryBrowser = await freshContext();
    await canaryBrowser.addCookies([{ name: 'shop_cohort', value: '7', domain: '127.0.0.1', path: '/' }]);
    const page = await canaryBrowser.newPage();
    const errors = trackPageErrors(page);
    const answer = await page.goto(`${shop.shellUrl}/`);
    assert.equal(answer!.headers()['x-page-rendered'], 'browser', 'the server render failed, so the page went to the browser');
    await page.waitForSelector('[data-testid="remote-fallback"][data-remote="catalog"]');
    assert.ok(await page.getByRole('link', { name: /^Basket/ }).isVisible());
    assert.deepEqual(errors, [], 'a failing remote is caught in its slot');

    // Customers keep arriving on both sides until the canary has its page views.
    const deadline = Date.now() + 30_000;
    for (let visit = 0; canaryFor('catalog') && Date.now() < deadline; visit += 1) {
      await fetch(`${shop.shellUrl}/`, { headers: { cookie: `shop_cohort=${visit % 100}` } });
      if (visit % 20 === 19) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.equal(canaryFor('catalog'), null, 'the canary was rolled back on its own');
    const ended = readHistory().find((event) => event.kind === 'canary-ended' && event.version === BROKEN);
    assert.equal(ended?.kind === 'canary-ended' ? ended.by : null, 'automatic rollback');

    await page.goto(`${shop.shellUrl}/`);
    await waitForPageReady(page);
    assert.equal(await catalogVersionOn(page), LIVE, 'the same browser is back on the live release');
    const report = await runReleasesCommand(shop);
    assert.match(report, new RegExp(`${BROKEN.replace(/\./g, '\\.')} +canary ended .* by automatic rollback: problems per page view`));
    assert.match(report, new RegExp(`live +${LIVE.replace(/\./g, '\\.')} `));
  });

  test('a remote entry that does not match its integrity falls back in its slot only, and the console says so', async () => {
    const manifest = readRawManifest();
    const basket = manifest.basket as Record<string, unknown>;
    writeManifest({ ...manifest, basket: { ...basket, integrity: `sha384-${'A'.repeat(64)}` } });
    try {
      const page = await (await freshContext()).newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const errors = trackPageErrors(page);
      await page.goto(`${shop.shellUrl}/cart`);
      await page.waitForSelector('[data-testid="remote-fallback"][data-remote="basket"]');
      assert.ok(
        consoleErrors.some((text) => text.includes('integrity')),
        `the console names the integrity: ${consoleErrors.join('\n')}`,
      );
      await page.goto(`${shop.shellUrl}/competitions/all`);
      await waitForPageReady(page);
      assert.equal(await catalogVersionOn(page), LIVE, 'the other remotes still load');
      assert.deepEqual(errors, []);
    } finally {
      writeManifest(manifest);
    }
  });
});
