import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { APP_ROUTES } from '@shop/shared-contracts';
import { disallowedPrefixes, pageLoadReport, publicPages, runPageLoad } from './pageLoad';

const ROBOTS = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /cart',
  'Disallow: /checkout',
  'Disallow: /confirmation',
  'Disallow: /auth/login',
  'Disallow: /login-as-user',
  'Disallow: /auth/forgot/password',
  'Disallow: /auth/reset/password',
  'Disallow: /account',
  '',
  'Sitemap: http://127.0.0.1:3000/sitemap.xml',
  '',
].join('\n');
const COMPETITION = { id: 102, title: 'Daiwa Basia 45 QD Reel Trio', category: 'tackle' };

describe('the public pages', () => {
  it('are the routes outside the private prefixes robots.txt names', () => {
    assert.deepEqual(disallowedPrefixes(ROBOTS), [
      '/cart',
      '/checkout',
      '/confirmation',
      '/auth/login',
      '/login-as-user',
      '/auth/forgot/password',
      '/auth/reset/password',
      '/account',
    ]);
    const pages = publicPages(ROBOTS, COMPETITION);
    assert.deepEqual(
      pages.map((page) => page.route),
      APP_ROUTES.filter((route) => route.owner === 'catalog').map((route) => route.path),
    );
  });

  it('have their params filled from an open competition', () => {
    const paths = publicPages(ROBOTS, COMPETITION).map((page) => page.path);
    assert.ok(paths.includes('/competitions/tackle'));
    assert.ok(paths.includes('/competition/details/Daiwa-Basia-45-QD-Reel-Trio-102'));
    assert.ok(paths.includes('/competition/info/102'));
    assert.ok(paths.includes('/faq'));
    assert.ok(paths.includes('/legal-terms'));
    assert.ok(paths.includes('/winners_list'));
    assert.deepEqual(
      paths.filter((path) => path.includes(':')),
      [],
    );
  });

  it('refuse a route whose param the load cannot fill', () => {
    const noPrivate = 'User-agent: *\nAllow: /\n';
    // With nothing private, account routes come in, and the order detail's :order_id is not a public param.
    assert.throws(() => publicPages(noPrivate, COMPETITION), {
      message: 'The public route /account/recent/orders/order-detail/:order_id has a :order_id this load does not know how to fill.',
    });
  });
});

describe('a page load', () => {
  let server: http.Server;
  let base: string;
  before(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/broken') return void response.writeHead(503).end('down');
      if (request.url === '/hang-up') return void request.socket.destroy();
      response
        .writeHead(200, { 'Content-Type': 'text/html', 'X-Page-Rendered': request.url === '/late' ? 'browser' : 'server' })
        .end('<!doctype html><title>ok</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const page = (path: string) => ({ route: path, path });

  it('counts every answer per page with its status and who rendered it, and passes when all are 2xx', async () => {
    const result = await runPageLoad({ baseUrl: base, pages: [page('/'), page('/late')], clients: 3, seconds: 0.3 });
    assert.equal(result.passed, true);
    assert.deepEqual(result.faults, []);
    const [home, late] = result.tallies;
    assert.ok(home!.statuses.get(200)! > 0 && late!.statuses.get(200)! > 0);
    assert.deepEqual([...home!.statuses.keys()], [200]);
    assert.deepEqual([...home!.renderedBy.keys()], ['server']);
    assert.deepEqual([...late!.renderedBy.keys()], ['browser']);
    assert.equal(home!.statuses.get(200)! + late!.statuses.get(200)!, result.requests);
    assert.equal(result.times.summary('/').count, home!.statuses.get(200));
    const report = pageLoadReport(result);
    assert.match(report, new RegExp(`^statuses  200 ×${result.requests.toLocaleString('en-GB')}$`, 'm'));
    assert.match(report, /^\/late +[\d,]+ +\d+\.\d +\d+\.\d ms +\d+\.\d ms {3}200 ×[\d,]+; browser ×[\d,]+$/m);
    assert.match(report, /\nPASSED: 3 clients, 0\.3 s$/);
  });

  it('fails on a 5xx and names the page', async () => {
    const result = await runPageLoad({ baseUrl: base, pages: [page('/'), page('/broken')], clients: 2, seconds: 0.2 });
    assert.equal(result.passed, false);
    assert.ok(result.tallies[1]!.statuses.get(503)! > 0);
    assert.equal(result.faults[0], '/broken: HTTP 503');
    assert.match(pageLoadReport(result), /\nFAILED: 2 clients, 0\.2 s$/);
  });

  it('fails on a network error and names the page', async () => {
    const result = await runPageLoad({ baseUrl: base, pages: [page('/hang-up')], clients: 1, seconds: 0.2 });
    assert.equal(result.passed, false);
    assert.ok(result.networkErrors > 0);
    assert.equal(result.networkErrors, result.requests);
    assert.equal(result.faults[0], '/hang-up: network error (socket hang up)');
  });
});
