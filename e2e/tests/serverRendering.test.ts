import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { competitionDetailsPath, formatDate, formatPounds, ticketPrice, type Competition, buildApiUrl } from '@shop/shared-contracts';
import { readManifest, releaseRemote, rollbackRemote, writeManifest } from '../../scripts/lib/deploy';
import { RELEASES } from '../harness/releases';
import { E2E_RENDER_BUDGET_MS, freshDeploy, serverRenderedHtml, startShop, type Shop } from '../harness/shop';
import { launchBrowser, waitForPageReady } from '../harness/browser';

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** The HTML's hydration data, JSON-LD blocks and meta tags, read as a crawler reads them. */
function pageState(body: string): { rendered: { queries: { queries: { queryKey: unknown[] }[] } } | null } {
  const match = /<script type="application\/json" id="shop-page-state">([\s\S]*?)<\/script>/.exec(body);
  assert.ok(match, 'the page carries its state');
  return JSON.parse(match[1]!) as { rendered: { queries: { queries: { queryKey: unknown[] }[] } } | null };
}
function jsonLd(body: string): Record<string, unknown>[] {
  const blocks = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  assert.equal(blocks.length, 1, 'one JSON-LD block');
  return JSON.parse(blocks[0]![1]!) as Record<string, unknown>[];
}
function meta(body: string, property: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(body);
  return match?.[1];
}
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('server rendering: public pages arrive as HTML and hydrate in the browser', () => {
  let shop: Shop;
  let browser: Browser;
  let apiHostOverride: string | null = null;
  const daiwaPath = '/competition/details/Daiwa-Basia-45-QD-Reel-Trio-102';

  /**
   * A plain HTTP GET as a crawler makes it, on a connection of its own: a kept-alive one could be closed by
   * the server while a release build (synchronous, in this process) holds the event loop.
   */
  const get = (pathname: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      http
        .get(shop.shellUrl + pathname, { agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
            resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
          });
        })
        .on('error', reject);
    });
  const competition = async (id: number): Promise<Competition> => {
    const response = await fetch(buildApiUrl(shop.storeApi!.url, '/api/v1/getcompetition'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer local-dev-service-token' },
      body: JSON.stringify({ id }),
    });
    return ((await response.json()) as { data: Competition }).data;
  };

  before(async () => {
    shop = await startShop({
      deployDir: freshDeploy(),
      storeApi: true,
      configOverride: () => (apiHostOverride ? { ...shop.config(), apiHost: apiHostOverride } : undefined),
    });
    // The tests read server HTML: the catalogue's server build is loaded first (a cold load can outlast the render budget).
    await serverRenderedHtml(shop, '/');
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test("a details URL, fetched with no JavaScript, is the competition's page: title, price, draw date, picture, og tags and a Product in JSON-LD", async () => {
    const daiwa = await competition(102);
    const page = await get(daiwaPath);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('cache-control') ?? '', /^public, max-age=0, s-maxage=1, stale-while-revalidate=1$/);
    assert.equal(page.headers.get('x-page-rendered'), 'server');
    assert.match(page.body, /<div id="root" data-server-rendered>/);
    assert.match(page.body, /<h1[^>]*>Daiwa Basia 45 QD Reel Trio<\/h1>/);
    assert.ok(page.body.includes(formatPounds(ticketPrice(daiwa, Date.now()))), 'the ticket price is in the HTML');
    assert.ok(page.body.includes(`<dd data-testid="draw-date">${formatDate(daiwa.draw_date)}</dd>`), 'the draw date is in the HTML');
    assert.ok(page.body.includes(`src="${daiwa.image}"`), 'the prize picture is in the HTML');
    assert.equal(meta(page.body, 'og:title'), `Win Daiwa Basia 45 QD Reel Trio for ${formatPounds(ticketPrice(daiwa, Date.now()))}`);
    assert.equal(meta(page.body, 'og:type'), 'product');
    assert.equal(meta(page.body, 'og:url'), shop.shellUrl + daiwaPath);
    assert.equal(meta(page.body, 'og:image'), new URL(daiwa.image, shop.storeApi!.url).href);
    assert.equal(meta(page.body, 'og:site_name'), 'Angling Prizes');
    assert.equal(meta(page.body, 'twitter:card'), 'summary_large_image');
    assert.match(meta(page.body, 'og:description') ?? '', /^Draw .+ · [\d,]+ tickets left · Free postal entry available$/);
    assert.ok(page.body.includes(`<link rel="canonical" href="${shop.shellUrl}${daiwaPath}">`));
    const [product, breadcrumbs, organization] = jsonLd(page.body);
    assert.equal(product!['@context'], 'https://schema.org');
    assert.equal(product!['@type'], 'Product');
    assert.equal(product!.name, 'Daiwa Basia 45 QD Reel Trio');
    const offer = product!.offers as Record<string, unknown>;
    assert.equal(offer['@type'], 'Offer');
    assert.equal(offer.priceCurrency, 'GBP');
    assert.equal(offer.price, ticketPrice(daiwa, Date.now()).toFixed(2));
    assert.equal(offer.availability, 'https://schema.org/InStock');
    assert.equal(breadcrumbs!['@type'], 'BreadcrumbList');
    assert.equal(organization!['@type'], 'Organization');
    // The hydration data holds what the screen showed.
    const keys = pageState(page.body).rendered!.queries.queries.map((query) => JSON.stringify(query.queryKey));
    assert.ok(keys.includes(JSON.stringify(['catalog', 'competition', 102])));
  });

  test('every public page answers 200 with its own content in the HTML; an unknown competition or path answers 404 with the not-found page', async () => {
    const pages: [string, RegExp][] = [
      ['/', /data-testid="home-drawing-next"[\s\S]*data-testid="competition-card"/],
      ['/competitions/tackle', /Daiwa Basia 45 QD Reel Trio/],
      ['/competitions/all', /data-testid="competition-list"/],
      ['/competitions/instant_win_comps', /data-testid="competition-list"/],
      ['/competitions/instant/wins', /data-testid="competition-list"/],
      ['/competition/info/102', /<h1[^>]*>Daiwa Basia 45 QD Reel Trio<\/h1>/],
      ['/draw/results', /Draw results/],
      ['/results', /Draw results/],
      ['/winners_list', /Winners/],
      ['/faq', /<details/],
      ['/legal-terms', /role="tab"|<select/],
      ['/contact', /Contact us/],
      ['/free-postal-route', /Free postal/],
      ['/community-chat', /Community chat/],
    ];
    for (const [pathname, content] of pages) {
      const page = await get(pathname);
      assert.equal(page.status, 200, pathname);
      assert.match(page.body, /<div id="root" data-server-rendered>/, `${pathname} is rendered on the server`);
      assert.match(page.body, content, pathname);
      assert.ok(meta(page.body, 'og:title'), `${pathname} has og:title`);
      assert.ok(page.body.includes(`<link rel="canonical" href="${shop.shellUrl}`), `${pathname} has a canonical URL`);
      jsonLd(page.body);
    }
    const missing = await get('/competition/details/No-Such-Prize-99999');
    assert.equal(missing.status, 404);
    assert.match(missing.body, /We can&#x27;t find that competition|We can't find that competition/);
    assert.equal(meta(missing.body, 'robots'), 'noindex');
    const unknown = await get('/no/such/page');
    assert.equal(unknown.status, 404);
    assert.match(unknown.body, /data-testid="shell-not-found"/);
    const redirect = await get('/winner/anything');
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.get('location'), '/winners_list');
  });

  test('basket, checkout, confirmation, sign-in and account pages are sent for the browser to render: private, no-store, noindex', async () => {
    for (const pathname of ['/cart', '/checkout', '/confirmation', '/auth/login', '/account', '/account/recent/orders']) {
      const page = await get(pathname);
      assert.equal(page.status, 200, pathname);
      assert.equal(page.headers.get('cache-control'), 'private, no-store', pathname);
      assert.equal(page.headers.get('x-page-rendered'), 'browser', pathname);
      assert.equal(meta(page.body, 'robots'), 'noindex, nofollow', pathname);
      assert.doesNotMatch(page.body, /data-server-rendered/, pathname);
      assert.equal(pageState(page.body).rendered, null, pathname);
    }
  });

  test('sitemap.xml lists every public route and every open competition; robots.txt points to it and keeps crawlers out of private pages', async () => {
    const sitemap = await get('/sitemap.xml');
    assert.equal(sitemap.status, 200);
    assert.match(sitemap.headers.get('content-type') ?? '', /xml/);
    const listed = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]!));
    for (const pathname of ['/', '/draw/results', '/winners_list', '/faq', '/legal-terms', '/contact', '/free-postal-route', '/community-chat']) {
      assert.ok(listed.includes(shop.shellUrl + pathname), `sitemap lists ${pathname}`);
    }
    const all = await fetch(buildApiUrl(shop.storeApi!.url, '/api/v1/competition'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer local-dev-service-token' },
      body: JSON.stringify({ category: 'all', page: 1, limit: 100 }),
    });
    const open = ((await all.json()) as { data: Competition[] }).data.filter((each) => each.status === 'open');
    assert.ok(open.length > 5);
    for (const each of open) assert.ok(listed.includes(shop.shellUrl + competitionDetailsPath(each)), `sitemap lists ${each.title}`);
    const robots = await get('/robots.txt');
    assert.match(robots.body, new RegExp(`Sitemap: ${shop.shellUrl}/sitemap.xml`));
    assert.match(robots.body, /Disallow: \/cart/);
    assert.match(robots.body, /Disallow: \/account/);
  });

  let visits = 0;
  /** Loads a page in a fresh browser and reports its console errors and warnings, layout shift and API calls. */
  async function loadFresh(pathname: string, viewport = { width: 390, height: 844 }) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('rest_route=')) calls.push(decodeURIComponent(request.url().split('rest_route=')[1] ?? ''));
    });
    await page.addInitScript(() => {
      const win = window as unknown as { __layoutShift: number };
      win.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) win.__layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A query string of its own: a page the render server renders now, not one it kept (data that is older
    // than the HTML's cache life is fetched again after hydration, by design).
    visits += 1;
    await page.goto(`${shop.shellUrl}${pathname}${pathname.includes('?') ? '&' : '?'}visit=${visits}`);
    await waitForPageReady(page);
    return { context, page, problems, calls, layoutShift: () => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift) };
  }

  test('each public page hydrates with no console error or warning, no layout shift above 0.02, and asks for none of the data it came with', async () => {
    for (const pathname of [
      '/',
      daiwaPath,
      '/competition/info/101',
      '/competitions/tackle',
      '/competitions/instant_win_comps',
      '/competitions/instant/wins',
      '/draw/results',
      '/results',
      '/winners_list',
      '/faq',
      '/legal-terms?tab=3',
      '/contact',
      '/free-postal-route',
      '/community-chat',
    ]) {
      const { context, page, problems, calls, layoutShift } = await loadFresh(pathname);
      assert.equal(await page.locator('#root[data-server-rendered]').count(), 1, pathname);
      // Every call the page makes on its own is started by then: the screen's own once its content is in (the
      // ready mark loadFresh waited for), the shell's at its deferred start (site data, the feeds). Then the page
      // has nothing in flight and has started nothing for 500 ms.
      const inFlight = new Set<unknown>();
      let lastStart = Date.now();
      const started = (request: unknown) => {
        inFlight.add(request);
        lastStart = Date.now();
      };
      const ended = (request: unknown) => inFlight.delete(request);
      page.on('request', started);
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
      await page.waitForFunction(() => performance.getEntriesByName('shell:deferred-start').length > 0, undefined, { timeout: 20_000 });
      const quietSince = Date.now();
      while (inFlight.size > 0 || Date.now() - Math.max(lastStart, quietSince) < 500) {
        assert.ok(Date.now() - quietSince < 20_000, `${pathname}: the page never went quiet: ${calls.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.deepEqual(problems, [], `${pathname}: console`);
      assert.ok((await layoutShift()) <= 0.02, `${pathname}: layout shift ${await layoutShift()}`);
      const repeated = calls.filter((call) =>
        /featured_competition|drawn_next_competition|getcompetition|getOtherComps|\/competition$|get_faqs|get_legal_terms|draw_results|winners|getsettings|get_realtime_winners_prize_value|gethowitworkssettings/.test(
          call,
        ),
      );
      assert.deepEqual(repeated, [], `${pathname}: data the HTML came with was asked for again`);
      await context.close();
    }
  });

  test('the first picture is painted before the shell asks for its code: every file after main.js starts after the first contentful paint, and the picture decodes with its frame', async () => {
    for (const [pathname, picture] of [
      ['/', '[data-testid="home-carousel"] img'],
      [daiwaPath, '[data-testid="competition-gallery"] img'],
    ] as const) {
      const { context, page } = await loadFresh(pathname);
      assert.equal(await page.locator(picture).first().getAttribute('decoding'), 'sync', `${pathname}: the first picture decodes with its frame`);
      // Ordered by the browser's own clock: paint timing reports the first contentful paint once it is on screen.
      const { firstPaint, files } = (await page.evaluate(`(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        files: performance.getEntriesByType('resource')
          .filter((entry) => /\\.js$/.test(new URL(entry.name).pathname) && !/\\/main\\.[0-9a-f]+\\.js$/.test(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      }))()`)) as { firstPaint: number | null; files: { name: string; start: number }[] };
      assert.ok(firstPaint !== null, `${pathname}: a first contentful paint`);
      assert.ok(
        files.some((file) => /\/bootstrap\.[0-9a-f]+\.js$/.test(file.name)) && files.some((file) => /remoteEntry\.js$/.test(file.name)),
        `${pathname}: ${JSON.stringify(files)}`,
      );
      const early = files.filter((file) => file.start <= firstPaint);
      assert.deepEqual(early, [], `${pathname}: asked for before the first contentful paint at ${firstPaint} ms`);
      await context.close();
    }
  });

  test("the first frame lays out only what is near the screen: home's last sections wait until the customer scrolls to them, then show, with nothing on screen moving", async () => {
    const { context, page, problems, layoutShift } = await loadFresh('/');
    /** Whether each of these elements is rendered now; an element in a skipped section (content-visibility: auto) is not. */
    const rendered = (selectors: string[]) =>
      page.evaluate((list) => list.map((selector) => document.querySelector(selector)?.checkVisibility({ contentVisibilityAuto: true }) ?? null), selectors);
    const lastSections = ['[data-testid="home-finished"] h2', '[data-testid="home-how-it-works"] h2'];
    assert.deepEqual(await rendered(['[data-testid="home-carousel"] h2', ...lastSections]), [true, false, false]);
    const steps = page.getByTestId('home-how-it-works').getByRole('listitem');
    await steps.first().scrollIntoViewIfNeeded();
    await page.waitForFunction((selector) => document.querySelector(selector)?.checkVisibility({ contentVisibilityAuto: true }), lastSections[1]!);
    assert.ok((await steps.count()) >= 3, 'the steps of How it works');
    for (const step of await steps.all()) assert.ok(await step.isVisible(), await step.innerText());
    assert.ok((await layoutShift()) <= 0.02, `layout shift ${await layoutShift()}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("the page keeps the server's styles through hydration: styled-components leaves them in place, and every styled element looks as it did", async () => {
    /** Each styled element's look, keyed by its classes and its place among elements with those classes. */
    const styledLooks = (page: Page) =>
      page.evaluate(`(() => {
        const looks = {};
        const seen = {};
        for (const element of document.querySelectorAll('#root [class*="__sc-"]')) {
          const classes = element.getAttribute('class');
          seen[classes] = (seen[classes] ?? 0) + 1;
          const style = getComputedStyle(element);
          looks[classes + ' #' + seen[classes]] = ['display', 'position', 'color', 'background-color', 'font-size', 'font-weight',
            'padding', 'margin', 'border', 'border-radius', 'gap', 'text-align', 'overflow']
            .map((property) => property + ': ' + style.getPropertyValue(property)).join('; ');
        }
        return looks;
      })()`) as Promise<Record<string, string>>;
    for (const pathname of ['/', daiwaPath]) {
      // The server's HTML and styles alone, as a browser without JavaScript shows them.
      const plain = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
      const plainPage = await plain.newPage();
      await plainPage.goto(shop.shellUrl + pathname);
      const before = await styledLooks(plainPage);
      await plain.close();
      const { context, page } = await loadFresh(pathname);
      assert.equal(await page.locator('style[data-server-styles]').count(), 1, `${pathname}: the server's style element is still there`);
      const after = await styledLooks(page);
      // Elements whose classes changed once the page was live (a slide that moved on) are not compared.
      const compared = Object.keys(before).filter((key) => key in after);
      assert.ok(compared.length >= 40, `${pathname}: ${compared.length} styled elements compared`);
      for (const key of compared) assert.equal(after[key], before[key], `${pathname}: ${key}`);
      await context.close();
    }
  });

  test("the server's HTML is what the browser renders itself: the same elements with the same class names", async () => {
    for (const pathname of [daiwaPath, '/faq', '/competitions/tackle']) {
      const server = await get(pathname);
      const { context, page } = await loadFresh(pathname, { width: 1440, height: 900 });
      // Every element of <main> in document order, as its tag and its class names: on the server (the HTML as
      // sent, parsed by the browser without running it) and in the browser.
      const elementsOf = (serverHtml: string | null) =>
        page.evaluate((html) => {
          const main = html === null ? document.querySelector('main') : new DOMParser().parseFromString(html, 'text/html').querySelector('main');
          return main
            ? Array.from(main.querySelectorAll('*')).map((element) => `${element.tagName.toLowerCase()} ${Array.from(element.classList).sort().join(' ')}`)
            : [];
        }, serverHtml);
      // A client-side visit: the browser renders the same screen from scratch, with no server HTML. Each visit
      // is done when its screen says its content is in (the remote kit's page:content-ready on the bus, the
      // signal the shell's own ready mark waits for), with the address the visit went to.
      await page.evaluate(() => {
        const bus = (globalThis as unknown as Record<symbol, { on(type: string, handler: () => void): () => void } | undefined>)[
          Symbol.for('@shop/shared-contracts/bus@1')
        ];
        if (!bus) throw new Error('no bus on the page');
        const ready: string[] = [];
        Object.assign(window, { __contentReady: ready, __armed: false });
        // The bus replays the latest content-ready at once: the first page's, not counted.
        bus.on('page:content-ready', () => {
          if ((window as unknown as { __armed: boolean }).__armed) ready.push(window.location.pathname);
        });
      });
      for (const step of ['/contact', pathname]) {
        await page.evaluate((target) => {
          Object.assign(window, { __armed: true });
          window.history.pushState({}, '', target);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, step);
        await page.waitForFunction((target) => (window as unknown as { __contentReady: string[] }).__contentReady.includes(target), step, {
          timeout: 20_000,
        });
      }
      const serverElements = await elementsOf(server.body);
      const browserElements = await elementsOf(null);
      assert.ok(
        serverElements.some((element) => / catalog__sc-/.test(` ${element}`)),
        `${pathname}: the catalogue's styled components carry file-based ids`,
      );
      assert.ok(serverElements.length >= 20, `${pathname}: ${serverElements.length} elements in the server's <main>`);
      assert.deepEqual(browserElements, serverElements, `${pathname}: the browser's <main> against the server's`);
      await context.close();
    }
  });

  test('right after hydration the page works: the question modal opens and a basket add goes through', async () => {
    const carp = await loadFresh('/competition/details/Ultimate-Carp-Session-Bundle-101');
    await carp.page.waitForFunction(() => localStorage.getItem('show_question') === '1');
    await carp.page.locator('[data-testid="entry-panel"] [data-testid="enter-now"]').click();
    await carp.page.locator('dialog#enter').waitFor({ state: 'visible' });
    assert.ok(await carp.page.locator('dialog#enter').getByText('Which of these is a species of carp?').isVisible());
    assert.deepEqual(carp.problems, []);
    await carp.context.close();

    const daiwa = await loadFresh(daiwaPath);
    await daiwa.page.locator('[data-testid="entry-panel"] [data-testid="enter-now"]').click();
    await daiwa.page.locator('#exampleModal-3').waitFor({ state: 'visible' });
    await daiwa.page.getByTestId('basket-modal-line').getByText('1 ticket added').waitFor();
    await daiwa.page.waitForFunction(() => document.querySelector('[data-testid="basket-count"]')?.textContent === '1');
    assert.deepEqual(daiwa.problems, []);
    await daiwa.context.close();
  });

  test('a page state that parses but has not the structure the shell hydrates is not trusted: the browser reads config.json and renders the page', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const configReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') configReads.push(request.url());
    });
    visits += 1;
    // The server's page, its state still valid JSON but its query client's data a string: changed in the
    // page before the shell's bootstrap (held back until then) reads it.
    let tampered = () => {};
    const tamperedInPage = new Promise<void>((resolve) => {
      tampered = resolve;
    });
    await page.route(/\/bootstrap\.[0-9a-f]+\.js$/, async (route) => {
      await tamperedInPage;
      await route.continue();
    });
    await page.goto(`${shop.shellUrl}${daiwaPath}?visit=${visits}`, { waitUntil: 'domcontentloaded' });
    const changed = await page.evaluate(() => {
      const state = document.querySelector('script#shop-page-state');
      const text = state?.textContent ?? '';
      if (!state || !text.includes('"rendered":{"queries":{')) return false;
      state.textContent = text.replace('"rendered":{"queries":{', '"rendered":{"queries":"tampered","was":{');
      return true;
    });
    assert.ok(changed, 'the server rendered the page and sent its state');
    tampered();
    await waitForPageReady(page);
    await page.getByTestId('entry-panel').getByTestId('enter-now').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Daiwa Basia 45 QD Reel Trio' }).waitFor();
    assert.equal(configReads.length, 1, 'the shell read config.json itself');
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(
      problems[0]!,
      /^\[shell\] the page state could not be read; reading config\.json instead: Error: its server render has not the structure the shell hydrates/,
    );
    await context.close();
  });

  test('a title or description holding </script>, quotes, <img onerror> or --> cannot break out of a meta attribute, the JSON-LD or the hydration data', async () => {
    const hostile = `Reel </script><script>window.__pwned=1</script> "quoted" 'single' <img src=x onerror="window.__pwned=2"> --> end`;
    const proxy = await hostileApi(shop.storeApi!.url, 102, hostile);
    apiHostOverride = proxy.url;
    try {
      const pathname = '/competition/info/102?fresh=1';
      const page = await get(pathname);
      assert.equal(page.status, 200);
      assert.equal(decode(meta(page.body, 'og:title') ?? '').startsWith(`Win ${hostile}`), true);
      assert.equal((jsonLd(page.body)[0] as { name: string }).name, hostile);
      const cached = pageState(page.body).rendered!.queries.queries.find((query) => JSON.stringify(query.queryKey) === '["catalog","competition",102]') as
        { state: { data: { title: string } } } | undefined;
      assert.equal(cached?.state.data.title, hostile, 'the hydration data carries the title unchanged');
      assert.equal(page.body.split('<script').length - 1, page.body.split('</script>').length - 1, 'every script block closes where it should');
      assert.doesNotMatch(page.body, /<script>window\.__pwned/);
      assert.doesNotMatch(page.body, /<img src=x onerror/);
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(shop.shellUrl + pathname);
      await waitForPageReady(tab);
      assert.equal(await tab.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined);
      assert.equal(await tab.locator('h1').first().textContent(), hostile);
      await context.close();
    } finally {
      apiHostOverride = null;
      await proxy.close();
    }
  });

  test('the API down: public pages go to the browser to render with its error states, never a 5xx', async () => {
    const proxy = await hostileApi(shop.storeApi!.url, 0, '', true);
    apiHostOverride = proxy.url;
    try {
      const page = await get('/competitions/all?down=1');
      assert.equal(page.status, 200);
      assert.doesNotMatch(page.body, /data-server-rendered/);
      assert.equal(page.headers.get('cache-control'), 'no-cache', 'a page that fell back is not kept by a CDN');
      assert.equal(page.headers.get('x-page-rendered'), 'browser');
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(shop.shellUrl + '/competitions/all?down=1');
      await tab.waitForSelector('[data-boundary="catalog"][data-screen="competitions"]');
      await context.close();
    } finally {
      apiHostOverride = null;
      await proxy.close();
    }
  });

  test('the API slower than the budget: the page goes to the browser to render, and the browser gets its data', async () => {
    const proxy = await hostileApi(shop.storeApi!.url, 0, '', false, E2E_RENDER_BUDGET_MS + 1_000);
    apiHostOverride = proxy.url;
    try {
      const page = await get('/competitions/tackle?slow=1');
      assert.equal(page.status, 200);
      // The answer did not wait for the slow API: the page says the browser renders it.
      assert.equal(page.headers.get('x-page-rendered'), 'browser');
      assert.doesNotMatch(page.body, /data-server-rendered/);
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(shop.shellUrl + '/competitions/tackle?slow=1');
      // Every call takes longer than the budget, and the page asks in a few rounds.
      await tab.waitForSelector('[data-testid="competition-list"] [data-testid="competition-card"]', { timeout: 60_000 });
      await context.close();
    } finally {
      apiHostOverride = null;
      await proxy.close();
    }
  });

  test("a malformed remotes.json entry costs only that remote's pages on the server too", async () => {
    const manifest = readManifest();
    fs.writeFileSync(path.join(shop.deployDir, 'remotes.json'), JSON.stringify({ ...manifest, catalog: { version: manifest.catalog!.version } }));
    try {
      const faq = await get('/faq');
      assert.equal(faq.status, 200);
      assert.equal(faq.headers.get('x-page-rendered'), 'browser', 'the catalogue has no usable entry: its page goes to the browser');
      const cart = await get('/cart');
      assert.equal(cart.status, 200);
      assert.equal(cart.headers.get('cache-control'), 'private, no-store');
    } finally {
      writeManifest(manifest);
    }
    assert.equal((await get('/faq')).headers.get('x-page-rendered'), 'server');
  });

  test("a new catalogue release changes the server's HTML without a restart; a release whose server build throws leaves its pages to the browser, and other teams' pages are untouched", async () => {
    const before = await get('/faq');
    assert.ok(before.body.includes(`data-remote-version="${RELEASES.live.version}"`));
    releaseRemote('catalog', RELEASES.next.version);
    const after = await get('/faq');
    assert.ok(after.body.includes(`data-remote-version="${RELEASES.next.version}"`));

    // A release whose server build throws as it loads: built like any other, then its server file broken.
    const broken = releaseRemote('catalog', RELEASES.later.version);
    fs.writeFileSync(path.join(shop.deployDir, 'catalog', broken.version, 'server', 'remote.cjs'), "throw new Error('broken server build');\n");
    const fallback = await get('/faq');
    assert.equal(fallback.status, 200);
    assert.doesNotMatch(fallback.body, /data-server-rendered/);
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(shop.shellUrl + '/faq');
    await tab.waitForSelector(`[data-boundary="catalog"][data-screen="faq"][data-remote-version="${RELEASES.later.version}"] details`);
    await tab.goto(shop.shellUrl + '/cart');
    await tab.waitForSelector('[data-boundary="basket"][data-screen="cart"]');
    assert.deepEqual(errors, []);
    await context.close();
    rollbackRemote('catalog', RELEASES.next.version);
    assert.match((await get('/faq')).body, new RegExp(`data-server-rendered[\\s\\S]*data-remote-version="${RELEASES.next.version.replace(/\./g, '\\.')}"`));
    assert.equal(readManifest().catalog?.version, RELEASES.next.version);
  });
});

/**
 * store-api behind a proxy that, for one competition, answers with a hostile title and description; with
 * `down`, answers every call with a 503 HTML page (an API that is down behind its gateway); with `delayMs`,
 * answers every call that late.
 */
async function hostileApi(target: string, id: number, title: string, down = false, delayMs = 0): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (down) {
          response.writeHead(503, { 'content-type': 'text/html', ...cors });
          response.end('<html><body>Service unavailable</body></html>');
          return;
        }
        const body = Buffer.concat(chunks);
        const upstream = await fetch(target + (request.url ?? '/'), {
          method: request.method,
          headers: Object.fromEntries(
            Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'accept-encoding'].includes(name)),
          ) as Record<string, string>,
          body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
        });
        let text = await upstream.text();
        if ((request.url ?? '').includes('getcompetition') && body.toString().includes(`"id":${id}`)) {
          const answer = JSON.parse(text) as { data: Record<string, unknown> };
          answer.data.title = title;
          answer.data.description = `<p>${title}</p>`;
          text = JSON.stringify(answer);
        }
        const headers: Record<string, string> = { ...cors };
        upstream.headers.forEach((value, name) => {
          if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) headers[name] = value;
        });
        response.writeHead(upstream.status, headers);
        response.end(text);
      })().catch(() => {
        // store-api gone (the file's shop stopped while a slow call still waited): a gateway's answer, not a crash.
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
