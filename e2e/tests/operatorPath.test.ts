import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { competitionDetailsPath } from '@shop/shared-contracts';
import { ROOT } from '../../scripts/lib/apps';
import { TEST_LANE_RATES } from '../../scripts/wordpress/nginxConfig';
import { sitePaths } from '../../scripts/wordpress/sitePaths';
import { startWordPress, type WordPressSite } from '../../scripts/wordpress/wordPressSite';
import { RTDB_NAMESPACE } from '../../store-api/src/realtime/noticeWriter';
import { startRealtimeServer, type RealtimeServer } from '../../store-api/src/realtime/realtimeServer';
import { launchBrowser, waitForPageReady } from '../harness/browser';
import { buildShellOnce } from '../harness/builds';
import { freePort } from '../harness/ports';
import { watchProblems } from '../harness/pageWatch';
import { freshDeploy } from '../harness/shop';
import { decodeEntities, formFields, formOf, signInToWpAdmin, type WpAdmin } from '../harness/wpAdmin';

/**
 * The operator's path, from the READMEs alone (issue 49): a stock WordPress + WooCommerce behind nginx and
 * PHP-FPM (the harness's web server and database, without its plugin setup or demo import), the plugin
 * installed as wordpress-plugin/README.md says (its folder copied into wp-content/plugins as a release has
 * it, its two must-use plugins into mu-plugins, activated on the Plugins screen), its settings saved and a
 * competition made in wp-admin over HTTP, as an operator's browser sends the forms; then the storefront
 * started with the documented production command (`pnpm serve`, configured by the environment as
 * docs/backend.md shows, with WordPress's REST index at a path of the operator's choosing), and a customer
 * finding the competition, in HTML and in Chromium.
 */
const SERVICE_BEARER = 'operator-path-service-bearer-5f1c9a';
const TITLE = 'Operator Path Carp Rod';
const FAQ = { question: 'How do I enter for free?', answer: 'Send a postcard to the address on the competition page.' };
/** Not the shop's /competition/index.php/wp-json/: any path WordPress answers, set by SHOP_WP_REST_PATH. */
const REST_PATH = '/competition/wp-json/';
const WAIT_MS = 60_000;

let root: string;
let site: WordPressSite;
/** The realtime database (store-api's RTDB-protocol server) the plugin writes to and the storefront reads. */
let realtime: RealtimeServer;
let realtimeUrl = '';
let admin: WpAdmin;
let storefront: ChildProcess | null = null;
let shopUrl = '';
let productId = 0;

/** The distribution copy of the plugin: its folder without what .distignore leaves out of a release. */
function copyPluginAsReleased(into: string): void {
  const source = path.join(ROOT, 'wordpress-plugin');
  const ignored = fs
    .readFileSync(path.join(source, '.distignore'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((line) => path.join(source, line.slice(1)));
  fs.cpSync(source, into, { recursive: true, filter: (file) => !ignored.includes(file) });
}

const storedOption = async (name: string) => JSON.parse(await site.runPhp('echo wp_json_encode(get_option($args[0]));', [name])) as unknown;

/** What the settings form would send for a field, as the page shows it. */
const fieldValue = (html: string, name: string) =>
  formFields(formOf(html, /<form method="post" action="options\.php"/).html).find(([field]) => field === name)?.[1];

describe('an operator sets the shop up from the READMEs alone', { timeout: 15 * 60_000 }, () => {
  before(async () => {
    buildShellOnce();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-path-'));
    process.once('exit', () => fs.rmSync(root, { recursive: true, force: true }));
    realtime = await startRealtimeServer(await freePort(), { rest: true });
    realtimeUrl = `http://127.0.0.1:${realtime.port}?ns=${RTDB_NAMESPACE}`;
    site = await startWordPress({ dataDir: path.join(root, 'site'), pluginDir: null, environmentType: 'production', rates: TEST_LANE_RATES });
    admin = await signInToWpAdmin(site.siteUrl, site.admin.user, site.admin.password);
  });

  after(async () => {
    if (storefront && storefront.exitCode === null) {
      const ended = new Promise((resolve) => storefront!.once('exit', resolve));
      storefront.kill('SIGTERM');
      await ended;
    }
    await site?.stop();
    await realtime?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('the plugin folder copied into wp-content/plugins and activated on the Plugins screen', async () => {
    const paths = sitePaths(site.dataDir);
    assert.equal(fs.existsSync(path.join(paths.plugins, 'angling-prizes')), false, 'a stock site: no plugin yet');
    copyPluginAsReleased(path.join(paths.plugins, 'angling-prizes'));
    for (const muPlugin of ['angling-prizes-request-guard.php', 'angling-prizes-lean-api.php']) {
      fs.copyFileSync(path.join(ROOT, 'wordpress-plugin', 'mu-plugins', muPlugin), path.join(paths.muPlugins, muPlugin));
    }
    assert.equal(fs.existsSync(path.join(paths.plugins, 'angling-prizes', 'dev')), false, 'a release leaves the demo importer out');

    const plugins = await admin.page('plugins.php');
    const activate = /href="(plugins\.php\?action=activate&amp;plugin=angling-prizes%2Fangling-prizes\.php[^"]*)"/.exec(plugins.html);
    assert.ok(activate, 'the Plugins screen offers Activate for Angling Prizes');
    const activated = await admin.page(decodeEntities(activate[1]!));
    assert.match(activated.html, /Plugin activated\./);
    assert.equal(await site.runPhp("echo is_plugin_active('angling-prizes/angling-prizes.php') ? 'active' : 'inactive';"), 'active');
  });

  test('the settings page warns of the development bearer and keeps what it refused in its box, the sentence beside it', async () => {
    const settings = await admin.page('admin.php?page=angling-prizes');
    assert.match(settings.html, /The service bearer is still the development default local-dev-service-token/);
    assert.match(settings.html, /No realtime database is set: instant-win notices and chat messages are not written anywhere/);
    assert.match(
      settings.html,
      /Qualifying answers are not checked: every answer is taken while Site settings has &quot;show_question&quot;: 0 \(the default\)/,
    );
    assert.match(
      settings.html,
      /Card payment \(angling_test_card\) is the test gateway and takes no money: this site&#039;s environment type is production, so it starts off\./,
    );
    assert.match(settings.html, /While this plugin is deactivated, competitions stay on sale as plain WooCommerce products/);
    const storedSettings = await storedOption('angling_prizes_settings');

    const typedJson = '{"announcement": "Free entry this week",\n "show_question": 1';
    const refused = await admin.submit(
      settings.html,
      /<form method="post" action="options\.php"/,
      {
        angling_prizes_service_token: 'too short',
        angling_prizes_settings: typedJson,
        'angling_prizes_faqs[0][question]': FAQ.question,
        'angling_prizes_faqs[0][answer]': '',
      },
      settings.url,
    );
    assert.match(refused.url, /page=angling-prizes&settings-updated=true/, 'options.php sends the operator back to the page');
    // Each refused box holds what was typed, with its sentence beside it.
    assert.equal(fieldValue(refused.html, 'angling_prizes_service_token'), 'too short');
    assert.equal(fieldValue(refused.html, 'angling_prizes_settings'), typedJson);
    assert.equal(fieldValue(refused.html, 'angling_prizes_faqs[0][question]'), FAQ.question);
    const besideBox = (option: string) =>
      decodeEntities(new RegExp(`<p class="angling-prizes-refused"[^>]*id="${option}-error">([^<]*)</p>`).exec(refused.html)?.[1] ?? '');
    assert.equal(besideBox('angling_prizes_service_token'), 'The service bearer was not saved: it must be 16 to 200 printable characters without spaces.');
    assert.equal(besideBox('angling_prizes_settings'), 'Site settings was not saved: it must be a JSON object of the shape shown.');
    assert.equal(besideBox('angling_prizes_faqs'), 'FAQ 1 has a question but no answer: fill in both, or empty both to remove it.');
    // Nothing refused was stored.
    assert.equal(await storedOption('angling_prizes_service_token'), 'local-dev-service-token');
    assert.deepEqual(await storedOption('angling_prizes_settings'), storedSettings);
    assert.deepEqual(await storedOption('angling_prizes_faqs'), []);
    // Shown once: the next visit shows what is stored.
    const again = await admin.page('admin.php?page=angling-prizes');
    assert.equal(fieldValue(again.html, 'angling_prizes_service_token'), 'local-dev-service-token');
    assert.equal(fieldValue(again.html, 'angling_prizes_faqs[0][question]'), '');
  });

  test('the settings saved: the bearer, the storefront, the realtime database, FAQs, steps and terms as rows of fields', async () => {
    shopUrl = `http://127.0.0.1:${await freePort()}`;
    const settings = await admin.page('admin.php?page=angling-prizes');
    const siteSettings = JSON.parse(fieldValue(settings.html, 'angling_prizes_settings') ?? '{}') as Record<string, unknown>;
    const saved = await admin.submit(
      settings.html,
      /<form method="post" action="options\.php"/,
      {
        angling_prizes_service_token: SERVICE_BEARER,
        angling_prizes_storefront_url: shopUrl,
        angling_prizes_rtdb_url: realtimeUrl,
        angling_prizes_rtdb_auth: 'a-database-secret',
        angling_prizes_settings: JSON.stringify({ ...siteSettings, show_question: 1 }),
        'angling_prizes_faqs[0][question]': FAQ.question,
        'angling_prizes_faqs[0][answer]': FAQ.answer,
        'angling_prizes_how_it_works[title]': 'How it works',
        'angling_prizes_how_it_works[steps][0][title]': 'Pick a competition',
        'angling_prizes_how_it_works[steps][0][description]': 'Choose your tickets.',
        'angling_prizes_legal_terms[0][title]': 'Terms and conditions',
        'angling_prizes_legal_terms[0][content]': '<p>Entrants must be 18 or over.</p>',
      },
      settings.url,
    );
    assert.match(saved.html, /Settings saved\./);
    assert.doesNotMatch(saved.html, /angling-prizes-refused/);
    assert.doesNotMatch(saved.html, /development default/, "no warning once the bearer is the operator's own");
    assert.doesNotMatch(saved.html, /No realtime database/);
    assert.match(saved.html, /Qualifying answers are checked/);
    assert.deepEqual(await storedOption('angling_prizes_faqs'), [FAQ]);
    assert.deepEqual(await storedOption('angling_prizes_how_it_works'), {
      title: 'How it works',
      steps: [{ title: 'Pick a competition', description: 'Choose your tickets.' }],
    });
    assert.deepEqual(await storedOption('angling_prizes_legal_terms'), [{ title: 'Terms and conditions', content: '<p>Entrants must be 18 or over.</p>' }]);
    assert.equal(fieldValue(saved.html, 'angling_prizes_faqs[1][question]'), '', 'one empty row after the saved ones');
  });

  test('a competition made in wp-admin: the panel shows its winning numbers and how each instant win is paid', async () => {
    const editor = await admin.page('post-new.php?post_type=product');
    const draw = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
    const published = await admin.submit(
      editor.html,
      /<form name="post"/,
      {
        post_title: TITLE,
        'product-type': 'simple',
        _regular_price: '2.49',
        _virtual: 'yes',
        _manage_stock: 'yes',
        _angling_competition: 'yes',
        _angling_status: 'open',
        _angling_total_tickets: '500',
        _angling_max_per_user: '50',
        _angling_prize_value: '450',
        _angling_draw_date: draw,
        _angling_draw_time: '20:00',
        _angling_closing_date: draw,
        _angling_closing_time: '19:00',
        _angling_question: 'Which fish is a cyprinid?',
        _angling_question_options: 'Carp\nPike\nPerch',
        _angling_correct_answer: '1',
        '_angling_instant_wins[0][title]': 'Bait Bundle',
        '_angling_instant_wins[0][prize_value]': '25',
        '_angling_instant_wins[0][count]': '3',
        '_angling_instant_wins[0][paid_as]': 'prize_sent',
        '_angling_instant_wins[1][title]': '£5 Store Voucher',
        '_angling_instant_wins[1][prize_value]': '5',
        '_angling_instant_wins[1][count]': '2',
        '_angling_instant_wins[1][paid_as]': 'site_credit',
        publish: 'Publish',
      },
      editor.url,
    );
    const edit = /post\.php\?post=(\d+)&action=edit/.exec(published.url);
    assert.ok(edit, `published, back on the product's edit screen (ended at ${published.url})`);
    productId = Number(edit[1]);

    const stored = JSON.parse(
      await site.runPhp('$w = \\AnglingPrizes\\Data\\InstantWinTickets::for_products([(int) $args[0]])[(int) $args[0]] ?? []; echo wp_json_encode($w);', [
        String(productId),
      ]),
    ) as { prize_id: number; ticket_number: number }[];
    const prizes = await site.runPhp("echo wp_json_encode(wc_get_product((int) $args[0])->get_meta('_angling_instant_wins'));", [String(productId)]);
    const [bait, voucher] = JSON.parse(prizes) as { id: number; title: string; paid_as: string }[];
    assert.deepEqual([bait?.title, bait?.paid_as, voucher?.title, voucher?.paid_as], ['Bait Bundle', 'prize_sent', '£5 Store Voucher', 'site_credit']);
    const numbersOf = (prizeId: number) =>
      stored
        .filter((win) => win.prize_id === prizeId)
        .map((win) => win.ticket_number)
        .join(', ');
    assert.equal(numbersOf(bait!.id).split(', ').length, 3);
    assert.equal(numbersOf(voucher!.id).split(', ').length, 2);

    const cells = [...published.html.matchAll(/<span class="angling-winning-numbers">([^<]*)<\/span>/g)].map((cell) => cell[1]);
    assert.deepEqual(cells, [numbersOf(bait!.id), numbersOf(voucher!.id)], "the panel shows each prize's winning numbers");
    const fields = new Map(formFields(formOf(published.html, /<form name="post"/).html));
    assert.equal(fields.get('_angling_instant_wins[0][paid_as]'), 'prize_sent');
    assert.equal(fields.get('_angling_instant_wins[1][paid_as]'), 'site_credit');
  });

  test('pnpm serve against that WordPress, configured by the environment: a customer sees the competition', async () => {
    const deployDir = freshDeploy();
    const lines: string[] = [];
    storefront = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'serve.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        SHOP_DEPLOY_DIR: deployDir,
        SHOP_PORT: new URL(shopUrl).port,
        SHOP_CATALOG_PORT: '0',
        SHOP_BASKET_PORT: '0',
        SHOP_ACCOUNT_PORT: '0',
        SHOP_API_HOST: site.url,
        SHOP_WP_REST_PATH: REST_PATH,
        SHOP_SERVICE_TOKEN: SERVICE_BEARER,
        SHOP_RTDB_URL: realtimeUrl,
        SHOP_RTDB_PROJECT_ID: 'angling-shop',
        SHOP_RTDB_EMULATOR: `127.0.0.1:${realtime.port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const serving = new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        lines.push(...chunk.toString('utf8').split('\n'));
        if (lines.includes('Press Ctrl+C to stop.')) resolve();
      };
      storefront!.stdout!.on('data', read);
      storefront!.stderr!.on('data', read);
      storefront!.once('exit', (code) => reject(new Error(`pnpm serve ended (${code}):\n${lines.join('\n')}`)));
    });
    await serving;
    assert.ok(lines.includes(`The storefront is serving: ${shopUrl}`), lines.join('\n'));
    assert.deepEqual(
      lines.map((line) => /^\s*backend\s+(\S+)$/.exec(line)?.[1]).filter(Boolean),
      [`${site.url}${REST_PATH}`],
      'the API host as the browser gets it: the REST index at the configured path',
    );

    const competition = { id: productId, title: TITLE };
    const listed = await fetch(`${shopUrl}/competition/index.php/wp-json/?rest_route=/api/v1/featured_competition`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 12 }),
    });
    assert.equal(listed.status, 200);
    assert.deepEqual(
      ((await listed.json()) as { data: { id: number; title: string }[] }).data.map((entry) => [entry.id, entry.title]),
      [[productId, TITLE]],
      "the storefront's list of every open competition holds the one made in wp-admin",
    );
    const faqs = await fetch(`${shopUrl}/competition/index.php/wp-json/?rest_route=/api/v1/get_faqs`);
    assert.deepEqual(((await faqs.json()) as { data: unknown }).data, [FAQ], 'the FAQ typed on the settings page, through the storefront');
    // The render server has production's budget here: a first render may wait on PHP and leave the page to the
    // browser; once its reads are in its cache it renders the page itself.
    let home = '';
    for (let attempt = 0; attempt < 30 && !home.includes(TITLE); attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
      home = await (await fetch(`${shopUrl}/`)).text();
    }
    assert.match(home, new RegExp(TITLE), 'the home page, rendered by the server, lists it');

    // The storefront asked WordPress at the configured path, with the operator's bearer (a wrong one is refused 401).
    const asked = fs
      .readFileSync(site.serverLogs.nginxAccess, 'utf8')
      .split('\n')
      .filter((line) => line.includes(`${REST_PATH}?rest_route=/api/v1/`));
    assert.ok(asked.length > 0, 'requests at /competition/wp-json/');
    assert.deepEqual(
      asked.filter((line) => /" 401 /.test(line)),
      [],
    );

    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const problems = watchProblems(page, [], [site.url, `${shopUrl}/competition/`]);
      await page.goto(shopUrl + competitionDetailsPath(competition));
      await waitForPageReady(page);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: WAIT_MS });
      assert.deepEqual([...problems.unexpected, ...problems.uncaught], [], 'no console warning or error');
    } finally {
      await browser.close();
    }
    assert.equal(fs.existsSync(site.debugLogFile) ? fs.readFileSync(site.debugLogFile, 'utf8').trim() : '', '', "WordPress's debug log stayed empty");
  });
});
