import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { APP_ROUTES, CONTRACT_VERSION, competitionDetailsPath, type Competition, type RemoteName } from '@shop/shared-contracts';
import { ROOT } from '../../scripts/lib/apps';
import { readManifest } from '../../scripts/lib/deploy';
import { freshDeploy, startShop, type Shop } from '../harness/shop';
import { launchBrowser, waitForPageReady } from '../harness/browser';
import { api, DEMO_CUSTOMER, pay, signedInContext } from '../harness/customer';
import { loadedCopies } from '../harness/federation';
import {
  REMOTES,
  VARIANTS,
  builtModules,
  builtScreens,
  busRecord,
  cellName,
  declaredContract,
  overlayFiles,
  recordBus,
  moduleName,
  releaseDir,
  releaseMarks,
  releaseVariants,
  renderOnServer,
  switchTo,
  trackProblems,
  type Cell,
  type Variant,
} from '../harness/skew';

/**
 * Version skew: the shell N with each remote at N-1, N and N+1, the versions differing as real releases do
 * (e2e/skew/: N+1 adds a contract minor with an optional entity field, a bus event and a screen id the shell
 * N does not know, built against the next kit patch; N-1 lacks an entity field, a status label and a bus
 * subscription that N has, and its catalogue adds with contract 1.0's `catalog:add-to-basket`, the whole
 * competition on the bus, which the basket N and N+1 still take). Every remote is at every version in at least one cell; each cell completes the
 * journey: browse, add, checkout, account.
 */
const CELLS: readonly Cell[] = [
  { catalog: 'current', basket: 'current', account: 'current' },
  { catalog: 'previous', basket: 'previous', account: 'previous' },
  { catalog: 'next', basket: 'next', account: 'next' },
  { catalog: 'next', basket: 'previous', account: 'current' },
  { catalog: 'previous', basket: 'next', account: 'next' },
];
const VARIANT_BUILDS = ['previous', 'next'] as const;
/** A competition with a qualifying question, and its right answer (store-api's seed). */
const COMPETITION_TITLE = 'Ultimate Carp Session Bundle';
const RIGHT_ANSWER = 'Mirror';
const TEST_CARD = '4242 4242 4242 4242';

const KIT_VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'remote-kit', 'package.json'), 'utf8')) as { version: string }).version;
const versionParts = (version: string) => version.split('.').map(Number) as [number, number, number];

/** The contract each version's `./meta` must declare, from the real one: N+1 a minor ahead, N-1 a minor behind where the major has one. */
function expectedContract(variant: Variant): string {
  const [major, minor] = versionParts(CONTRACT_VERSION);
  if (variant === 'next') return `${major}.${minor + 1}.0`;
  if (variant === 'previous' && minor > 0) return `${major}.${minor - 1}.0`;
  return CONTRACT_VERSION;
}

/** The kit each version is built against: N+1 the next patch, N-1 the previous patch where the minor has one. */
function expectedKit(variant: Variant): string {
  const [major, minor, patch] = versionParts(KIT_VERSION);
  if (variant === 'next') return `${major}.${minor}.${patch + 1}`;
  return variant === 'previous' && patch > 0 ? `${major}.${minor}.${patch - 1}` : KIT_VERSION;
}

/** The screen ids the shell N's route table gives a remote. */
const routeScreens = (remote: RemoteName) => new Set<string>(APP_ROUTES.filter((route) => route.owner === remote).map((route) => route.screen));

describe('version skew: the shell N with remotes at N-1, N and N+1', () => {
  let shop: Shop;
  let browser: Browser;
  let deployDir: string;
  let competition: Competition;

  before(async () => {
    deployDir = freshDeploy(VARIANTS.current.release);
    releaseVariants();
    shop = await startShop({ deployDir, storeApi: true });
    browser = await launchBrowser();
    const list = await api<{ data: Competition[] }>(shop, '/api/v1/competition', { token: '', category: 'all', page: 1, limit: 50 });
    competition = list.data.find((candidate) => candidate.title === COMPETITION_TITLE)!;
    assert.ok(competition?.comp_question, 'the seeded competition asks a qualifying question');
  });

  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test('the N-1 and N+1 builds carry their differences', () => {
    for (const variant of VARIANT_BUILDS) {
      // Every overlay file stands in for a file of the repository and is built into a remote (one that uses it):
      // a file at a wrong path, or an overlay the build ignored, would change nothing.
      const files = overlayFiles(variant);
      assert.ok(files.length > 0);
      for (const { file, standsInFor } of files) {
        assert.ok(fs.existsSync(standsInFor), `${file} stands in for ${standsInFor}`);
        const builtInto = REMOTES.filter((remote) => builtModules(deployDir, remote, variant).has(moduleName(remote, file)));
        assert.ok(builtInto.length > 0, `${file} is built into a remote`);
      }

      // The kit: a remote only consumes it (the shell provides it), so a patch moves nothing but the range the
      // build asks for, which must stay the major's so the shell's kit satisfies it.
      const sharedVersions = createRequire(__filename)(path.join(VARIANTS[variant].overlayDir!, 'shared-versions.cjs')) as Record<string, string>;
      assert.equal(sharedVersions['@shop/remote-kit'], expectedKit(variant), `${variant} is built against kit ${expectedKit(variant)}`);
      for (const remote of REMOTES) {
        const entry = fs.readFileSync(path.join(releaseDir(deployDir, remote, variant), 'remoteEntry.js'), 'utf8');
        const kit = /requiredVersion:"([^"]+)",strictVersion:!0,[^}]*shareKey:"@shop\/remote-kit"\}/.exec(entry);
        assert.equal(kit?.[1], `^${versionParts(expectedKit(variant))[0]}.0.0`, `remote-${remote} ${variant} asks for the kit by its major`);
      }
    }

    // Screen ids: N and N-1 have only the route table's; N+1 one more in each remote, which the shell N has not heard of.
    for (const remote of REMOTES) {
      for (const variant of ['previous', 'current', 'next'] as const) {
        const unknown = builtScreens(deployDir, remote, variant).filter((screen) => !routeScreens(remote).has(screen));
        assert.equal(unknown.length, variant === 'next' ? 1 : 0, `remote-${remote} ${variant}: screens the route table lacks: ${unknown.join(', ')}`);
      }
    }

    // The catalogue's server build has the same differences as its browser build.
    const server = (variant: Variant) => fs.readFileSync(path.join(releaseDir(deployDir, 'catalog', variant), 'server', 'remote.cjs'), 'utf8');
    const [nextScreen] = builtScreens(deployDir, 'catalog', 'next').filter((screen) => !routeScreens('catalog').has(screen));
    assert.ok(nextScreen && server('next').includes(`'${nextScreen}'`), 'the N+1 server build has the new screen');
    assert.ok(server('current').includes('winners so far') && !server('previous').includes('winners so far'), 'the N-1 server build has no winner stats');
  });

  for (const cell of CELLS) {
    test(cellName(cell), async () => {
      switchTo(cell);
      const release = (remote: RemoteName) => VARIANTS[cell[remote]].release;
      const live = readManifest();
      for (const remote of REMOTES) {
        assert.equal(live[remote]?.version, release(remote));
        // The manifest the shell reads names each N+1 screen it has not heard of (its files to fetch early).
        const unknown = Object.keys(live[remote]?.preload ?? {}).filter((screen) => !routeScreens(remote).has(screen));
        assert.equal(unknown.length, cell[remote] === 'next' ? 1 : 0, `remotes.json ${remote}: ${unknown.join(', ')}`);
      }

      const context = await signedInContext(browser, shop, DEMO_CUSTOMER);
      await recordBus(context);
      const page = await context.newPage();
      const problems = trackProblems(page);
      /** The page shows the owner's screen, and every remote's screen on it is the cell's release. */
      const checkReleases = async (owner: RemoteName) => {
        const marks = await releaseMarks(page, owner);
        assert.ok(owner in marks, `${page.url()} shows remote-${owner}`);
        for (const [remote, version] of Object.entries(marks)) assert.equal(version, release(remote as RemoteName), `${page.url()}: remote-${remote}`);
      };
      const screenViewed = async (remote: RemoteName, screen: string) => {
        const seen = (await busRecord(page)).seen.filter((event) => event.type === `${remote}:screen-viewed`);
        assert.deepEqual(seen, cell[remote] === 'next' ? [{ type: `${remote}:screen-viewed`, screen, release: release(remote) }] : [], `${remote} on the bus`);
      };
      /** A public page: rendered on the server by the cell's catalogue, then hydrated. */
      const publicPage = async (pathname: string) => {
        await renderOnServer(shop.shellUrl + pathname);
        const response = await page.goto(shop.shellUrl + pathname);
        assert.equal(response?.headers()['x-page-rendered'], 'server', `${pathname} is rendered on the server by catalog ${release('catalog')}`);
        const html = (await response?.text()) ?? '';
        await waitForPageReady(page);
        await checkReleases('catalog');
        return html;
      };

      // Home: N-1 does not subscribe to the shell's winner stats, on the server or in the browser.
      const home = await publicPage('/');
      await page.getByTestId('competition-card').first().waitFor();
      const stats = page.getByTestId('home-pricing').getByText('winners so far');
      if (cell.catalog === 'previous') {
        assert.ok(home.includes('draws, every result published') && !home.includes('winners so far'), 'N-1 home HTML has no winner stats');
        assert.equal(await stats.count(), 0);
      } else {
        assert.ok(home.includes('winners so far'), 'the home HTML has the winner stats the render server published');
        await stats.waitFor();
      }
      await publicPage(`/competitions/${competition.category}`);
      await page.locator(`[data-testid="competition-card"][data-competition-id="${competition.id}"]`).waitFor();

      // Details: the contract the catalogue declares, its unknown event, and the optional field the API does not send.
      await publicPage(competitionDetailsPath(competition));
      assert.equal(await declaredContract(page, 'catalog'), expectedContract(cell.catalog), 'the catalogue declares its contract and the shell took it');
      await screenViewed('catalog', 'competition-details');
      await page.getByTestId('key-facts').waitFor();
      assert.equal(await page.getByTestId('prize-delivery').count(), 0, 'no delivery line: the field is absent');

      // Add with the qualifying question answered: the catalogue asks the basket over the bus, the basket asks the question.
      await page.getByLabel('How many tickets?').fill('2');
      await page.locator('[data-testid="entry-panel"] [data-testid="enter-now"]').click();
      const question = page.locator('dialog#enter');
      await question.waitFor({ state: 'visible' });
      await question.getByLabel(RIGHT_ANSWER).check();
      await question.getByRole('button', { name: /Confirm and add 2 tickets/ }).click();
      await page.getByTestId('basket-modal-line').getByText('2 tickets added').waitFor();
      await page.getByRole('link', { name: 'View basket' }).click();

      // Basket: N-1 does not subscribe to the shell's load request, and still has the line.
      await page.waitForURL(/\/cart$/);
      const line = page.getByTestId('cart-line').filter({ hasText: competition.title });
      await line.waitFor();
      assert.equal(await page.getByTestId('cart-line').count(), 1, 'one line, this competition’s');
      // 2, or more if a cell before this one failed between adding and paying.
      const quantity = Number(await line.getByLabel('Tickets', { exact: true }).inputValue());
      assert.ok(quantity >= 2, `the line has the 2 tickets added (${quantity})`);
      await checkReleases('basket');
      assert.equal(await declaredContract(page, 'basket'), expectedContract(cell.basket));
      const subscribed = (await busRecord(page)).subscribed;
      assert.equal(subscribed.includes('shell:load-basket'), cell.basket !== 'previous', `basket ${release('basket')} subscribes to shell:load-basket`);
      assert.deepEqual(await loadedCopies(page, '@shop/remote-kit'), [`${KIT_VERSION} from shell`], 'one kit on the page, the shell’s');

      // Checkout and confirmation.
      await page.getByRole('link', { name: 'Checkout' }).click();
      await page.waitForURL(/\/checkout$/);
      await checkReleases('basket');
      await pay(page, /^Card/, TEST_CARD);
      await page.waitForURL(/\/confirmation$/);
      const tickets = page.getByTestId('ticket-numbers').locator('li');
      await tickets.nth(quantity - 1).waitFor();
      assert.equal(await tickets.count(), quantity);
      const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').replace('#', '');
      assert.match(orderNumber, /^\d+$/);
      await checkReleases('basket');
      await screenViewed('basket', 'checkout');

      // Account: the overview, then the orders with this order; N-1 predates the admin-comp-win status's name.
      await page.goto(`${shop.shellUrl}/account`);
      await page.getByRole('heading', { name: /^Hello, / }).waitFor();
      await checkReleases('account');
      assert.equal(await declaredContract(page, 'account'), expectedContract(cell.account));
      await page.goto(`${shop.shellUrl}/account/recent/orders`);
      const orders = page.getByTestId('order-card');
      await orders.filter({ hasText: `Order #${orderNumber}` }).waitFor();
      await checkReleases('account');
      const named = cell.account === 'previous' ? { 'admin-comp-win': 1, 'Ticket Win': 0 } : { 'admin-comp-win': 0, 'Ticket Win': 1 };
      for (const [status, count] of Object.entries(named)) assert.equal(await orders.filter({ hasText: status }).count(), count, `orders reading ${status}`);
      await screenViewed('account', 'orders');

      assert.deepEqual(problems, [], 'no uncaught error, no console error or warning');
      await context.close();
    });
  }
});
