import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page, Route } from 'playwright-core';
import { competitionDetailsPath, type DrawProofResponse } from '@shop/shared-contracts';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, trackPageErrors, waitForPageReady } from '../harness/browser';
import { api, PHONE } from '../harness/customer';
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

  test('a demo draw by the first rule: its commitment came before its close, and its close reads as past', async () => {
    const winners = await api<{ data: { competition_id: number; competition_title: string }[] }>(shop, '/api/v1/winners', { page: 1, limit: 50 });
    const christmas = winners.data.find((winner) => winner.competition_title === '£2,000 Christmas Cash');
    assert.ok(christmas, 'the demo draw is among the winners');
    const { page, errors } = await openPage();
    await page.goto(shop.shellUrl + drawProofPath({ id: christmas.competition_id, title: christmas.competition_title }));
    await waitForPageReady(page);
    const timeline = page.getByTestId('proof-timeline');
    // Dated when the demo data was made, six days after its close, it would be published after the entries it decides.
    const committed = await timeline.getByRole('heading', { name: 'Commitment published' }).locator('+ p').innerText();
    const [, day, month, year, time] = /^(\d+) (\w{3}) (\d{4}), (\d\d:\d\d:\d\d) UTC, when the competition opened\.$/.exec(committed) ?? [];
    const committedAt = Date.parse(`${day} ${month} ${year} ${time} GMT`);
    assert.ok(committedAt < Date.now() - 30 * 86_400_000, `committed when the competition opened, 36 days ago: ${committed}`);
    await timeline.getByRole('heading', { name: 'Entries closed' }).waitFor();
    const closedText = await timeline.getByRole('heading', { name: 'Entries closed' }).locator('+ p').innerText();
    const closeMatch =
      /^([A-Z][a-z]+ \d{1,2}, \d{4}), (\d{1,2}):(\d{2}) (AM|PM)\. The first rule published no entry list at the close: the list the draw used is below\.$/.exec(
        closedText,
      );
    assert.ok(closeMatch, `the close, as the page gives it: ${closedText}`);
    const [, closeDay, closeHour, closeMinute, meridiem] = closeMatch;
    const hour24 = (Number(closeHour) % 12) + (meridiem === 'PM' ? 12 : 0);
    // The close is UK local time: as UTC it is that time or an hour earlier (summer time).
    const closedAtLatestOffset = Date.parse(`${closeDay} ${String(hour24).padStart(2, '0')}:${closeMinute}:00 GMT`) - 3_600_000;
    assert.ok(Number.isFinite(closedAtLatestOffset), closedText);
    assert.ok(committedAt < closedAtLatestOffset, `the commitment (${committed}) came before the close (${closedText})`);
    assert.doesNotMatch(await timeline.innerText(), /Entries close .*; the list is published then\./);
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
    await page.getByRole('link', { name: 'How this draw is decided' }).click();
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
