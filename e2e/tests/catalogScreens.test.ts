import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { competitionDetailsPath, formatDateTime } from '@shop/shared-contracts';
import { freshDeploy, serverRenderedHtml, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors, waitForPageReady } from '../harness/browser';
import { api } from '../harness/customer';

/** The main competition of store-api's demo settings: it leads the home carousel and asks a qualifying question. */
const MAIN_ID = 101;

interface CompetitionRow {
  id: number;
  title: string;
  draw_date: string;
  draw_time: string;
  comp_question: unknown;
}

/** Issue #23: the carousel's dates and add-to-cart step 1 (the qualifying question) in the built shop. */
describe('catalogue screens: the carousel date and the question step of an add', () => {
  let shop: Shop;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  let main: CompetitionRow;

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy(), storeApi: true });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    pageErrors = trackPageErrors(page);
    const list = await api<{ data: CompetitionRow[] }>(shop, '/api/v1/competition', { token: '', category: 'all', page: 1, limit: 50 });
    main = list.data.find((competition) => competition.id === MAIN_ID)!;
    assert.ok(main && main.comp_question && main.draw_date, 'the demo main competition has a draw date and a question');
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test('the carousel shows the draw as month name, day and year, in the server HTML and once hydrated', async () => {
    const expected = `Draw ${formatDateTime(main.draw_date, main.draw_time)}`;
    assert.match(expected, /^Draw [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    const html = await serverRenderedHtml(shop, '/');
    assert.ok(html.includes(`>${expected}<`), `the server renders "${expected}"`);

    await page.goto(shop.shellUrl + '/');
    await waitForPageReady(page);
    const firstSlide = page.locator('[data-testid="home-carousel"] li[aria-roledescription="slide"]').first();
    assert.equal(await firstSlide.getAttribute('aria-label'), `1 of ${await page.locator('li[aria-roledescription="slide"]').count()}`);
    assert.equal(await firstSlide.getByText(expected, { exact: true }).count(), 1);
  });

  test('an add of a catalogue before contract 1.1 without an answer: the basket asks the question first, then adds', async () => {
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('add-item')) adds.push(request.url());
    });
    await page.goto(shop.shellUrl + competitionDetailsPath(main));
    await waitForPageReady(page);
    await page.waitForFunction(() => localStorage.getItem('show_question') === '1');
    const { data: competition } = await api<{ data: unknown }>(shop, '/api/v1/getcompetition', { token: '', id: MAIN_ID });
    await page.evaluate((sent) => {
      const bus = (globalThis as unknown as Record<symbol, { emit: (event: unknown) => void }>)[Symbol.for('@shop/shared-contracts/bus@1')]!;
      bus.emit({ type: 'catalog:add-to-basket', competition: sent, quantity: 1 });
    }, competition);
    const dialog = page.locator('dialog#enter');
    await dialog.waitFor({ state: 'visible' });
    assert.deepEqual(adds, [], 'no add-item call before the answer');
    assert.equal(await page.locator('#exampleModal-3').count(), 0, 'no basket modal');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The page's own Enter: the basket asks the question first, and the answer goes with the add.
    await page.locator('[data-testid="entry-panel"] [data-testid="enter-now"]').click();
    await dialog.waitFor({ state: 'visible' });
    assert.deepEqual(adds, []);
    await dialog.getByLabel('Mirror').check();
    await dialog.getByRole('button', { name: /Confirm and add 1 ticket/ }).click();
    await page.locator('#exampleModal-3').waitFor({ state: 'visible' });
    assert.equal(adds.length, 1);
  });

  test('no page error on the way', () => {
    assert.deepEqual(pageErrors, []);
  });
});
