import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshDeploy, serverRenderedHtml, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors, waitForPageReady } from '../harness/browser';

const DAIWA = '/competition/details/Daiwa-Basia-45-QD-Reel-Trio-102';
const CARP_WITH_QUESTION = '/competition/details/Ultimate-Carp-Session-Bundle-101';
/** A demo competition drawn in the past: its proof page lists the entries. */
const DRAWN_PROOF = '/draw/proof/-2-000-Christmas-Cash-114';
/** Find my ticket's answer for a number past the carp bundle's 2,999 tickets. */
const OUT_OF_RANGE = 'Ticket numbers for this competition run from 1 to 2,999.';

/**
 * A customer who taps and types as soon as a server-rendered page appears, before its JavaScript has made
 * it live: the catalogue's files are held back until the test lets them through, so every tap below lands
 * on server HTML that React does not listen to yet. What the customer did must still happen: the shell's
 * first-tap script keeps it and replays it once the page is live; links and the filter chips work on
 * their own; a control whose part never hydrates falls back to a plain page load.
 */
describe('first tap: controls touched before hydration', () => {
  let shop: Shop;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy(), storeApi: true });
    // The tests read server HTML: the catalogue's server build is loaded first (a cold load can outlast the render budget).
    await serverRenderedHtml(shop, '/');
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /**
   * A fresh page whose catalogue files wait until `release()` (or fail, with `refuse`), with its errors watched.
   * With `holdShell`, the shell's own chunks wait too (all but the deferred main.js that DOMContentLoaded waits
   * for), so not even the shell's layout has hydrated.
   */
  async function heldPage(
    options: { refuse?: boolean; holdShell?: boolean; viewport?: { width: number; height: number } } = {},
  ): Promise<{ page: Page; release: () => void; errors: string[]; documents: string[] }> {
    // With `refuse`, the held files fail once released: the catalogue never loads.
    context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    const catalogOrigin = new URL(shop.config().remoteOrigins.catalog).origin;
    const shellOrigin = new URL(shop.shellUrl).origin;
    const shellChunk = (url: URL) => options.holdShell === true && url.origin === shellOrigin && /^\/(?!main\.)[^/]+\.js$/.test(url.pathname);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.origin === catalogOrigin || shellChunk(url),
      async (route) => {
        await held;
        // The page may have moved on meanwhile.
        await (options.refuse ? route.abort('connectionrefused') : route.continue()).catch(() => undefined);
      },
    );
    return { page, release, errors, documents };
  }

  const isLive = (page: Page) => page.evaluate(() => performance.getEntriesByName('shell:route-content-ready').length > 0);

  test('a quantity typed and Enter tapped before hydration open the question with that quantity', async () => {
    const { page, release, errors } = await heldPage();
    await page.goto(shop.shellUrl + CARP_WITH_QUESTION, { waitUntil: 'domcontentloaded' });
    const panel = page.getByTestId('entry-panel');
    await panel.getByLabel('How many tickets?').fill('7');
    await panel.getByTestId('enter-now').click();
    assert.equal(await isLive(page), false, 'the taps landed before the page was live');
    // The tap is kept, and the button says it is waiting.
    assert.equal(await panel.getByTestId('enter-now').getAttribute('aria-busy'), 'true');
    assert.equal(await page.locator('dialog#enter').count(), 0);

    release();
    const dialog = page.locator('dialog#enter');
    await dialog.waitFor({ state: 'visible', timeout: 20_000 });
    assert.ok(await dialog.getByText('Which of these is a species of carp?').isVisible());
    assert.equal(await dialog.getByRole('button', { name: /Confirm and add 7 tickets \(£13\.93\)/ }).count(), 1);
    assert.equal(await panel.getByLabel('How many tickets?').inputValue(), '7');
    assert.equal(await panel.getByTestId('enter-now').getAttribute('aria-busy'), null);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a quantity and Enter before hydration add that many tickets to the basket', async () => {
    const { page, release, errors } = await heldPage();
    await page.goto(shop.shellUrl + DAIWA, { waitUntil: 'domcontentloaded' });
    const panel = page.getByTestId('entry-panel');
    await panel.getByRole('button', { name: 'One ticket more' }).click();
    await panel.getByRole('button', { name: 'One ticket more' }).click();
    await panel.getByTestId('enter-now').click();
    assert.equal(await isLive(page), false, 'the taps landed before the page was live');
    release();
    await page.getByTestId('basket-modal-line').getByText('3 tickets added').waitFor({ timeout: 20_000 });
    assert.equal(await panel.getByLabel('How many tickets?').inputValue(), '3');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('find my ticket: a number typed and Enter pressed before hydration is answered once live, with no page load', async () => {
    const { page, release, errors, documents } = await heldPage();
    await page.goto(shop.shellUrl + CARP_WITH_QUESTION, { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('search', { name: 'Find my ticket' });
    await box.getByLabel('Find my ticket').fill('3000');
    await box.getByLabel('Find my ticket').press('Enter');
    assert.equal(await isLive(page), false, 'the number was sent before the page was live');
    assert.equal(await box.getByRole('button', { name: 'Check' }).getAttribute('aria-busy'), 'true');
    release();
    await page.getByTestId('ticket-lookup').getByText(OUT_OF_RANGE).waitFor({ timeout: 20_000 });
    assert.deepEqual(documents, [CARP_WITH_QUESTION], 'the form was answered in the page, not by loading it again');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a legal document tab tapped before hydration opens that document once live', async () => {
    const { page, release, errors } = await heldPage();
    await page.goto(shop.shellUrl + '/legal-terms', { waitUntil: 'domcontentloaded' });
    const tabs = page.getByRole('tablist', { name: 'Legal documents' }).getByRole('tab');
    const second = tabs.nth(1);
    await second.waitFor();
    assert.equal(await isLive(page), false);
    await second.click();
    release();
    await page.waitForFunction(() => document.querySelector('[data-testid="legal-panel"]')?.getAttribute('data-tab-index') === '1', undefined, {
      timeout: 20_000,
    });
    assert.equal(await second.getAttribute('aria-selected'), 'true');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a filter chip tapped before hydration filters (it is a link), and a sort chosen before hydration applies once live', async () => {
    const { page, release, errors } = await heldPage();
    await page.goto(shop.shellUrl + '/competitions/tackle', { waitUntil: 'domcontentloaded' });
    const chip = page.getByRole('group', { name: 'Filter competitions' }).getByRole('link', { name: 'Under £1' });
    assert.equal(await isLive(page), false);
    await chip.click();
    await page.waitForURL((url) => url.search === '?filter=under-1', { waitUntil: 'domcontentloaded' });
    // The server renders the filtered list.
    assert.equal(await page.getByTestId('competition-count').innerText(), 'Showing 3 of 4 live competitions');
    assert.equal(await isLive(page), false, 'the filtered list came from the server, before any hydration');

    await page.getByLabel('Sort by').selectOption({ label: 'Price' });
    assert.equal(await isLive(page), false, 'the sort was chosen before the page was live');
    release();
    await page.waitForURL((url) => url.search === '?filter=under-1&sort=price', { timeout: 20_000, waitUntil: 'domcontentloaded' });
    const titles = await page.$$eval('[data-testid="competition-list"] h3', (nodes) => nodes.map((node) => node.getAttribute('title')));
    assert.deepEqual(titles, ['Nash Scope Rods x3', 'Daiwa Basia 45 QD Reel Trio', 'Korda Kaizen Rod Pair']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a card tapped before hydration opens its competition (a real link)', async () => {
    const { page, release, errors } = await heldPage();
    await page.goto(shop.shellUrl + '/', { waitUntil: 'domcontentloaded' });
    const card = page.locator('#drawing-next [data-testid="competition-card"]').first();
    const href = await card.getAttribute('href');
    assert.match(href ?? '', /^\/competition\/details\/.+-\d+$/);
    assert.equal(await isLive(page), false);
    await card.click();
    await page.waitForURL((url) => url.pathname === href, { waitUntil: 'domcontentloaded' });
    release();
    await waitForPageReady(page);
    assert.equal(await page.getByTestId('entry-panel').count(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('when the catalogue never loads, a chip still filters and a kept Enter tap falls back to loading the page again', async () => {
    const { page, release, documents } = await heldPage({ refuse: true });
    await page.goto(shop.shellUrl + DAIWA, { waitUntil: 'domcontentloaded' });
    const reload = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === DAIWA, { timeout: 30_000 });
    await page.getByTestId('entry-panel').getByTestId('enter-now').click();
    release();
    // The slot gives up on the catalogue (its Try again), and the kept tap loads the page again rather than doing nothing.
    await reload;
    assert.deepEqual(documents, [DAIWA, DAIWA]);

    await context.close();

    // A chip is a link: it filters with none of the catalogue's code, the list coming from the server.
    const list = await heldPage({ refuse: true });
    await list.page.goto(shop.shellUrl + '/competitions/tackle', { waitUntil: 'domcontentloaded' });
    await list.page.getByRole('group', { name: 'Filter competitions' }).getByRole('link', { name: 'Under £1' }).click();
    await list.page.waitForURL((url) => url.search === '?filter=under-1', { waitUntil: 'domcontentloaded' });
    assert.equal(await list.page.getByTestId('competition-count').innerText(), 'Showing 3 of 4 live competitions');
    list.release();
    await context.close();

    // Find my ticket is a plain form too: its kept Check goes where the browser would have sent the form, and the
    // server answers in the HTML (read from the answer itself: the shell then gives the catalogue's slot up).
    const lookup = await heldPage({ refuse: true });
    await lookup.page.goto(shop.shellUrl + CARP_WITH_QUESTION, { waitUntil: 'domcontentloaded' });
    const answered = lookup.page.waitForResponse((response) => response.request().isNavigationRequest() && new URL(response.url()).search === '?ticket=3000', {
      timeout: 30_000,
    });
    const box = lookup.page.getByRole('search', { name: 'Find my ticket' });
    await box.getByLabel('Find my ticket').fill('3000');
    await box.getByRole('button', { name: 'Check' }).click();
    lookup.release();
    const html = await (await answered).text();
    assert.match(html, /data-testid="ticket-lookup"[^>]*>Ticket numbers for this competition run from 1 to 2,999\.<\/p>/, 'the server answered the number');
    assert.match(html, /<input(?=[^>]*name="ticket")(?=[^>]*value="3000")[^>]*>/, 'and kept it in the field');
    assert.deepEqual(lookup.documents, [CARP_WITH_QUESTION, `${CARP_WITH_QUESTION}?ticket=3000`]);
    await context.close();
  });

  test("on a phone, the header's Menu tapped before hydration opens the menu once live", async () => {
    const { page, release, errors } = await heldPage({ holdShell: true, viewport: { width: 390, height: 844 } });
    await page.goto(shop.shellUrl + DAIWA, { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('button', { name: 'Menu' });
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    await menu.click();
    assert.equal(await isLive(page), false, 'the tap landed before the page was live');
    assert.equal(await menu.getAttribute('aria-busy'), 'true', 'the kept tap shows it is waiting');
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');

    release();
    await page.waitForFunction(() => document.querySelector('button[aria-label="Menu"]')?.getAttribute('aria-expanded') === 'true', undefined, {
      timeout: 20_000,
    });
    assert.ok(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Winners', exact: true }).isVisible(), 'the menu shows its links');
    assert.equal(await menu.getAttribute('aria-busy'), null);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('every control in a public page as the server sends it works before hydration: marked to wait, or part of the cookie notice (its own script)', async () => {
    const pages = [
      '/',
      '/competitions/tackle',
      '/competitions/instant_win_comps',
      DAIWA,
      CARP_WITH_QUESTION,
      '/draw/results',
      DRAWN_PROOF,
      '/winners_list',
      '/faq',
      '/legal-terms',
      '/contact',
      '/free-postal-route',
      '/community-chat',
    ];
    const unmarked: string[] = [];
    const marked = new Set<string>();
    for (const pathname of pages) {
      const html = await serverRenderedHtml(shop, pathname);
      const controls = [
        ...html
          .slice(html.indexOf('<body'))
          .matchAll(
            /<(?:button|input|select|textarea)\b[^>]*>|<[a-z][\w-]*\b[^>]*\srole="?(?:button|checkbox|combobox|menuitem|option|radio|slider|switch|tab)"?[\s>][^>]*>?/g,
          ),
      ].map((match) => match[0]);
      for (const control of controls) {
        const mark = /\sdata-first-tap="([^"]+)"/.exec(control)?.[1];
        if (mark) marked.add(mark);
        // The cookie notice's part of the page is minified: its attributes may come without quotes.
        else if (!/\sdata-action="?(ok|privacy)"?[\s>]/.test(control) && !/\stype="?hidden"?[\s>]/.test(control)) unmarked.push(`${pathname}: ${control}`);
      }
    }
    assert.deepEqual(unmarked, []);
    // The scan saw the pages' controls: a few of each kind, by their marks.
    for (const mark of [
      'header-menu',
      'carousel-next',
      'enter-now',
      'quantity',
      'find-my-ticket',
      'list-sort',
      'legal-tab-1',
      'verify-in-browser',
      'verify-draw-114',
    ])
      assert.ok(marked.has(mark), `the control marked ${mark} was read`);
  });
});
