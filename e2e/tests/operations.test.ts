import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { SHELL_DIR } from '../../scripts/lib/apps';
import { releaseRemote, rollbackRemote, readManifest, writeManifest } from '../../scripts/lib/deploy';
import { RELEASES } from '../harness/releases';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors } from '../harness/browser';

function hashFolder(folder: string): string {
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(folder).sort()) {
    hash.update(name);
    hash.update(fs.readFileSync(path.join(folder, name)));
  }
  return hash.digest('hex');
}

describe('operations: a remote down, a rollback, a refused contract', () => {
  let shop: Shop;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let servedConfig: unknown;

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy(), configOverride: () => servedConfig });
    browser = await launchBrowser();
    page = await browser.newPage();
    pageErrors = trackPageErrors(page);
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test('with the catalogue origin down, its routes show the fallback, others work, and retry recovers', async () => {
    await shop.stopRemote('catalog');
    await page.goto(`${shop.shellUrl}/faq`);
    await page.waitForSelector('[data-testid="remote-fallback"][data-remote="catalog"]');
    assert.ok(await page.getByRole('button', { name: 'Try again' }).isVisible());

    await page.getByRole('link', { name: /^Basket/ }).click();
    await page.waitForSelector('[data-boundary="basket"][data-screen="cart"]');
    // A guest at an account page is sent to sign in: the account remote answers although the catalogue is down.
    await page.goto(`${shop.shellUrl}/account/points`);
    await page.waitForSelector('[data-boundary="account"][data-screen="login"]');
    assert.equal(new URL(page.url()).pathname, '/auth/login');

    await page.goto(`${shop.shellUrl}/faq`);
    await page.waitForSelector('[data-testid="remote-fallback"]');
    await shop.startRemote('catalog');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForSelector('[data-boundary="catalog"][data-screen="faq"]');
    assert.deepEqual(pageErrors, []);
  });

  test('release two catalogue versions, roll back, and the shell files never change', async () => {
    const shellBefore = hashFolder(path.join(SHELL_DIR, 'dist'));
    releaseRemote('catalog', RELEASES.later.version);
    await page.goto(`${shop.shellUrl}/faq`);
    await page.waitForSelector(`[data-remote-version="${RELEASES.later.version}"]`);

    const back = rollbackRemote('catalog');
    assert.equal(back.version, RELEASES.live.version);
    await page.reload();
    await page.waitForSelector(`[data-boundary="catalog"][data-remote-version="${RELEASES.live.version}"]`);

    assert.equal(hashFolder(path.join(SHELL_DIR, 'dist')), shellBefore);
  });

  test('serving keeps the cache rules: immutable release files with CORS, no-cache manifest, config and page, gzip', async () => {
    const get = (url: string) => fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    const entry = await get(`${shop.config().remoteOrigins.catalog}/${readManifest().catalog!.entry}`);
    assert.equal(entry.status, 200);
    assert.equal(entry.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
    assert.equal(entry.headers.get('content-encoding'), 'gzip');
    for (const file of ['/remotes.json', '/config.json', '/', '/faq']) {
      const response = await get(shop.shellUrl + file);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('cache-control'), 'no-cache', file);
    }
    const shellScript = fs.readdirSync(path.join(SHELL_DIR, 'dist')).find((name) => /\.[0-9a-f]{10}\.js$/.test(name));
    assert.ok(shellScript, 'the shell build has a content-hashed script');
    const script = await get(`${shop.shellUrl}/${shellScript}`);
    assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await get(`${shop.config().remoteOrigins.catalog}/no-such-version/remoteEntry.js`)).status, 404);
  });

  test('a remote declaring another contract major is refused with the fallback; the rest works', async () => {
    const manifest = readManifest();
    writeManifest({ ...manifest, account: { ...manifest.account!, contract: '2.0.0' } });
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('declares contract 2.0.0')) refusals.push(message.text());
    });
    await page.goto(`${shop.shellUrl}/account`);
    await page.waitForSelector('[data-testid="remote-fallback"][data-remote="account"]');
    assert.equal(refusals.length > 0, true, 'the shell logs why it refused the remote');
    await page.goto(`${shop.shellUrl}/faq`);
    await page.waitForSelector('[data-boundary="catalog"][data-screen="faq"]');
    writeManifest(manifest);
  });

  test('a malformed manifest entry costs only that remote', async () => {
    const manifest = readManifest();
    fs.writeFileSync(path.join(shop.deployDir, 'remotes.json'), JSON.stringify({ ...manifest, basket: { version: '1.0.0' } }));
    await page.goto(`${shop.shellUrl}/cart`);
    await page.waitForSelector('[data-testid="remote-fallback"][data-remote="basket"]');
    await page.goto(`${shop.shellUrl}/contact`);
    await page.waitForSelector('[data-boundary="catalog"][data-screen="contact"]');
    writeManifest(manifest);
  });

  test('a config.json missing a field names it, and the shop still renders', async () => {
    const { serviceToken: _dropped, ...withoutToken } = shop.config();
    servedConfig = withoutToken;
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${shop.shellUrl}/faq`);
    await page.waitForSelector('[data-boundary="catalog"][data-screen="faq"]');
    assert.ok(
      messages.some((text) => text.includes('config.json is missing "serviceToken"; using the default')),
      messages.join('\n'),
    );
    servedConfig = undefined;
  });
});
