import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { competitionDetailsPath, buildApiUrl } from '@shop/shared-contracts';
import { DEMO_CUSTOMER } from '@shop/shared-contracts/src/testing/customers';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors, waitForPageReady } from '../harness/browser';

/** The catalogue against store-api's demo data, in Chromium, as a customer uses it. */
describe('catalogue: home, lists, details, legal terms and chat', () => {
  let shop: Shop;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  const apiCall = async (route: string, body: unknown, bearer = 'local-dev-service-token') => {
    const response = await fetch(buildApiUrl(shop.storeApi!.url, route), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { data: { token: string; title?: string } & Record<string, unknown> };
  };

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy(), storeApi: true });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    pageErrors = trackPageErrors(page);
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test('home shows every section in the spec order with real competitions and pictures', async () => {
    await page.goto(shop.shellUrl + '/');
    await page.waitForSelector('#drawing-next [data-testid="competition-card"]', { timeout: 20_000 });
    // Every row comes with the page's HTML (server-rendered), the Finished row far below the fold too.
    assert.ok((await page.locator('#finished [data-testid="competition-card"]').count()) > 0, 'the Finished row is in the HTML');
    const order = await page.$$eval('[data-testid^="home-"]', (nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    assert.deepEqual(order, [
      'home-carousel',
      'home-pricing',
      'home-anchor-nav',
      'home-drawing-next',
      'home-instant-wins',
      'home-comps-for-everyone',
      'home-finished',
      'home-how-it-works',
    ]);
    for (const section of ['drawing-next', 'instant-wins', 'comps-for-everyone', 'finished']) {
      await page.locator(`#${section}`).scrollIntoViewIfNeeded();
      await page.waitForSelector(`#${section} [data-testid="competition-card"]`);
    }
    // The main competition from settings leads the carousel; its picture is eager, high priority, sized, and loaded.
    const hero = page.locator('[data-testid="home-carousel"] img').first();
    await hero.waitFor();
    assert.equal(await hero.getAttribute('alt'), 'Ultimate Carp Session Bundle');
    assert.equal(await hero.getAttribute('width'), '800');
    assert.equal(await hero.getAttribute('height'), '600');
    assert.equal(await hero.getAttribute('loading'), 'eager');
    assert.equal(await hero.getAttribute('fetchpriority'), 'high');
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await hero.elementHandle());
    const cardImages = await page.$$eval('[data-testid="competition-card"] img', (imgs) => imgs.map((img) => img.getAttribute('loading')));
    assert.ok(cardImages.length > 0 && cardImages.every((loading) => loading === 'lazy'), 'card pictures below the fold are lazy');
    assert.ok(await page.locator('#how-it-works li', { hasText: 'Pick a prize' }).count());
    // Home SEO from getSEOSettings, cached under homes_meta.
    await page.waitForFunction(() => document.title === 'Angling Prizes | Win fishing tackle, cash and more');
    assert.match((await page.locator('meta[name="description"]').getAttribute('content')) ?? '', /UK prize competitions for anglers/);
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('homes_meta') ?? 'null') as { timestamp: number } | null);
    assert.ok(cached && typeof cached.timestamp === 'number');
  });

  test('a category list, the instant-win list and the finished list fill from the server', async () => {
    await page.goto(shop.shellUrl + '/competitions/tackle');
    await page.waitForSelector('[data-testid="competition-list"] [data-testid="competition-card"]');
    const tackle = await page.$$eval('[data-testid="competition-list"] [data-testid="competition-card"] h3', (titles) =>
      titles.map((t) => t.getAttribute('title')),
    );
    assert.deepEqual([...tackle].sort(), ['Daiwa Basia 45 QD Reel Trio', 'Fox EOS Pro Bivvy & Bedchair', 'Korda Kaizen Rod Pair', 'Nash Scope Rods x3']);

    for (const path of ['/competitions/instant_win_comps', '/competitions/instant/wins']) {
      await page.goto(shop.shellUrl + path);
      await page.waitForSelector('[data-testid="competition-list"] [data-testid="competition-card"]');
      const titles = await page.$$eval('[data-testid="competition-list"] h3', (nodes) => nodes.map((n) => n.getAttribute('title')));
      assert.ok(titles.includes('Instant Win Tackle Frenzy') && titles.includes('£500 Instant Cash Blitz'), `${path}: ${titles.join(', ')}`);
    }

    await page.goto(shop.shellUrl + '/competitions/finished');
    await page.waitForSelector('[data-testid="competition-list"] [data-testid="competition-card"]');
    assert.equal(await page.locator('[data-testid="competition-list"] [data-testid="competition-card"]').count(), 5);
    assert.ok(await page.getByText('View results').first().isVisible());
  });

  test('a list filters with chips and sorts, keeps both in the URL, and an empty chip offers Show all', async () => {
    const cards = page.locator('[data-testid="competition-list"] [data-testid="competition-card"]');
    const titles = () => page.$$eval('[data-testid="competition-list"] h3', (nodes) => nodes.map((n) => n.getAttribute('title')));
    const chips = page.getByRole('group', { name: 'Filter competitions' });
    await page.goto(shop.shellUrl + '/competitions/tackle');
    await cards.first().waitFor();
    await waitForPageReady(page); // the chips work once the server-rendered list has hydrated
    assert.equal(await page.getByTestId('competition-count').innerText(), '4 live competitions');
    // The chips are links to their filtered list (they work before hydration too), the current one aria-current.
    for (const [name, current, href] of [
      ['All', 'true', '/competitions/tackle'],
      ['Instant wins', null, '/competitions/tackle?filter=instant-wins'],
      ['Ending soon', null, '/competitions/tackle?filter=ending-soon'],
      ['Under £1', null, '/competitions/tackle?filter=under-1'],
    ]) {
      assert.equal(await chips.getByRole('link', { name: name! }).getAttribute('aria-current'), current, name!);
      assert.equal(await chips.getByRole('link', { name: name! }).getAttribute('href'), href, name!);
    }
    assert.equal(await page.getByLabel('Sort by').inputValue(), 'draw-date');

    await chips.getByRole('link', { name: 'Under £1' }).click();
    await page.getByLabel('Sort by').selectOption({ label: 'Price' });
    await page.waitForURL((url) => url.search === '?filter=under-1&sort=price');
    // Fox (£1.29) goes; Nash (79p, on sale at 59p) is cheapest; the two 99p tickets keep the server's order.
    assert.deepEqual(await titles(), ['Nash Scope Rods x3', 'Daiwa Basia 45 QD Reel Trio', 'Korda Kaizen Rod Pair']);
    assert.equal(await page.getByTestId('competition-count').innerText(), 'Showing 3 of 4 live competitions');

    await chips.getByRole('link', { name: 'Ending soon' }).click();
    // The filtered list re-renders after the click; wait for the empty state rather than sampling it once.
    await page.getByText('No live competitions match “Ending soon” right now.').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Show all' }).click();
    await cards.nth(3).waitFor();
    assert.equal(await cards.count(), 4);
    assert.equal(await chips.getByRole('link', { name: 'All' }).getAttribute('aria-current'), 'true');

    // A phone: the chips scroll sideways inside their row; the page itself never scrolls sideways.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phonePage = await phone.newPage();
    const errors = trackPageErrors(phonePage);
    await phonePage.goto(shop.shellUrl + '/competitions/instant_win_comps?sort=newest');
    await phonePage.locator('[data-testid="competition-card"]').first().waitFor();
    const row = phonePage.getByRole('group', { name: 'Filter competitions' });
    assert.equal(await row.evaluate((node) => getComputedStyle(node).overflowX), 'auto');
    assert.equal(await row.evaluate((node) => getComputedStyle(node).flexWrap), 'nowrap');
    assert.ok(await phonePage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways page scroll');
    assert.equal(await phonePage.getByLabel('Sort by').inputValue(), 'newest');
    await phone.close();
    assert.deepEqual(errors, []);
  });

  test('details: instant wins show "N of 13 won" and find my ticket tells a winning ticket from another', async () => {
    await page.goto(shop.shellUrl + '/competition/details/Ultimate-Carp-Session-Bundle-101');
    const section = page.locator('[data-testid="instant-wins-table"]');
    await section.waitFor();
    // The server renders the phone's view (first prize open); a desktop opens every prize once the page runs.
    await waitForPageReady(page);
    assert.match(await page.getByTestId('instant-wins-count').innerText(), /^\d+ of 13 won across 2 prizes$/);
    // The desktop's groups open in an effect of the hydrating render, which can land just after the ready mark.
    await section.locator('details[open]').nth(1).waitFor();
    assert.equal(await section.locator('details[open]').count(), 2, 'desktop shows every prize');
    const firstToWin = (await section.getByRole('list', { name: 'Tickets still to win £50 Site Credit' }).locator('li').first().innerText()).replace('#', '');
    const box = page.getByRole('search', { name: 'Find my ticket' });
    await box.getByLabel('Find my ticket').fill(firstToWin);
    await box.getByRole('button', { name: 'Check' }).click();
    assert.equal(
      await page.getByTestId('ticket-lookup').innerText(),
      `Ticket #${firstToWin} is an instant-win ticket for £50 Site Credit (£50.00). Still to be won.`,
    );
    const winning = new Set((await section.locator('li').allInnerTexts()).map((text) => Number(/#(\d+)/.exec(text)![1])));
    const plain = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].find((n) => !winning.has(n))!;
    await box.getByLabel('Find my ticket').fill(String(plain));
    await box.getByLabel('Find my ticket').press('Enter');
    await page.getByText(`Ticket #${plain} is not an instant-win ticket. Every ticket sold is still in the main draw.`).waitFor();
    await box.getByLabel('Find my ticket').fill('3000');
    await box.getByRole('button', { name: 'Check' }).click();
    assert.equal(await page.getByTestId('ticket-lookup').innerText(), 'Ticket numbers for this competition run from 1 to 2,999.');
  });

  test('a card opens its details page at the slug URL after saving the choice', async () => {
    await page.goto(shop.shellUrl + '/competitions/tackle');
    await waitForPageReady(page);
    const card = page.locator('[data-testid="competition-card"][data-competition-id="112"]');
    await card.click();
    const expected = competitionDetailsPath({ id: 112, title: 'Fox EOS Pro Bivvy & Bedchair' });
    assert.equal(expected, '/competition/details/Fox-EOS-Pro-Bivvy-Bedchair-112');
    await page.waitForURL((url) => url.pathname === expected);
    await page.waitForSelector('h1:has-text("Fox EOS Pro Bivvy & Bedchair")');
    assert.deepEqual(await page.evaluate(() => JSON.parse(localStorage.getItem('fetched_competition') ?? 'null')), { id: 112, category: 'tackle' });
    await page.getByRole('link', { name: 'Enter free by post' }).first().waitFor({ state: 'visible' });
    // The free route names the same address as the free postal route page, and the competition's own closing time.
    const free = await page.getByTestId('details-free-entry').innerText();
    assert.ok(free.includes('Angling Prizes Free Entry, PO Box 6172, Carlisle, CA1 9ZX'), free);
    assert.match(free, /Postcards must arrive by \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M, when entries close\./);
    // Recommended competitions, far below the fold, render once the customer scrolls near them.
    await page.locator('#other-competitions').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-testid="recommended-competitions"] [data-testid="competition-card"]');
  });

  test('a competition with a question opens the enter modal before anything is added', async () => {
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('add-item')) adds.push(request.url());
    });
    await page.goto(shop.shellUrl + '/competition/details/Ultimate-Carp-Session-Bundle-101');
    await waitForPageReady(page); // the shell (and its bus) has started, and the page has hydrated
    await page.waitForFunction(() => localStorage.getItem('show_question') === '1');
    await page.evaluate(() => {
      const bus = (globalThis as unknown as Record<symbol, { on: (type: string, handler: (event: unknown) => void) => void }>)[
        Symbol.for('@shop/shared-contracts/bus@1')
      ]!;
      (window as unknown as { __adds: unknown[] }).__adds = [];
      bus.on('catalog:add-request', (event) => (window as unknown as { __adds: unknown[] }).__adds.push(event));
    });
    await page.getByRole('button', { name: 'One ticket more' }).click();
    const enter = page.locator('[data-testid="entry-panel"] [data-testid="enter-now"]');
    await enter.click();
    // The catalogue asks the basket with only what the customer chose; the basket asks the question.
    assert.deepEqual(await page.evaluate(() => (window as unknown as { __adds: unknown[] }).__adds), [
      { type: 'catalog:add-request', competitionId: 101, quantity: 2 },
    ]);
    const dialog = page.locator('dialog#enter');
    await dialog.waitFor({ state: 'visible' });
    assert.ok(await dialog.getByText('Which of these is a species of carp?').isVisible());
    assert.equal(await dialog.getByRole('button', { name: /Confirm and add 2 tickets \(£3\.98\)/ }).isDisabled(), true);
    assert.deepEqual(adds, []);
    // Cancel has no side effect, and focus goes back to Enter.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(adds, []);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'enter-now');
    assert.equal(await page.locator('#exampleModal-3').count(), 0, 'no basket modal');
    // Answering sends the chosen answer with add-item.
    await enter.click();
    await dialog.getByLabel('Mirror').check();
    const added = page.waitForRequest((request) => request.url().includes('add-item'));
    await dialog.getByRole('button', { name: /Confirm and add 2 tickets/ }).click();
    const body = (await added).postDataJSON() as { quantity: number; answer?: number };
    assert.equal(body.quantity, 2);
    assert.equal(body.answer, 1);
    await page.locator('#exampleModal-3').waitFor({ state: 'visible' });
  });

  test('a sold-out competition cannot be added', async () => {
    await page.goto(shop.shellUrl + '/competition/info/113');
    await page.waitForSelector('[data-testid="entry-closed"]');
    assert.match(await page.locator('[data-testid="entry-closed"]').innerText(), /Sold out/);
    assert.equal(await page.locator('[data-testid="enter-now"]').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Enter now' }).count(), 0);
  });

  test('an id that does not exist shows a not-found message in the page', async () => {
    await page.goto(shop.shellUrl + '/competition/details/No-Such-Prize-99999');
    await page.waitForSelector('h1:has-text("Competition not found")');
    assert.ok(await page.getByText("We can't find that competition").isVisible());
  });

  test('legal terms opens the tab from ?tab=3 and keeps the index locally', async () => {
    await page.goto(shop.shellUrl + '/legal-terms?tab=3');
    const panel = page.locator('[data-testid="legal-panel"]');
    await panel.waitFor();
    assert.equal(await panel.getAttribute('data-tab-index'), '3');
    assert.ok(await panel.getByRole('heading', { name: 'Privacy Policy' }).isVisible());
    assert.equal(await page.getByRole('tab', { selected: true }).innerText(), 'Privacy Policy');
    // Kept once the page has hydrated (the server-rendered panel shows before that).
    await page.waitForFunction(() => localStorage.getItem('legal_terms_active_index') === '3');
  });

  test('a chat message posted in one browser context appears in another, and markup shows as text', async () => {
    const login = await apiCall('/api/v1/login', DEMO_CUSTOMER);
    const token = login.data.token;
    const author: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await author.addInitScript((value) => localStorage.setItem('token', btoa(value)), token);
    const reader = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const authorPage = await author.newPage();
    const readerPage = await reader.newPage();
    const errors = [...trackPageErrors(authorPage), ...trackPageErrors(readerPage)];
    await readerPage.goto(shop.shellUrl + '/community-chat');
    await readerPage.waitForSelector('[data-testid="chat-sign-in"]');
    await authorPage.goto(shop.shellUrl + '/community-chat');
    await authorPage.waitForSelector('[data-testid="chat-composer"]');
    const text = `Tight lines <b>everyone</b> ${Date.now()}`;
    await authorPage.getByLabel('Your message').fill(text);
    await authorPage.getByRole('button', { name: 'Send' }).click();
    const shown = readerPage.locator('[data-testid="chat-message"]', { hasText: 'Tight lines' });
    await shown.waitFor({ timeout: 15_000 });
    assert.equal(await shown.locator('b').count(), 0, 'no markup is rendered');
    assert.match(await shown.innerText(), /Danny/);
    assert.ok((await shown.innerText()).includes(text), 'the message shows exactly as typed, markup as text');
    assert.ok(await readerPage.getByTestId('chat-rules').getByText('18+ only').isVisible());
    // Report opens the contact form with the message quoted, ready to send (store-api has no report call yet).
    await shown.getByRole('link', { name: /^Report Danny's message of / }).click();
    await readerPage.waitForURL((url) => url.pathname === '/contact');
    assert.equal(await readerPage.getByLabel('Subject').inputValue(), 'Report: community chat message');
    assert.ok(
      (await readerPage.getByLabel('Message').inputValue()).includes(`Danny, `) && (await readerPage.getByLabel('Message').inputValue()).includes(text),
    );
    await author.close();
    await reader.close();
    assert.deepEqual(errors, []);
  });

  test('no page error on the way', () => {
    assert.deepEqual(pageErrors, []);
  });
});
