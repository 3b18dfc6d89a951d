import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { competitionDetailsPath, ENDPOINTS, type Competition } from '@shop/shared-contracts';
import { SECOND_CUSTOMER } from '@shop/shared-contracts/src/testing/customers';
import { openDatabase } from '../../store-api/src/db/openDatabase';
import type { Shop } from '../harness/shop';
import { launchBrowser, waitForPageReady } from '../harness/browser';
import { api, DEMO_CUSTOMER, signedInContext } from '../harness/customer';
import { startShopBehindFaultProxy, type FaultProxy } from '../harness/faultProxy';

/**
 * The storefront's shield in front of the backend (shell/src/server/publicReads), in the production builds
 * with store-api behind a fault proxy: public reads come from one cache shared by every customer and never
 * carry a customer; private calls are never answered from it; while the backend is down, public pages keep
 * rendering from the last good answers, and fresh ones come back once it is up.
 */
const WP_JSON = '/competition/index.php/wp-json/';
/** The routes of the endpoints marked `publicRead`: what the storefront answers from its cache. */
const PUBLIC_READ_ROUTES = new Set(Object.values(ENDPOINTS).flatMap((endpoint) => ('publicRead' in endpoint ? [endpoint.route as string] : [])));

describe("the storefront's public reads", () => {
  let shop: Shop;
  let proxy: FaultProxy;
  let browser: Browser;

  before(async () => {
    ({ shop, proxy } = await startShopBehindFaultProxy());
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await shop?.stop();
    await proxy?.close();
  });

  /** A call to the storefront's own API path, with a customer's token as the storefront's client sends it. */
  async function askStorefront(route: string, body: Record<string, unknown>) {
    const response = await fetch(`${shop.shellUrl}${WP_JSON}?rest_route=${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${shop.config().serviceToken}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, served: response.headers.get('x-public-read'), body: await response.text() };
  }

  test('two signed-in customers share one answer for a public read, which names neither; their private calls are refused there', async () => {
    const signIn = async (who: { username: string; password: string }) => (await api<{ data: { token: string } }>(shop, '/api/v1/login', who)).data.token;
    const first = await signIn(DEMO_CUSTOMER);
    const second = await signIn(SECOND_CUSTOMER);
    const competitionId = (await api<{ data: Competition[] }>(shop, '/api/v1/featured_competition', { page: 1, limit: 1 })).data[0]!.id;
    const firstRead = await askStorefront('/api/v1/getcompetition', { token: first, id: competitionId });
    const secondRead = await askStorefront('/api/v1/getcompetition', { token: second, id: competitionId });
    assert.deepEqual([firstRead.status, secondRead.status, secondRead.served], [200, 200, 'fresh']);
    assert.equal(secondRead.body, firstRead.body, 'the same answer for both customers');
    for (const token of [first, second]) assert.ok(!firstRead.body.includes(token), 'the shared answer carries no customer token');

    for (const token of [first, second]) {
      for (const route of ['/api/v1/orders', '/api/v1/points', '/api/v1/get_site_credit', '/api/v1/get_coupons', '/api/v1/get_purchased_competition']) {
        const refused = await askStorefront(route, { token, page: 1 });
        assert.deepEqual([route, refused.status, JSON.parse(refused.body).code], [route, 404, 'rest_no_route']);
      }
    }
    // Each customer's own orders, from the backend itself, are their own.
    const ordersOf = (token: string) => api<{ data: unknown[] }>(shop, '/api/v1/orders', { token, page: 1, limit: 10 });
    assert.notDeepEqual((await ordersOf(first)).data, (await ordersOf(second)).data);
  });

  test("a signed-in customer's browser reads the catalogue from the storefront's own origin and the account from the API host", async () => {
    const context = await signedInContext(browser, shop, DEMO_CUSTOMER);
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('rest_route=')) calls.push(request.url());
    });
    const routeOf = (url: string) => new URL(url).searchParams.get('rest_route') ?? '';
    // Home comes with its first rows; the rows further down are read by the browser as the customer scrolls to them.
    const publicReadAsked = page.waitForRequest((request) => PUBLIC_READ_ROUTES.has(routeOf(request.url())));
    await page.goto(`${shop.shellUrl}/`);
    await waitForPageReady(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await publicReadAsked;
    const ordersAsked = page.waitForRequest((request) => routeOf(request.url()) === '/api/v1/orders');
    await page.goto(`${shop.shellUrl}/account/recent/orders`);
    await ordersAsked;
    await waitForPageReady(page);
    const publicReads = calls.filter((url) => PUBLIC_READ_ROUTES.has(routeOf(url)));
    const privateCalls = calls.filter((url) => !PUBLIC_READ_ROUTES.has(routeOf(url)));
    assert.ok(publicReads.length > 0 && privateCalls.some((url) => routeOf(url) === '/api/v1/orders'), JSON.stringify(calls));
    for (const url of publicReads) assert.ok(url.startsWith(`${shop.shellUrl}${WP_JSON}`), `${url} goes to the storefront`);
    for (const url of privateCalls) assert.ok(url.startsWith(`${proxy.url}${WP_JSON}`), `${url} goes to the API host`);
    await context.close();
  });

  test('with the backend down, public pages are still rendered by the server from the last good answers; once it is back, a change shows', async () => {
    const competition = (await api<{ data: Competition[] }>(shop, '/api/v1/featured_competition', { page: 1, limit: 1 })).data[0]!;
    const details = competitionDetailsPath(competition);
    const page = async (pathname: string) => {
      const response = await fetch(`${shop.shellUrl}${pathname}`);
      return { rendered: response.headers.get('x-page-rendered'), html: await response.text() };
    };
    // Rendered once each while the backend answers: the storefront keeps those answers.
    for (const pathname of ['/', details]) assert.equal((await page(pathname)).rendered, 'server');
    const faultedBefore = proxy.faulted.length;
    proxy.inject('network-down', () => true);
    try {
      // Every request, however many windows pass, renders on the server from what was kept (a new query string
      // each time, so the HTML cache does not answer: the render itself reads the kept answers).
      for (let attempt = 1; proxy.faulted.length - faultedBefore < 3 || attempt <= 3; attempt += 1) {
        for (const pathname of ['/', details]) {
          const answer = await page(`${pathname}?backend-down=${attempt}`);
          assert.equal(answer.rendered, 'server', `${pathname} rendered by the server while the backend is down (attempt ${attempt})`);
          assert.ok(answer.html.includes(competition.title.replace(/&/g, '&amp;')), `${pathname} still shows ${competition.title}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    } finally {
      proxy.clear();
    }
    // Back up: a title changed in the backend reaches the details page once the window has passed (polled).
    const renamed = `${competition.title} (renamed)`;
    const db = openDatabase(shop.dataDir!);
    db.prepare("UPDATE competitions SET data = json_set(data, '$.title', ?) WHERE id = ?").run(renamed, competition.id);
    db.close();
    for (let attempt = 1; ; attempt += 1) {
      const answer = await page(details);
      if (answer.rendered === 'server' && answer.html.includes(renamed.replace(/&/g, '&amp;'))) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
});
