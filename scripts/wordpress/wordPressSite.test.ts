/**
 * A real WordPress + WooCommerce in a temporary folder, over real HTTP: `node --import tsx --test
 * scripts/wordpress/wordPressSite.test.ts`. Needs PHP, MariaDB and the two archives (SHARED_ARCHIVES_DIR of
 * ./archives.ts, or WORDPRESS_ARCHIVE / WOOCOMMERCE_ARCHIVE). A placeholder stands in for the companion plugin, so that this
 * tests the machinery, not the plugin.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildApiUrl } from '@shop/shared-contracts';
import { groupMembers } from './processes';
import { startWordPress, type WordPressSite } from './wordPressSite';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-site-test-'));
const dataDir = path.join(root, 'site');
const pluginDir = path.join(root, 'angling-prizes');

let site: WordPressSite | null = null;
let second: WordPressSite | null = null;

/** What a start logged, less the one-time unpacking of the archives (which depends on the cache, not on the site). */
function startLog(): { lines: string[]; log: (line: string) => void } {
  const lines: string[] = [];
  return { lines, log: (line) => (line.startsWith('Unpacking ') ? undefined : lines.push(line)) };
}

const debugLog = (running: WordPressSite) => (fs.existsSync(running.debugLogFile) ? fs.readFileSync(running.debugLogFile, 'utf8') : '');

const mails = (running: WordPressSite) =>
  fs
    .readFileSync(running.mailLogFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string[]; subject: string; message: string });

async function getCart(url: string): Promise<{ status: number; cartToken: string | null; body: { items: unknown[]; totals: { currency_code: string } } }> {
  const response = await fetch(url);
  return { status: response.status, cartToken: response.headers.get('cart-token'), body: (await response.json()) as never };
}

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

before(() => {
  fs.mkdirSync(pluginDir);
  fs.writeFileSync(path.join(pluginDir, 'angling-prizes.php'), '<?php\n/**\n * Plugin Name: Angling Prizes (test placeholder)\n */\n');
});

after(async () => {
  await site?.stop();
  await second?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('startWordPress', () => {
  test('a missing archive is refused in one sentence naming where the zips come from and the variables to set, before anything is made', async () => {
    const missing = path.join(root, 'nowhere', 'wordpress-6.8.3.zip');
    const before = process.env.WORDPRESS_ARCHIVE;
    process.env.WORDPRESS_ARCHIVE = missing;
    try {
      await assert.rejects(startWordPress({ dataDir: path.join(root, 'never') }), {
        message:
          `No archive at ${missing}: download the official zips of WordPress (https://wordpress.org/download/) and WooCommerce ` +
          '(https://wordpress.org/plugins/woocommerce/) and set WORDPRESS_ARCHIVE and WOOCOMMERCE_ARCHIVE to their paths.',
      });
    } finally {
      if (before === undefined) delete process.env.WORDPRESS_ARCHIVE;
      else process.env.WORDPRESS_ARCHIVE = before;
    }
    assert.equal(fs.existsSync(path.join(root, 'never')), false);
  });

  test('a fresh site installs WordPress, WooCommerce and the plugin, then serves under /competition/', async (t) => {
    const { lines, log } = startLog();
    const started = Date.now();
    site = await startWordPress({ dataDir, pluginDir, log });
    t.diagnostic(`fresh site started in ${Date.now() - started} ms`);
    assert.match(site.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(site.apiHost, site.url);
    assert.equal(site.siteUrl, `${site.url}/competition`);
    assert.equal(site.pluginDir, pluginDir);
    assert.deepEqual(lines, [
      'Creating the MariaDB system tables (mariadb-install-db).',
      'Installing WordPress.',
      'Activating WooCommerce.',
      'Configuring the shop (GBP, United Kingdom, guest checkout, permalinks).',
      `Activating the companion plugin (${pluginDir}).`,
      `Starting nginx on ${site.url} in front of PHP-FPM (one PHP node).`,
      `WordPress is running: ${site.siteUrl}/`,
    ]);
  });

  test("the storefront's API URL reaches the Store API: the cart answers 200 with a Cart-Token, in pounds", async () => {
    assert.ok(site);
    const cart = await getCart(buildApiUrl(site.apiHost, '/wc/store/v1/cart'));
    assert.equal(cart.status, 200);
    assert.match(cart.cartToken ?? '', JWT);
    assert.deepEqual(cart.body.items, []);
    assert.equal(cart.body.totals.currency_code, 'GBP');
  });

  test('?rest_route= straight under /competition/ works too, and nginx serves files, redirects / and refuses other paths', async () => {
    assert.ok(site);
    const cart = await getCart(`${site.siteUrl}/?rest_route=/wc/store/v1/cart`);
    assert.equal(cart.status, 200);
    assert.match(cart.cartToken ?? '', JWT);

    const script = await fetch(`${site.siteUrl}/wp-includes/js/jquery/jquery.min.js`);
    assert.equal(script.status, 200);
    assert.equal(script.headers.get('content-type'), 'application/javascript');
    const wooCss = await fetch(`${site.siteUrl}/wp-content/plugins/woocommerce/assets/css/woocommerce.css`);
    assert.equal(wooCss.status, 200);

    const home = await fetch(`${site.url}/`, { redirect: 'manual' });
    assert.equal(home.status, 302);
    assert.equal(home.headers.get('location'), '/competition/');
    assert.equal((await fetch(`${site.url}/elsewhere/index.php`)).status, 404);
    // Hidden files, and PHP put among the uploads, are neither served nor run.
    const uploads = path.join(site.dataDir, 'www', 'competition', 'wp-content', 'uploads');
    fs.writeFileSync(path.join(uploads, 'shell.php'), '<?php echo "ran";');
    fs.writeFileSync(path.join(uploads, '.secret'), 'hidden');
    assert.deepEqual(
      [(await fetch(`${site.siteUrl}/wp-content/uploads/shell.php`)).status, (await fetch(`${site.siteUrl}/wp-content/uploads/.secret`)).status],
      [404, 404],
    );
  });

  test("an administrator's pages load (dashboard, plugins, themes, updates): the offline site asks WordPress.org for no updates", async () => {
    assert.ok(site);
    const login = await fetch(`${site.siteUrl}/wp-login.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
      body: new URLSearchParams({ log: site.admin.user, pwd: site.admin.password, testcookie: '1', 'wp-submit': 'Log In' }),
      redirect: 'manual',
    });
    assert.equal(login.status, 302);
    const cookies = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    // The dashboard sends a new shop's administrator on to WooCommerce's home, once it has run its admin_init.
    for (const page of ['', 'plugins.php', 'themes.php', 'update-core.php']) {
      const response: Response = await fetch(`${site.siteUrl}/wp-admin/${page}`, { headers: { Cookie: cookies } });
      assert.deepEqual([page, response.status, response.url.startsWith(`${site.siteUrl}/wp-admin/`)], [page, 200, true]);
      assert.match(await response.text(), /<body class="wp-admin /);
    }
  });

  test('the debug log stays empty: neither the install nor those requests and admin pages wrote to it', () => {
    assert.ok(site);
    assert.equal(debugLog(site), '');
  });

  test('runPhp runs code and files with WordPress loaded: the shop is British, open, allows guests, and has its REST API under index.php', async () => {
    assert.ok(site);
    const settings = await site.runPhp(
      "echo implode('|', [get_option('woocommerce_currency'), get_option('woocommerce_default_country'), get_option('woocommerce_coming_soon'), " +
        "get_option('woocommerce_enable_guest_checkout'), implode(',', get_option('active_plugins')), rest_url()]);",
    );
    assert.equal(settings, `GBP|GB|no|yes|angling-prizes/angling-prizes.php,woocommerce/woocommerce.php|${site.siteUrl}/index.php/wp-json/`);

    const file = path.join(root, 'shout.php');
    fs.writeFileSync(file, "<?php\necho strtoupper($args[0]), '|', get_bloginfo('name');\n");
    assert.equal(await site.runPhp(file, ['tight lines']), 'TIGHT LINES|Angling Prizes');
  });

  test('mail is recorded in the mail log, not sent: a password reset mail carries its link', async () => {
    assert.ok(site);
    assert.equal(await site.runPhp('var_export(retrieve_password($args[0]));', [site.admin.user]), 'true');
    const reset = mails(site).at(-1);
    assert.deepEqual(reset?.to, [site.admin.email]);
    assert.equal(reset?.subject, '[Angling Prizes] Password Reset');
    assert.match(reset?.message ?? '', new RegExp(`${site.siteUrl}/wp-login\\.php\\?login=admin&key=\\w+&action=rp`));
  });

  test('a PHP error in runPhp rejects with what PHP reported', async () => {
    assert.ok(site);
    const failing = site.runPhp("throw new RuntimeException('no bites today');");
    await assert.rejects(failing, (error: Error) => {
      assert.match(error.message, /^php run-[0-9a-f]{12}\.php failed \(255\):/);
      assert.match(error.message, /PHP Fatal error: {2}Uncaught RuntimeException: no bites today/);
      return true;
    });
  });

  test('stop() ends the server and the database; a restart of the same folder skips the install, on a new port, and keeps the data', async (t) => {
    assert.ok(site);
    await site.runPhp("update_option('wordpress_site_test_marker', $args[0]);", ['kept']);
    const { url, admin } = site;
    await site.stop();
    site = null;
    await assert.rejects(fetch(`${url}/`));

    const { lines, log } = startLog();
    const started = Date.now();
    site = await startWordPress({ dataDir, pluginDir, log });
    t.diagnostic(`restart took ${Date.now() - started} ms`);
    assert.deepEqual(lines, [`Starting nginx on ${site.url} in front of PHP-FPM (one PHP node).`, `WordPress is running: ${site.siteUrl}/`]);
    assert.deepEqual(site.admin, admin);
    assert.equal(await site.runPhp("echo get_option('wordpress_site_test_marker');"), 'kept');
    const cart = await getCart(buildApiUrl(site.apiHost, '/wc/store/v1/cart'));
    assert.equal(cart.status, 200);
    assert.match(cart.cartToken ?? '', JWT);
  });

  test('a second data folder is a second site, running at the same time with a database of its own', async () => {
    assert.ok(site);
    second = await startWordPress({ dataDir: path.join(root, 'second'), pluginDir, phpNodes: 2 });
    assert.notEqual(second.url, site.url);
    assert.equal(await second.runPhp("var_export(get_option('wordpress_site_test_marker'));"), 'false');
    assert.equal(await site.runPhp("echo get_option('wordpress_site_test_marker');"), 'kept');
    assert.equal((await getCart(buildApiUrl(second.apiHost, '/wc/store/v1/cart'))).status, 200);
    assert.equal((await getCart(buildApiUrl(site.apiHost, '/wc/store/v1/cart'))).status, 200);
  });

  test('with two PHP nodes nginx shares the requests between them in turn: each node runs some, and nginx logs which one answered', async () => {
    assert.ok(second);
    const lines = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
    assert.deepEqual(Object.keys(second.serverLogs.phpAccess), ['node1', 'node2']);
    const before = Object.values(second.serverLogs.phpAccess).map((file) => lines(file).length);
    for (let index = 0; index < 6; index += 1) assert.equal((await getCart(buildApiUrl(second.apiHost, '/wc/store/v1/cart'))).status, 200);
    const ran = Object.values(second.serverLogs.phpAccess).map((file, node) => lines(file).length - before[node]!);
    assert.deepEqual(ran, [3, 3]);
    const answeredBy = lines(second.serverLogs.nginxAccess)
      .filter((line) => line.includes('/wc/store/v1/cart'))
      .map((line) => /upstream=unix:\S+\/php-(node\d)\.sock/.exec(line)?.[1]);
    assert.deepEqual(answeredBy.slice(-6).sort(), ['node1', 'node1', 'node1', 'node2', 'node2', 'node2']);
  });

  test("the storefront's public reads run in each node's storefront pool, every other call in the customers' pool", async () => {
    assert.ok(second);
    const pools = () =>
      Object.values(second!.serverLogs.phpAccess)
        .flatMap((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : []))
        .map((line) => ({ route: /rest_route=([^" &]+)/.exec(line)?.[1], pool: / pool=(\S+)$/.exec(line)?.[1] }));
    // This site's plugin is not activated: WordPress answers the plugin's routes 404 rest_no_route, from whichever pool nginx chose.
    for (let index = 0; index < 2; index += 1) {
      assert.equal((await fetch(buildApiUrl(second.apiHost, '/api/v1/getsettings'))).status, 404);
      assert.equal((await fetch(buildApiUrl(second.apiHost, '/api/v1/competition'), { method: 'POST', body: '{}' })).status, 404);
    }
    const ran = pools();
    const poolsOf = (...routes: string[]) => [...new Set(ran.filter((line) => routes.includes(line.route ?? '')).map((line) => line.pool))].sort();
    assert.deepEqual(poolsOf('/api/v1/getsettings', '/api/v1/competition'), ['node1-storefront', 'node2-storefront']);
    assert.deepEqual(poolsOf('/wc/store/v1/cart'), ['node1', 'node2']);
  });

  test('wp-cron.php runs in the background pool, whose worker has the lowest CPU priority (nice 19)', async () => {
    assert.ok(second);
    const logged = () =>
      Object.values(second!.serverLogs.phpAccess)
        .flatMap((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : []))
        .filter((line) => line.includes('"GET /competition/wp-cron.php'));
    const before = logged().length;
    assert.equal((await fetch(`${second.siteUrl}/wp-cron.php`)).status, 200);
    // wp-cron.php answers first (fastcgi_finish_request), then runs the due events: its line comes when it ends.
    while (logged().length === before) await new Promise((resolve) => setTimeout(resolve, 50));
    const ran = logged().slice(before);
    assert.equal(ran.length, 1);
    const [, pid, pool] = / pid=(\d+) pool=(\S+)$/.exec(ran[0]!) ?? [];
    assert.match(pool ?? '', /^node\d-background$/);
    // /proc/<pid>/stat: the 19th field is the process's nice value (after the command in parentheses, the 17th).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    assert.equal(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16], '19');
  });

  test('a run that was killed leaves its servers running; the next start of its folder ends them (nginx, both PHP-FPM masters, MariaDB) and starts afresh', async () => {
    assert.ok(second);
    const secondDir = second.dataDir;
    await second.stop();
    second = null;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `require(${JSON.stringify(path.join(__dirname, 'wordPressSite.ts'))}).startWordPress({ dataDir: ${JSON.stringify(secondDir)}, pluginDir: ${JSON.stringify(pluginDir)}, phpNodes: 2 }).then((s) => console.log('up ' + s.url));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        const match = /up (\S+)/.exec(chunk);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`the child exited (${code}) before the site was up`)));
    });
    const groups = ['nginx.group.json', 'php-fpm-node1.group.json', 'php-fpm-node2.group.json'].map(
      (name) => (JSON.parse(fs.readFileSync(path.join(secondDir, 'server', name), 'utf8')) as { pid: number }).pid,
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    assert.equal((await fetch(`${url}/`, { redirect: 'manual' })).status, 302, "the killed run's nginx still answers");

    second = await startWordPress({ dataDir: secondDir, pluginDir, phpNodes: 2 });
    // Gone, but for zombies this machine's init may not have reaped yet.
    assert.deepEqual(groups.map(groupMembers), [[], [], []]);
    assert.equal((await getCart(buildApiUrl(second.apiHost, '/wc/store/v1/cart'))).status, 200);
  });

  test('a data folder in use is refused, naming the process that runs it', async () => {
    assert.ok(site);
    await assert.rejects(startWordPress({ dataDir, pluginDir }), {
      message: new RegExp(
        `^MariaDB of ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is already running \\(pid \\d+, started by process ${process.pid}\\): stop that site first\\.$`,
      ),
    });
  });
});
