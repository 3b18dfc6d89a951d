/**
 * What nginx (deploy/wordpress/nginx-site.conf, at its production rates) and the plugin's request guard
 * (wordpress-plugin/mu-plugins/) refuse before WooCommerce runs, and the plugin's CORS, on a fresh site with
 * the companion plugin and two PHP nodes: `node --import tsx --test scripts/wordpress/requestLimits.test.ts`.
 * Whether a request reached PHP is read from the PHP nodes' access logs.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildApiUrl, DEFAULT_RUNTIME_CONFIG } from '@shop/shared-contracts';
import { fastCgiRequest } from './fastCgi';
import { startFreshSite } from './freshSite';
import { sitePaths } from './sitePaths';
import { startWordPress, type WordPressSite } from './wordPressSite';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-request-limits-'));
const dataDir = path.join(root, 'site');
let site: WordPressSite;

before(async () => {
  site = await startFreshSite({ dataDir, phpNodes: 2 });
});

after(async () => {
  await site?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const SERVICE = { Authorization: `Bearer ${DEFAULT_RUNTIME_CONFIG.serviceToken}` };

/** Every line the PHP nodes' access logs hold whose request names `route`. */
function phpLines(route: string): string[] {
  return Object.values(site.serverLogs.phpAccess)
    .flatMap((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : []))
    .filter((line) => line.includes(route));
}

const debugLog = () => (fs.existsSync(site.debugLogFile) ? fs.readFileSync(site.debugLogFile, 'utf8') : '');

interface Answer {
  status: number;
  headers: Headers;
  body: { code?: string; message?: string; data?: { status?: number; retry_after?: number } };
}

async function post(route: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(buildApiUrl(site.apiHost, route), {
    method: 'POST',
    headers: { ...SERVICE, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

/** nginx's refusal: WordPress's error shape, as JSON, readable from any storefront. */
function assertNginxRefusal(answer: Answer, status: number, code: string, message: string): void {
  assert.deepEqual(
    { status: answer.status, type: answer.headers.get('content-type'), code: answer.body.code, message: answer.body.message, data: answer.body.data?.status },
    { status, type: 'application/json', code, message, data: status },
  );
  assert.equal(answer.headers.get('access-control-allow-origin'), '*');
}

describe('limits per client address, at nginx before PHP', () => {
  test('30 customers behind one address register and then sign in at once: nginx lets every one through to PHP', async () => {
    const people = Array.from({ length: 30 }, (_, index) => ({
      first_name: 'Crowd',
      last_name: `Member${index}`,
      email: `crowd${index}@example.com`,
      password: 'TightLines!2024',
      date_of_birth: '1990-01-01',
    }));
    const registered = await Promise.all(people.map((person) => post('/api/v1/register', person)));
    assert.deepEqual(
      registered.filter((answer) => answer.body.code === 'too_many_requests'),
      [],
    );
    assert.equal(phpLines('/api/v1/register').length, 30);
    const signedIn = await Promise.all(people.map((person) => post('/api/v1/login', { username: person.email, password: person.password })));
    assert.deepEqual(
      signedIn.filter((answer) => answer.body.code === 'too_many_requests'),
      [],
    );
    assert.equal(phpLines('/api/v1/login').length, 30);
  });

  test('a flood of 60 wrong-password sign-ins, each claiming another X-Forwarded-For: nginx answers some 429 in WordPress shape, and PHP never sees those', async () => {
    const before = phpLines('/api/v1/login').length;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        post('/api/v1/login', { username: 'demo@anglingprizes.test', password: `wrong-${index}` }, { 'X-Forwarded-For': `203.0.113.${index}` }),
      ),
    );
    const refused = answers.filter((answer) => answer.body.code === 'too_many_requests');
    assert.ok(refused.length > 0, `nginx refused none of ${answers.length}: ${JSON.stringify(answers.map((answer) => answer.status))}`);
    for (const answer of refused) {
      assertNginxRefusal(answer, 429, 'too_many_requests', 'Too many sign-in attempts from your network. Please wait 2 seconds and try again.');
      assert.equal(answer.body.data?.retry_after, 2);
      assert.equal(answer.headers.get('retry-after'), '2');
    }
    // Every other one was PHP's to answer: a wrong password, or the plugin's own limit on the account.
    for (const answer of answers.filter((other) => !refused.includes(other))) {
      assert.ok(['invalid_credentials', 'too_many_attempts'].includes(answer.body.code ?? ''), JSON.stringify(answer.body));
    }
    assert.equal(phpLines('/api/v1/login').length - before, 60 - refused.length);
  });

  test("wp-admin's own sign-in form (wp-login.php) falls under the same limit: a flood of wrong passwords gets 429 from nginx, PHP never sees those", async () => {
    const before = phpLines('/competition/wp-login.php').length;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        fetch(`${site.siteUrl}/wp-login.php`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ log: 'admin', pwd: `wrong-${index}` }),
          redirect: 'manual',
        }),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    assert.ok(refused.length > 0, `nginx refused none of ${answers.length}: ${JSON.stringify(answers.map((answer) => answer.status))}`);
    for (const answer of refused) assert.equal(answer.headers.get('retry-after'), '2');
    // Any others reached WordPress, which showed its form again with the error (200). (How many pass depends on
    // what the zone's burst has left from the test before, which shares the sign-in limit.)
    assert.deepEqual(
      answers.filter((answer) => answer.status !== 429 && answer.status !== 200).map((answer) => answer.status),
      [],
    );
    assert.equal(phpLines('/competition/wp-login.php').length - before, 60 - refused.length);
  });

  test('other routes are not limited: 60 reads of the settings at once all reach PHP', async () => {
    const before = phpLines('/api/v1/getsettings').length;
    const answers = await Promise.all(Array.from({ length: 60 }, () => fetch(buildApiUrl(site.apiHost, '/api/v1/getsettings'), { headers: SERVICE })));
    assert.deepEqual([...new Set(answers.map((answer) => answer.status))], [200]);
    assert.equal(phpLines('/api/v1/getsettings').length - before, 60);
  });
});

describe('requests WooCommerce cannot handle', () => {
  const arrayRoutes = ['rest_route[]=x', 'rest_route%5B%5D=x', 'rest.route[]=x', 'rest_route[0]=/api/v1/getsettings'];

  test('a rest_route that is not text is refused 400 by nginx, before PHP', async () => {
    const before = phpLines('competition').length;
    for (const query of arrayRoutes) {
      const response = await fetch(`${site.siteUrl}/index.php/wp-json/?${query}`);
      const answer: Answer = { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
      assertNginxRefusal(answer, 400, 'rest_invalid_route', 'The rest_route parameter must be one route, written as text.');
    }
    assert.equal(phpLines('competition').length, before);
  });

  test('a body over 1 MB is refused 413 by nginx, before PHP; wp-admin takes it (its uploads)', async () => {
    const before = phpLines('competition').length;
    const big = JSON.stringify({ message: 'x'.repeat(1_200_000) });
    const response = await fetch(buildApiUrl(site.apiHost, '/api/v1/contact'), {
      method: 'POST',
      headers: { ...SERVICE, 'Content-Type': 'application/json' },
      body: big,
    });
    const answer: Answer = { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
    assertNginxRefusal(answer, 413, 'rest_request_too_large', 'The request is too large.');
    assert.equal(phpLines('competition').length, before);

    const upload = await fetch(`${site.siteUrl}/wp-admin/async-upload.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: big,
    });
    await upload.arrayBuffer();
    assert.notEqual(upload.status, 413);
    assert.equal(phpLines('/competition/wp-admin/async-upload.php').length, 1);
  });

  test("the request guard answers what reaches PHP anyway: a form body's rest_route[] through nginx, and both refusals sent straight to PHP-FPM", async () => {
    const form = await fetch(`${site.siteUrl}/index.php/wp-json/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'rest_route[]=x',
    });
    assert.deepEqual(
      [form.status, form.headers.get('content-type'), await form.json()],
      [
        400,
        'application/json; charset=UTF-8',
        { code: 'rest_invalid_route', message: 'The rest_route parameter must be one route, written as text.', data: { status: 400 } },
      ],
    );

    // As a host without this nginx would pass them: FastCGI straight to a PHP node.
    const docroot = sitePaths(site.dataDir).docroot;
    const port = new URL(site.url).port;
    const cgi = (method: string, query: string, body = Buffer.alloc(0), contentType = '') =>
      fastCgiRequest(
        Object.values(site.phpSockets)[0]!,
        {
          GATEWAY_INTERFACE: 'CGI/1.1',
          SERVER_PROTOCOL: 'HTTP/1.1',
          REQUEST_METHOD: method,
          SCRIPT_FILENAME: `${docroot}/competition/index.php`,
          SCRIPT_NAME: '/competition/index.php',
          PATH_INFO: '/wp-json/',
          REQUEST_URI: `/competition/index.php/wp-json/?${query}`,
          QUERY_STRING: query,
          DOCUMENT_ROOT: docroot,
          SERVER_NAME: '127.0.0.1',
          SERVER_PORT: port,
          HTTP_HOST: `127.0.0.1:${port}`,
          REMOTE_ADDR: '127.0.0.1',
          CONTENT_TYPE: contentType,
          CONTENT_LENGTH: String(body.length),
        },
        body,
      );
    for (const query of arrayRoutes) {
      const answer = await cgi('GET', query);
      assert.deepEqual(
        [query, answer.status, answer.headers['content-type'], JSON.parse(answer.body)],
        [
          query,
          400,
          'application/json; charset=UTF-8',
          { code: 'rest_invalid_route', message: 'The rest_route parameter must be one route, written as text.', data: { status: 400 } },
        ],
      );
    }
    const large = await cgi('POST', 'rest_route=/api/v1/contact', Buffer.from(JSON.stringify({ message: 'x'.repeat(1_200_000) })), 'application/json');
    assert.deepEqual(
      [large.status, JSON.parse(large.body)],
      [413, { code: 'rest_request_too_large', message: 'The request is too large.', data: { status: 413 } }],
    );
    // A request of ordinary size passes the guard to WordPress.
    const settings = await cgi('GET', 'rest_route=/api/v1/getsettings');
    assert.equal(settings.status, 401);
  });

  test('without the guard WooCommerce dies on such a request (why it is there), and the debug log says so', async () => {
    const guard = path.join(sitePaths(site.dataDir).muPlugins, 'angling-prizes-request-guard.php');
    const kept = fs.readFileSync(guard);
    const logBefore = debugLog().length;
    fs.rmSync(guard);
    try {
      const form = await fetch(`${site.siteUrl}/index.php/wp-json/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'rest_route[]=x',
      });
      await form.arrayBuffer();
      assert.equal(form.status, 500);
      assert.match(debugLog().slice(logBefore), /TypeError: strpos\(\).*WC_WCCOM_Site/s);
    } finally {
      fs.writeFileSync(guard, kept);
      fs.writeFileSync(site.debugLogFile, debugLog().slice(0, logBefore));
    }
  });
});

describe('client addresses', () => {
  test('PHP sees the address nginx saw: REMOTE_ADDR, and X-Forwarded-For and X-Real-IP as nginx sets them, whatever the client claimed', async () => {
    const probe = path.join(sitePaths(site.dataDir).muPlugins, 'address-probe.php');
    fs.writeFileSync(
      probe,
      `<?php
add_action('plugins_loaded', static function (): void {
	if (isset($_GET['address_probe'])) {
		wp_send_json(['remote' => $_SERVER['REMOTE_ADDR'] ?? null, 'forwarded' => $_SERVER['HTTP_X_FORWARDED_FOR'] ?? null, 'real' => $_SERVER['HTTP_X_REAL_IP'] ?? null, 'limited' => \\AnglingPrizes\\Auth\\AttemptLimits::client_address()]);
	}
});
`,
    );
    try {
      const response = await fetch(`${site.siteUrl}/?address_probe=1`, { headers: { 'X-Forwarded-For': '203.0.113.7', 'X-Real-IP': '203.0.113.8' } });
      assert.deepEqual(await response.json(), { remote: '127.0.0.1', forwarded: '127.0.0.1', real: '127.0.0.1', limited: '127.0.0.1' });
    } finally {
      fs.rmSync(probe);
    }
  });
});

describe("the plugin's CORS", () => {
  const allowed = async (origin: string, route: string) =>
    (await fetch(buildApiUrl(site.apiHost, route), { headers: { ...SERVICE, Origin: origin } })).headers.get('access-control-allow-origin');

  test('outside production, a storefront on any loopback address and port is allowed (as store-api allows it), others are not', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:4123', 'http://127.0.0.1']) {
      assert.deepEqual([origin, await allowed(origin, '/api/v1/getsettings'), await allowed(origin, '/wc/store/v1/cart')], [origin, origin, origin]);
    }
    for (const origin of ['http://evil.example', 'https://localhost.evil.example', 'http://localhost.evil.example:3000']) {
      assert.deepEqual([origin, await allowed(origin, '/api/v1/getsettings'), await allowed(origin, '/wc/store/v1/cart')], [origin, null, null]);
    }
  });

  test('in production only the configured storefront and listed origins are allowed: loopback spellings are not', async () => {
    await site.stop();
    site = await startWordPress({ dataDir, phpNodes: 1, environmentType: 'production' });
    await site.runPhp(
      "update_option('angling_prizes_storefront_url', 'https://shop.example.co.uk/'); update_option('angling_prizes_allowed_origins', 'http://localhost:3000');",
    );
    assert.equal(await site.runPhp('echo wp_get_environment_type();'), 'production');
    for (const origin of ['https://shop.example.co.uk', 'http://localhost:3000']) {
      assert.deepEqual([origin, await allowed(origin, '/api/v1/getsettings'), await allowed(origin, '/wc/store/v1/cart')], [origin, origin, origin]);
    }
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3001', 'http://evil.example']) {
      assert.deepEqual([origin, await allowed(origin, '/api/v1/getsettings'), await allowed(origin, '/wc/store/v1/cart')], [origin, null, null]);
    }
  });
});

test("WordPress's debug log stayed empty", () => {
  assert.equal(debugLog(), '');
});
