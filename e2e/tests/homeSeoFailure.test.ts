import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { Shop } from '../harness/shop';
import { launchBrowser, waitForPageReady } from '../harness/browser';
import { startShopBehindFaultProxy, type FaultProxy } from '../harness/faultProxy';
import { watchProblems } from '../harness/pageWatch';

const SEO_ROUTE = '/api/v1/getSEOSettings';

/**
 * When the home SEO fetch fails, the page keeps empty title and meta values. The SEO call
 * fails (HTTP 500 from a proxy in front of store-api) from the start, so the storefront has no good answer to
 * fall back on: the render server meets the failure, and the browser's call (a public read, which goes to the
 * storefront's own origin) is answered with the backend's 500 as it came. Every other call answers, so home is
 * still rendered on the server.
 */
describe('home when the SEO call fails', () => {
  let shop: Shop;
  let proxy: FaultProxy;
  let browser: Browser;

  before(async () => {
    ({ shop, proxy } = await startShopBehindFaultProxy());
    browser = await launchBrowser();
    proxy.inject('http-500', (route) => route === SEO_ROUTE);
  });

  after(async () => {
    await browser?.close();
    await shop?.stop();
    await proxy?.close();
  });

  test('the server-rendered home has an empty title and empty description and title metas', async () => {
    const response = await fetch(`${shop.shellUrl}/?seo=failing`);
    const html = await response.text();
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-page-rendered'), 'server');
    assert.match(html, /data-testid="home-drawing-next"/);
    const head = html.slice(0, html.indexOf('</head>'));
    assert.deepEqual(head.match(/<title>[^<]*<\/title>/g), ['<title></title>']);
    assert.deepEqual(head.match(/<meta name="description" content="[^"]*">/g), ['<meta name="description" content="">']);
    assert.deepEqual(head.match(/<meta name="title" content="[^"]*">/g), ['<meta name="title" content="">']);
    assert.ok(
      proxy.faulted.some((call) => call.route === SEO_ROUTE && !call.fromBrowser),
      "the render server's SEO call met the fault",
    );
  });

  test('in the browser, document.title stays empty and the metas empty once home is in; the failure is only logged', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page, [/^\[catalog\] the home SEO settings could not be loaded:/], [proxy.url, `${shop.shellUrl}/competition/`]);
    const seoAnswers: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`rest_route=${SEO_ROUTE}`)) seoAnswers.push({ url: response.url(), status: response.status() });
    });
    const seoFailed = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith('[catalog] the home SEO settings could not be loaded:'),
    });
    await page.goto(`${shop.shellUrl}/?seo=failing-in-browser`);
    // The SEO step applies its empty values as soon as the failure is logged (the same task), after the route's title.
    await seoFailed;
    await waitForPageReady(page);
    assert.equal(await page.evaluate(() => document.title), '');
    assert.equal(await page.locator('head meta[name="description"]').getAttribute('content'), '');
    assert.equal(await page.locator('head meta[name="title"]').getAttribute('content'), '');
    assert.deepEqual(
      seoAnswers,
      [{ url: `${shop.shellUrl}/competition/index.php/wp-json/?rest_route=${SEO_ROUTE}`, status: 500 }],
      "the browser's SEO call went to the storefront, which passed the backend's failure on",
    );
    assert.equal(problems.logged.length, 1);
    assert.match(problems.logged[0]!, /^\[catalog\] the home SEO settings could not be loaded: ApiError: seoSettings: HTTP 500/);
    assert.deepEqual(problems.unexpected, []);
    assert.deepEqual(problems.uncaught, []);
    await context.close();
  });
});
