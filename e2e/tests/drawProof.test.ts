import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page, Route } from 'playwright-core';
import { competitionDetailsPath, type DrawProofResponse } from '@shop/shared-contracts';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors, waitForPageReady } from '../harness/browser';
import { api, PHONE } from '../harness/customer';
import { assertEveryCheckPassed, verifyEveryDraw } from '../harness/drawResults';
import { pastBeaconDraw, type PastDraw } from '../harness/pastBeaconDraw';

/**
 * A competition's draw proof page in Chromium: a competition store-api drew by rule v2 from a real drand
 * quicknet round (harness/pastBeaconDraw.ts). "Verify in your browser" checks the seed, the beacon's BLS
 * signature, the round, the entry list and the winner on the page; a tampered proof fails at the step
 * that was tampered with, and the checks stop there.
 */
const STEPS = ['seed', 'beacon', 'round', 'entries', 'winner'];

/** The proof page's address, as the shop names it: the details page's slug under /draw/proof/. */
const drawProofPath = (competition: { id: number; title: string }) => competitionDetailsPath(competition).replace('/competition/details/', '/draw/proof/');

describe('the draw proof page: verify in your browser', () => {
  let shop: Shop;
  let browser: Browser;
  let past: PastDraw;

  before(async () => {
    shop = await startShop({ deployDir: freshDeploy(), storeApi: true });
    past = await pastBeaconDraw(shop);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  async function openPage(): Promise<{ page: Page; errors: string[] }> {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    return { page, errors: trackPageErrors(page) };
  }

  const stepStates = (page: Page) =>
    page
      .getByTestId('verify-steps')
      .locator('li')
      .evaluateAll((items) => items.map((item) => `${item.getAttribute('data-step')}: ${item.getAttribute('data-state')}`));

  test('a drawn competition: the server sends the facts, and every check passes in the browser', async () => {
    const { page, errors } = await openPage();
    const response = await page.goto(shop.shellUrl + drawProofPath(past.competition));
    assert.equal(response?.headers()['x-page-rendered'], 'server');
    const html = (await response?.text()) ?? '';
    // React writes a comment between adjacent text parts of one element.
    assert.match(html, new RegExp(`data-testid="proof-winner">Ticket #(<!-- -->)?${past.winningTicket}\\b`), 'the winning ticket is in the HTML');
    await waitForPageReady(page);
    await page.getByRole('heading', { level: 1, name: `Draw proof: ${past.competition.title}` }).waitFor();
    assert.match(await page.getByTestId('proof-timeline').innerText(), new RegExp(`${past.entryCount} entries \\(${past.entryCount} paid, 0 free by post\\)`));
    assert.equal(await page.getByTestId('entry-list').locator('tbody tr').count(), past.entryCount);
    // Closed 07:37:30Z, round R due 07:38:30Z: in the shop's format, UK summer time.
    assert.match(await page.getByTestId('proof-timeline').innerText(), /July 23, 2026, 8:37:30 AM BST: /);
    assert.match(
      (await page.getByRole('link', { name: '30662982' }).getAttribute('href')) ?? '',
      /^https:\/\/api\.drand\.sh\/52db9ba7[0-9a-f]+\/public\/30662982$/,
    );

    await page.getByRole('button', { name: 'Verify in your browser' }).click();
    await page.getByTestId('verify-verdict').filter({ hasText: 'Verified: all 5 checks passed in your browser.' }).waitFor();
    assert.deepEqual(
      await stepStates(page),
      STEPS.map((step) => `${step}: passed`),
    );
    assert.deepEqual(errors, []);
  });

  test('Draw results: every main draw is by rule v2, the demo’s three among them, and Verify on each passes every check, the beacon signature among them', async () => {
    const { page, errors } = await openPage();
    const verified = await verifyEveryDraw(page, shop.shellUrl);
    assert.deepEqual(
      verified.map((draw) => draw.title).sort(),
      [past.competition.title, 'Aluminium Fishing Boat & Engine', 'Carp Porter Barrow Bundle', '£2,000 Christmas Cash'].sort(),
    );
    assertEveryCheckPassed(verified);
    assert.deepEqual(errors, []);
  });

  test('a demo draw’s proof: one date format, the beacon named with its key, the round linked, the postal entries in the list', async () => {
    const { page, errors } = await openPage();
    const results = await api<{ data: { competition_id: number; title: string }[] }>(shop, '/api/v1/draw_results', { page: 1, limit: 50 });
    const barrow = results.data.find((result) => result.title === 'Carp Porter Barrow Bundle');
    assert.ok(barrow, 'the postal draw is among the results');
    await page.goto(shop.shellUrl + drawProofPath({ id: barrow.competition_id, title: barrow.title }));
    await waitForPageReady(page);
    const timeline = await page.getByTestId('proof-timeline').innerText();
    // Opened 10:00 UK time on 23 June 2026, closed 08:38:00 UK time on 23 July (sold out), round 30662992 due 08:39:00.
    assert.match(timeline, /June 23, 2026, 10:00:00 AM BST, when the competition opened\./);
    assert.match(timeline, /July 23, 2026, 8:38:00 AM BST: 999 entries \(996 paid, 3 free by post\)\./);
    assert.match(timeline, /round 30662992, due July 23, 2026, 8:39:00 AM BST/);
    assert.doesNotMatch(timeline, /UTC|\d{4}-\d\d-\d\dT/);
    assert.equal(
      await page.getByRole('link', { name: '30662992' }).getAttribute('href'),
      'https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971/public/30662992',
    );
    const beacon = await page.getByTestId('proof-beacon').innerText();
    assert.match(beacon, /drand quicknet/);
    assert.match(beacon, /League of Entropy/);
    assert.equal(
      await page.getByTestId('proof-public-key').innerText(),
      '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
    );
    await page.getByPlaceholder('Ticket number').fill('0');
    await page.getByRole('status').filter({ hasText: 'Ticket 0 is not in this list.' }).waitFor();
    await page.getByPlaceholder('Ticket number').fill('');
    const postalRows = page.getByTestId('entry-list').locator('tbody tr').filter({ hasText: 'Postal' });
    await page.getByRole('button', { name: 'Show all 999 entries' }).click();
    assert.deepEqual((await postalRows.locator('td:nth-child(2)').allInnerTexts()).sort(), ['Alan T.', 'Bev C.', 'Sam P.']);
    assert.deepEqual(errors, []);
  });

  test('a tampered proof: the step that was tampered with fails, says so, and the checks stop there', async () => {
    const { page, errors } = await openPage();
    // The details page comes from the server without the proof, so the browser asks for it when the customer follows the link.
    await page.goto(shop.shellUrl + competitionDetailsPath(past.competition));
    await waitForPageReady(page);
    await page.route(
      (url) => url.searchParams.get('rest_route') === '/api/v1/draw_proof',
      async (route: Route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const answer = await route.fetch();
        const proof = (await answer.json()) as DrawProofResponse;
        // One entry moved to another order: the list no longer hashes to what was published at the close.
        const entries = proof.entries!.map((entry, index) => (index === 0 ? { ...entry, label: 'order-999999' } : entry));
        await route.fulfill({ response: answer, json: { ...proof, entries } });
      },
    );
    await page.getByRole('link', { name: 'See the draw proof' }).click();
    await page.waitForURL((url) => url.pathname === drawProofPath(past.competition));
    await page.getByRole('button', { name: 'Verify in your browser' }).click();
    await page
      .getByTestId('verify-verdict')
      .filter({ hasText: 'Not verified: step 4 of 5 failed (the entry list matches the hash published when entries closed).' })
      .waitFor();
    assert.deepEqual(await stepStates(page), ['seed: passed', 'beacon: passed', 'round: passed', 'entries: failed']);
    assert.match(
      await page.locator('[data-step="entries"]').innerText(),
      /The entry list hashes to [0-9a-f]{64}, not to [0-9a-f]{64} published when entries closed\./,
    );
    assert.deepEqual(errors, []);
  });
});
