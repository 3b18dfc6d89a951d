import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RemoteName, RuntimeConfig } from '@shop/shared-contracts';
import { buildRelease, publishRelease, readManifest, rollbackRemote } from '../../scripts/lib/deploy';
import { RELEASES } from '../harness/releases';
import { freshDeploy, runStoreApiCli, startShop, type Shop } from '../harness/shop';
import { launchBrowser, waitForPageReady } from '../harness/browser';
import { PHONE } from '../harness/customer';
import { switchablePort, trackProblems, type SwitchablePort } from '../harness/faults';

/**
 * Faults a live shop meets, each injected into the production build in Chromium: a remote that cannot be
 * loaded or throws (only its slot falls back), and the realtime database down when the page starts.
 */
const LIVE = RELEASES.live.version;
const BROKEN = RELEASES.broken.version;
const FALLBACK = (remote: RemoteName) => `[data-testid="remote-fallback"][data-remote="${remote}"]`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('resilience: remotes that fail, the realtime database down', () => {
  let shop: Shop;
  let browser: Browser;
  let deployDir: string;
  /** Where the browser is told the realtime database is: a port that is down until a test brings it up. */
  let realtime: SwitchablePort | null = null;
  const contexts: BrowserContext[] = [];

  before(async () => {
    deployDir = freshDeploy(LIVE);
    buildRelease('catalog', { version: BROKEN, overlayDir: RELEASES.broken.overlayDir });
    shop = await startShop({
      deployDir,
      storeApi: true,
      configOverride: () => (realtime ? withRealtimePort(shop.config(), realtime.port) : undefined),
    });
    realtime = await switchablePort(shop.rtdbPort!);
    browser = await launchBrowser();
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await realtime?.down();
    await shop?.stop();
  });

  async function freshPage(): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addCookies([{ name: 'cookie_consent', value: 'true', domain: '127.0.0.1', path: '/' }]);
    contexts.push(context);
    const page = await context.newPage();
    return { page, problems: trackProblems(page) };
  }

  /** The shell around a failed slot still works: header (with the basket link), footer, and a link to another remote's page. */
  async function shellStillWorks(page: Page): Promise<void> {
    await page.getByTestId('shell-account-link').waitFor();
    assert.ok(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Basket/ })
        .isVisible(),
      'the header keeps its basket link',
    );
    await page.getByRole('contentinfo').waitFor();
  }

  /** A file of the live release of a remote, moved away for the test and put back afterwards. */
  function liveFile(remote: RemoteName, file: string): { remove(): void; corrupt(): void; restore(): void } {
    const live = path.join(deployDir, remote, readManifest()[remote]!.version, file);
    const kept = fs.readFileSync(live);
    return {
      remove: () => fs.rmSync(live),
      corrupt: () => fs.writeFileSync(live, kept.subarray(0, Math.floor(kept.length / 2))),
      restore: () => fs.writeFileSync(live, kept),
    };
  }

  /** Every problem on the page is the faulty remote's: each line names a file of its origin (its own line, a stack or a log). */
  function onlyAbout(problems: string[], remote: RemoteName): void {
    assert.ok(problems.length > 0, 'the failure is logged');
    const origin = shop.config().remoteOrigins[remote];
    assert.deepEqual(
      problems.filter((line) => !line.includes(`${origin}/`)),
      [],
      `every problem names remote-${remote}'s files (${origin})`,
    );
  }

  test('a remote whose entry is missing (404 on a live origin): its slot falls back with Try again, the rest of the shop works, and Try again brings it back', async () => {
    const entry = liveFile('basket', 'remoteEntry.js');
    entry.remove();
    const { page, problems } = await freshPage();
    try {
      await page.goto(`${shop.shellUrl}/cart`);
      await page.locator(FALLBACK('basket')).waitFor();
      assert.ok(await page.getByRole('button', { name: 'Try again' }).isVisible());
      await shellStillWorks(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
      await page.locator('[data-boundary="catalog"][data-screen="faq"]').waitFor();
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Basket/ })
        .click();
      await page.locator(FALLBACK('basket')).waitFor();
    } finally {
      entry.restore();
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-boundary="basket"][data-screen="cart"]').waitFor();
    onlyAbout(problems, 'basket');
  });

  test('a remote whose screen throws while rendering: only its slot falls back, Try again fails safely, other remotes still open', async () => {
    publishRelease('catalog', BROKEN);
    const { page, problems } = await freshPage();
    try {
      await page.goto(`${shop.shellUrl}/cart`);
      await page.locator('[data-boundary="basket"][data-screen="cart"]').waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
      await page.locator(FALLBACK('catalog')).waitFor();
      await shellStillWorks(page);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.locator(FALLBACK('catalog')).waitFor();
      await page.getByTestId('shell-account-link').click();
      await page.locator('[data-boundary="account"][data-screen="login"]').waitFor();
    } finally {
      rollbackRemote('catalog', LIVE);
    }
    onlyAbout(problems, 'catalog');
  });

  test("a broken release (a screen's file missing, or cut in half): its slot falls back, the rest works, Try again recovers once the file is back", async () => {
    const screenFile = liveFile('account', 'screen-login.js');
    const missing = await freshPage();
    try {
      screenFile.remove();
      await missing.page.goto(`${shop.shellUrl}/auth/login`);
      await missing.page.locator(FALLBACK('account')).waitFor();
      await shellStillWorks(missing.page);
      await missing.page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
      await missing.page.locator('[data-boundary="catalog"][data-screen="contact"]').waitFor();
      await missing.page.getByTestId('shell-account-link').click();
      await missing.page.locator(FALLBACK('account')).waitFor();
    } finally {
      screenFile.restore();
    }
    await missing.page.getByRole('button', { name: 'Try again' }).click();
    await missing.page.locator('#login-username').waitFor();
    onlyAbout(missing.problems, 'account');

    // A file cut in half is a script that does not parse: the browser reports it, and the slot falls back.
    const corrupt = await freshPage();
    try {
      screenFile.corrupt();
      await corrupt.page.goto(`${shop.shellUrl}/auth/login`);
      await corrupt.page.locator(FALLBACK('account')).waitFor();
      await shellStillWorks(corrupt.page);
      await corrupt.page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
      await corrupt.page.locator('[data-boundary="catalog"][data-screen="contact"]').waitFor();
    } finally {
      screenFile.restore();
    }
    // The browser reports the file that does not parse as one uncaught error, opaque to the page (the remote's
    // chunks load without crossorigin, so it names neither the error nor the file); the rest names the account.
    const uncaught = (line: string) => line.startsWith('uncaught:');
    assert.deepEqual(corrupt.problems.filter(uncaught), ['uncaught: ']);
    onlyAbout(
      corrupt.problems.filter((line) => !uncaught(line)),
      'account',
    );
  });

  test('the realtime database down when the page starts and back later: the instant-win pop-up works without a reload', async () => {
    // Every open page's feed deletes each notice 100 ms after it arrives: the earlier tests'
    // pages would reconnect too when the database is back and could take the notice first.
    for (const context of contexts.splice(0)) await context.close();
    await realtime!.down();
    const { page, problems } = await freshPage();
    const attempts: string[] = [];
    let refused = 0;
    let listening = false;
    page.on('websocket', (socket) => {
      attempts.push(socket.url());
      socket.on('close', () => (refused += 1));
      // The database's first answer to the feed's query on instant-wins: the feed is listening.
      socket.on('framereceived', (frame) => (listening ||= String(frame.payload).includes('"p":"instant-wins"')));
    });
    await page.goto(`${shop.shellUrl}/`);
    await waitForPageReady(page);
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    // The feed starts 5 s after the page's content; its connections are refused while the database is down.
    const deadline = Date.now() + 20_000;
    while (refused < 2 && Date.now() < deadline) await sleep(200);
    assert.ok(refused >= 2, `the feed kept trying while the database was down: ${attempts.join(', ')}`);
    await realtime!.up();
    const connected = Date.now() + 20_000;
    while (!listening && Date.now() < connected) await sleep(100);
    assert.ok(listening, 'the feed reconnected by itself once the database was back');

    const popup = page.getByTestId('shell-instant-win-popup');
    const output = await runStoreApiCli(shop, 'simulateInstantWin', ['104']);
    assert.match(output, /Notice written to instant-wins/);
    await popup.waitFor({ state: 'visible', timeout: 30_000 });
    assert.match(await popup.innerText(), /Danny just won/);
    assert.equal(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage), true, 'the same page, not reloaded');
    // The refused connections are the browser's own lines; nothing else reaches the console.
    const refusedLine = new RegExp(`^error: WebSocket connection to 'ws://127\\.0\\.0\\.1:${realtime!.port}/\\.ws\\?[^']*' failed: .*ERR_CONNECTION_REFUSED`);
    assert.ok(problems.length >= 2, problems.join('\n'));
    assert.deepEqual(
      problems.filter((line) => !refusedLine.test(line)),
      [],
    );
  });
});

function withRealtimePort(config: RuntimeConfig, port: number): RuntimeConfig {
  const url = new URL(config.realtimeDatabase.databaseURL);
  url.port = String(port);
  return { ...config, realtimeDatabase: { ...config.realtimeDatabase, databaseURL: url.href, emulator: { host: '127.0.0.1', port } } };
}
