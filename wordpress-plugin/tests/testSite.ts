/**
 * What the plugin's HTTP tests share: a fresh site of their own (WordPress, WooCommerce, the plugin and
 * store-api's demo shop, scripts/wordpress/freshSite.ts) in a temporary folder, calls by the endpoint table's
 * names, answers checked against the table's response schemas (through the Standard Schema interface valibot
 * implements), refusals in WordPress's shape, and what the site mailed.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildApiUrl,
  DEFAULT_RUNTIME_CONFIG,
  ENDPOINTS,
  loadEndpointSchemas,
  type EndpointInput,
  type EndpointName,
  type EndpointOutput,
} from '@shop/shared-contracts';
import { startFreshSite } from '../../scripts/wordpress/freshSite';
import { TEST_LANE_RATES } from '../../scripts/wordpress/nginxConfig';
import { sitePaths } from '../../scripts/wordpress/sitePaths';
import type { WordPressSite } from '../../scripts/wordpress/wordPressSite';
import type { DemoExport } from '../../store-api/src/seed/exportDemo';
import type { UserSeed } from '../../store-api/src/seed/users';

/** The storefront's service bearer, which the plugin accepts by default (option angling_prizes_service_token). */
export const SERVICE_TOKEN = DEFAULT_RUNTIME_CONFIG.serviceToken;
/** A shop token as the plugin makes them. */
export const SHOP_TOKEN = /^[\w-]{40,}$/;
/** A Store API Cart-Token (a JWT). */
export const CART_TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export interface TestSite {
  site: WordPressSite;
  /** The demo shop exactly as the site imported it: its dates, relative to the moment of export, are the site's. */
  demo: DemoExport;
  /** What WordPress's debug log gained since the site started ('' when nothing). */
  debugLogGrowth(): string;
  /** Every mail the site would have sent so far. */
  mails(): Mail[];
  stop(): Promise<void>;
}

export interface TestSiteOptions {
  /**
   * How many PHP nodes (PHP-FPM masters) nginx shares the site's requests between, as machines behind a load
   * balancer on the one database: TEST_LANE_PHP_NODES by default, so every race runs across nodes.
   */
  phpNodes?: number;
}

/** The test lane's PHP nodes: two, as the shop runs behind a load balancer. */
export const TEST_LANE_PHP_NODES = 2;

export interface Mail {
  to: string[];
  subject: string;
  message: string;
  headers: string | string[];
}

const fileSize = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

/**
 * A fresh site in a temporary folder, removed by stop() (or when the process exits, should it never be called),
 * behind nginx at the test lane's rates (the lane signs in far more often than any one network of customers).
 */
export async function startTestSite(name: string, options: TestSiteOptions = {}): Promise<TestSite> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `wordpress-${name}-`));
  const remove = () => fs.rmSync(root, { recursive: true, force: true });
  process.once('exit', remove);
  let site: WordPressSite;
  try {
    site = await startFreshSite({ dataDir: path.join(root, 'site'), phpNodes: options.phpNodes ?? TEST_LANE_PHP_NODES, rates: TEST_LANE_RATES });
  } catch (error) {
    remove();
    throw error;
  }
  const running = site;
  const logStart = fileSize(running.debugLogFile);
  return {
    site: running,
    demo: JSON.parse(fs.readFileSync(path.join(running.dataDir, 'demo-export.json'), 'utf8')) as DemoExport,
    debugLogGrowth: () => (fs.existsSync(running.debugLogFile) ? fs.readFileSync(running.debugLogFile).subarray(logStart).toString('utf8').trim() : ''),
    mails: () =>
      fs.existsSync(running.mailLogFile)
        ? fs
            .readFileSync(running.mailLogFile, 'utf8')
            .trim()
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Mail)
        : [],
    async stop() {
      await running.stop();
      remove();
    },
  };
}

/** How many requests each PHP node of a site has run since it started, by node name ({ node1: 12, node2: 11 }). */
export function requestsByNode(site: WordPressSite): Record<string, number> {
  return Object.fromEntries(
    Object.entries(site.serverLogs.phpAccess).map(([node, file]) => [
      node,
      fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0,
    ]),
  );
}

/**
 * A must-use plugin a test writes into its site to make a race certain (removed by `remove()`), with a scratch
 * folder of its own that the plugin and the test share: `code(dir)` is the plugin's PHP.
 */
export function installRacePlugin(shop: TestSite, name: string, code: (dir: string) => string): { dir: string; remove(): void } {
  const paths = sitePaths(shop.site.dataDir);
  const dir = path.join(paths.scratch, name);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(paths.muPlugins, `${name}.php`);
  fs.writeFileSync(file, code(dir));
  return { dir, remove: () => fs.rmSync(file, { force: true }) };
}

/**
 * Runs `during()` while another request holds a lock, as a sale in progress would: `take` is PHP that takes it
 * (true when it could) and `release` PHP that lets it go, both given `$args` (`args`, then the two files this
 * uses to talk to it). Resolves with what `during()` resolved with, once the holder has let go.
 */
export async function whileAnotherRequestHolds<T>(
  shop: TestSite,
  dir: string,
  lock: { take: string; release: string; args: string[] },
  during: () => Promise<T>,
): Promise<T> {
  const held = path.join(dir, 'held');
  const release = path.join(dir, 'release');
  fs.rmSync(held, { force: true });
  fs.rmSync(release, { force: true });
  const [heldArg, releaseArg] = [`$args[${lock.args.length}]`, `$args[${lock.args.length + 1}]`];
  const holder = shop.site.runPhp(
    `if (!(${lock.take})) { throw new RuntimeException('the lock was not free'); }
file_put_contents(${heldArg}, 'held');
$until = microtime(true) + 60;
while (!is_file(${releaseArg}) && microtime(true) < $until) { usleep(50000); }
${lock.release};
echo is_file(${releaseArg}) ? 'released' : 'gave up';`,
    [...lock.args, held, release],
  );
  let holderFailed: unknown = null;
  holder.catch((error: unknown) => (holderFailed = error));
  let result: T;
  try {
    while (!fs.existsSync(held)) {
      if (holderFailed) throw holderFailed;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    result = await during();
  } finally {
    fs.writeFileSync(release, '');
  }
  assert.equal(await holder, 'released');
  return result;
}

/** A customer's billing address as the Store API checkout takes it. */
export function billingOf(account: UserSeed, postcode = 'LS1 4AP'): EndpointInput<'checkout'>['billing_address'] {
  return {
    first_name: account.first_name,
    last_name: account.last_name,
    address_1: '1 Canal Side',
    address_2: '',
    city: account.city,
    state: '',
    postcode,
    country: 'GB',
    email: account.email,
    phone: '07700 900456',
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface CallOptions {
  /** The Authorization bearer: the service token by default, null for none. */
  bearer?: string | null;
  cartToken?: string;
}

/** Calls an endpoint as the table says (method, rest_route; a GET's payload in the query, a POST's as JSON). */
export async function call<K extends EndpointName>(host: string, name: K, payload: EndpointInput<K>, options: CallOptions = {}): Promise<Answer> {
  const { method, route } = ENDPOINTS[name];
  const headers: Record<string, string> = { Accept: 'application/json' };
  const bearer = options.bearer === undefined ? SERVICE_TOKEN : options.bearer;
  if (bearer !== null) headers.Authorization = `Bearer ${bearer}`;
  if (options.cartToken) headers['Cart-Token'] = options.cartToken;
  const fields = Object.entries(payload as Record<string, unknown>);
  let url = buildApiUrl(host, route);
  let body: string | undefined;
  if (method === 'GET') {
    if (fields.length > 0) url = buildApiUrl(host, route, Object.fromEntries(fields.map(([key, value]) => [key, String(value)])));
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: kept as text, which every check below reports.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

interface Issue {
  message: string;
  path?: readonly unknown[];
}

interface StandardSchema {
  '~standard': { validate(value: unknown): { value?: unknown; issues?: readonly Issue[] } | Promise<{ value?: unknown; issues?: readonly Issue[] }> };
}

function describeIssue(issue: Issue): string {
  const at = (issue.path ?? [])
    .map((segment) => (typeof segment === 'object' && segment !== null && 'key' in segment ? String(segment.key) : String(segment)))
    .join('.');
  return `${issue.message.slice(0, 200)} at ${at || 'root'}`;
}

/** Asserts a 2xx answer that the endpoint's response schema accepts, and resolves with what the schema makes of it. */
export async function conforming<K extends EndpointName>(name: K, answer: Answer): Promise<EndpointOutput<K>> {
  assert.ok(answer.status >= 200 && answer.status < 300, `${name}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 600)}`);
  const { response } = await loadEndpointSchemas(name);
  const result = await (response as unknown as StandardSchema)['~standard'].validate(answer.body);
  if (result.issues) assert.fail(`${name}: the answer does not match the contract: ${describeIssue(result.issues[0]!)}`);
  return result.value as EndpointOutput<K>;
}

/** Calls an endpoint and asserts a 2xx answer its response schema accepts; resolves with the raw answer. */
export async function callConforming<K extends EndpointName>(
  host: string,
  name: K,
  payload: EndpointInput<K>,
  options: CallOptions = {},
): Promise<Answer & { body: Record<string, unknown> }> {
  const answer = await call(host, name, payload, options);
  await conforming(name, answer);
  return { ...answer, body: answer.body as Record<string, unknown> };
}

/** Runs PHP with WordPress loaded on the test site and parses what it printed as JSON. */
export async function phpJson<T>(shop: TestSite, code: string, args: (string | number)[] = []): Promise<T> {
  return JSON.parse(await shop.site.runPhp(code, args.map(String))) as T;
}

/**
 * PHP that makes a competition as the operator makes one (a virtual £1 product with the Competition tab on,
 * open, stock managed), its name from `$title`; it leaves `$product` and its id `$id` for what follows.
 */
export const NEW_COMPETITION_PHP = `$product = new WC_Product_Simple();
$product->set_name($title);
$product->set_status('publish');
$product->set_virtual(true);
$product->set_tax_status('none');
$product->set_regular_price('1.00');
$product->set_manage_stock(true);
$product->set_backorders('no');
$product->update_meta_data(\\AnglingPrizes\\Competitions\\CompetitionMeta::ENABLED, 'yes');
$id = $product->save();
$product->update_meta_data(\\AnglingPrizes\\Competitions\\CompetitionMeta::STATUS, 'open');`;

export interface Refusal {
  status: number;
  code: string;
  message: string;
  /** `data.params` of a rest_invalid_param refusal: each refused parameter with its sentence. */
  params?: Record<string, string>;
}

interface WordPressError {
  code?: unknown;
  message?: unknown;
  data?: { status?: unknown; params?: unknown };
}

/** Asserts a refusal in WordPress's shape `{code, message, data: {status, params?}}`, exactly. */
export function assertRefusal(answer: Answer, expected: Refusal): void {
  const body = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as WordPressError;
  assert.deepEqual(
    { status: answer.status, code: body.code, message: body.message, dataStatus: body.data?.status, params: body.data?.params },
    { status: expected.status, code: expected.code, message: expected.message, dataStatus: expected.status, params: expected.params },
    `refusal ${expected.code}: ${JSON.stringify(answer.body).slice(0, 600)}`,
  );
  if (expected.status === 429) assert.match(answer.headers.get('retry-after') ?? '', /^\d+$/, 'a 429 says when to try again (Retry-After)');
}

/** "27 November 2026": a moment's date as the plugin shows it (date_display_human, order_date; UTC as store-api). */
export function humanDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** WooCommerce's price HTML for an amount in pounds, as the orders list sends it. */
export function priceHtml(pounds: number): string {
  return `<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&pound;</span>${pounds.toFixed(2)}</span>`;
}

/** An administrator signed in to wp-admin over HTTP, as a browser is: its cookies go with every request. */
export interface AdminSession {
  /** GETs a wp-admin address (relative to wp-admin/) following redirects; resolves with the final page. */
  get(page: string): Promise<{ status: number; url: string; html: string }>;
  /** POSTs a form to a wp-admin address without following the answer's redirect. */
  post(page: string, form: Record<string, string>): Promise<{ status: number; location: string; html: string }>;
}

export async function signInAsAdmin(shop: TestSite): Promise<AdminSession> {
  const { siteUrl, admin } = shop.site;
  const login = await fetch(`${siteUrl}/wp-login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
    body: new URLSearchParams({ log: admin.user, pwd: admin.password, testcookie: '1', 'wp-submit': 'Log In' }),
    redirect: 'manual',
  });
  assert.equal(login.status, 302, 'the administrator signs in');
  const cookies = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  return {
    async get(page) {
      const response = await fetch(`${siteUrl}/wp-admin/${page}`, { headers: { Cookie: cookies } });
      return { status: response.status, url: response.url, html: await response.text() };
    },
    async post(page, form) {
      const response = await fetch(`${siteUrl}/wp-admin/${page}`, {
        method: 'POST',
        headers: { Cookie: cookies, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
        redirect: 'manual',
      });
      return { status: response.status, location: response.headers.get('location') ?? '', html: await response.text() };
    },
  };
}

/** The hidden fields of the form on a page that posts `action` (its nonce and the action itself). */
export function formFields(html: string, action: string): Record<string, string> {
  const form = html.split('<form').find((part) => part.includes(`name="action" value="${action}"`));
  assert.ok(form, `the page has the form of ${action}`);
  const fields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(/<input type="hidden" (?:id="[^"]*" )?name="([^"]+)" value="([^"]*)"/g)) fields[name!] = value!;
  return fields;
}
