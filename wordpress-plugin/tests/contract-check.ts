/**
 * Calls every `/api/v1` route of the endpoint table on a running WordPress with the companion plugin and the
 * demo data imported, and checks each answer against the table's response schema (shared-contracts), plus
 * the refusals' WordPress shape. With a debug log path it also fails when WordPress's debug log grew.
 *
 *   pnpm exec tsx wordpress-plugin/tests/contract-check.ts http://127.0.0.1:PORT \
 *     [--debug-log wp-debug.log] [--mail-log mail.jsonl] [--login-key KEY]
 *
 * `--mail-log` (one JSON object per sent mail, as the scripts/wordpress harness writes it) lets the password
 * reset be followed through its emailed link; `--login-key` is a support sign-in key
 * (`angling_prizes_login_link()`) for `login_as_user`. The schemas are checked through the Standard Schema
 * interface valibot implements, so nothing here depends on valibot directly. Exits 1 on any failure.
 */
import fs from 'node:fs';
import { buildApiUrl, ENDPOINTS, loadEndpointSchemas, type EndpointName } from '@shop/shared-contracts';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const host = process.argv[2];
const debugLog = option('debug-log');
const mailLog = option('mail-log');
const loginKey = option('login-key');
if (!host || host.startsWith('--')) {
  console.error('Usage: contract-check.ts <apiHost> [--debug-log file] [--mail-log file] [--login-key key]');
  process.exit(2);
}

const SERVICE = process.env.SERVICE_TOKEN ?? 'local-dev-service-token';
const DEMO = { username: 'demo@anglingprizes.test', password: 'TightLines!2024' };
const failures: string[] = [];
const checked: string[] = [];

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

interface StandardSchema {
  '~standard': { validate(value: unknown): { issues?: readonly { message: string; path?: readonly unknown[] }[] } | Promise<unknown> };
}

async function send(name: EndpointName, payload: Record<string, unknown>, bearer: string | null = SERVICE): Promise<Answer> {
  const { method, route } = ENDPOINTS[name];
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (bearer !== null) headers.Authorization = `Bearer ${bearer}`;
  let url = buildApiUrl(host!, route);
  let body: string | undefined;
  if (method === 'GET') {
    url = buildApiUrl(host!, route, Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, String(value)])));
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
    // Kept as text: the check below reports it.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

function describeIssue(issues: readonly { message: string; path?: readonly unknown[] }[]): string {
  const issue = issues[0]!;
  const path = (issue.path ?? [])
    .map((segment) => (typeof segment === 'object' && segment !== null && 'key' in segment ? String(segment.key) : String(segment)))
    .join('.');
  return `${issue.message.slice(0, 160)} at ${path || 'root'}`;
}

/** Calls an endpoint and checks a 2xx answer against its response schema. */
async function call(name: EndpointName, payload: Record<string, unknown>, bearer: string | null = SERVICE): Promise<Record<string, unknown>> {
  const answer = await send(name, payload, bearer);
  const label = `${name} ${JSON.stringify(payload).slice(0, 80)}`;
  if (answer.status < 200 || answer.status >= 300) {
    failures.push(`${label}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    return {};
  }
  const { response } = await loadEndpointSchemas(name);
  const result = await (response as unknown as StandardSchema)['~standard'].validate(answer.body);
  const issues = (result as { issues?: readonly { message: string; path?: readonly unknown[] }[] }).issues;
  if (issues) failures.push(`${label}: answer does not match the contract: ${describeIssue(issues)}`);
  else checked.push(name);
  return (answer.body ?? {}) as Record<string, unknown>;
}

/** Expects a refusal in WordPress's shape with this status and code. */
async function refused(name: EndpointName, payload: Record<string, unknown>, status: number, code: string, bearer: string | null = SERVICE, param?: string) {
  const answer = await send(name, payload, bearer);
  const body = answer.body as { code?: unknown; message?: unknown; data?: { status?: unknown; params?: unknown } };
  const label = `${name} refusal ${code}`;
  if (answer.status !== status || body?.code !== code || typeof body.message !== 'string' || body.data?.status !== status) {
    failures.push(`${label}: got HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    return;
  }
  if (param !== undefined) {
    const params = body.data?.params as Record<string, unknown> | undefined;
    if (typeof params?.[param] !== 'string') failures.push(`${label}: data.params.${param} should be a sentence, got ${JSON.stringify(body.data)}`);
  }
  if (status === 429 && !answer.headers.get('retry-after')) failures.push(`${label}: a 429 without Retry-After`);
  checked.push(label);
}

async function main() {
  const logSize = debugLog && fs.existsSync(debugLog) ? fs.statSync(debugLog).size : 0;

  // Site and content.
  await call('settings', {});
  await call('seoSettings', { page: 'Home' });
  await call('seoSettings', { page: 'Nowhere' });
  await call('winnerStats', {});
  await call('howItWorks', {});
  await call('faqs', {});
  await call('legalTerms', {});
  await call('chatHistory', {});
  await call('contact', { name: 'Sam', email: "o'neil@example.com", subject: 'Hello', message: 'Is 2 < 3?', order_number: '' });

  // Catalogue.
  const featured = await call('featured', { token: '', page: 1, limit: 12 });
  const list = (featured.data ?? []) as { id: number; category: string }[];
  if (list.length === 0) failures.push('featured: no competitions (was the demo imported?)');
  await call('featured', { token: '', page: 2, limit: 5 });
  await call('competitions', { token: '', page: 1, limit: 12, category: 'instant_win_comps' });
  await call('competitions', { token: '', page: 1, limit: 12, category: 'tackle' });
  await call('drawnNext', { token: '', page: 1, limit: 4 });
  await call('finishedSoldOut', { token: '', page: 1, limit: 12 });
  const first = list[0];
  if (first) {
    await call('competitionDetail', { token: '', id: first.id });
    await call('competitionDetail', { token: '', id: String(first.id) });
    await call('otherCompetitions', { token: '', id: first.id, category: first.category, limit: 4 });
  }
  const results = await call('drawResults', { token: '', page: 1, limit: 12 });
  await call('winners', { token: '', page: 1, limit: 12 });
  const drawn = ((results.data ?? []) as { competition_id: number; commitment?: string }[]).find((result) => result.commitment);
  if (drawn) await call('drawProof', { competition_id: drawn.competition_id });
  else failures.push('draw_results: no verifiable main draw (the demo has three drawn competitions)');

  // Refusals in WordPress's shape.
  await refused('settings', {}, 401, 'rest_forbidden', null);
  await refused('settings', {}, 401, 'rest_forbidden', 'not-a-token');
  await refused('competitionDetail', { token: '', id: 999_999_999 }, 404, 'competition_not_found');
  await refused('competitionDetail', { token: '', id: 'abc' }, 400, 'rest_invalid_param', SERVICE, 'id');
  await refused('contact', { name: 'Sam', email: 'sam@example', subject: 'Hi', message: 'Hello' }, 400, 'rest_invalid_param', SERVICE, 'email');
  await refused('contact', { name: '  ', email: 'sam@example.com', subject: 'Hi', message: 'Hello' }, 400, 'rest_invalid_param', SERVICE, 'name');
  await refused('checkAuth', { token: 'lapsed' }, 401, 'rest_not_logged_in');
  await refused('getUserDetails', { token: '' }, 401, 'rest_not_logged_in');
  await refused('login', { username: DEMO.username, password: 'wrong password' }, 403, 'invalid_credentials');
  await refused('resetPassword', { key: 'nope', password: 'Another!Pass2025', confirm_password: 'Another!Pass2025' }, 400, 'invalid_key');
  await refused('resetPassword', { key: 'nope', password: 'Another!Pass2025', confirm_password: 'Different!2025' }, 400, 'password_mismatch');
  await refused('loginAsUser', { key: 'nope' }, 403, 'invalid_key');
  await refused(
    'register',
    { first_name: 'Young', last_name: 'Angler', email: 'young@example.com', password: 'TightLines!2024', date_of_birth: '2015-01-01' },
    400,
    'underage',
  );
  await refused(
    'register',
    { first_name: 'Weak', last_name: 'Angler', email: 'weak@example.com', password: 'short', date_of_birth: '1990-01-01' },
    400,
    'weak_password',
  );
  await refused(
    'register',
    { first_name: 'Demo', last_name: 'Again', email: DEMO.username, password: 'TightLines!2024', date_of_birth: '1990-01-01' },
    400,
    'existing_user_email',
  );
  await refused(
    'register',
    { first_name: 'Bad', last_name: 'Date', email: 'bad@example.com', password: 'TightLines!2024', date_of_birth: '1990-13-01' },
    400,
    'rest_invalid_param',
    SERVICE,
    'date_of_birth',
  );
  await call('forgotPassword', { email: 'nobody@example.com' });

  // Sign-in and the account.
  const login = await call('login', DEMO);
  const token = String((login.data as { token?: unknown } | undefined)?.token ?? '');
  if (!token) {
    failures.push('login: no token');
  } else {
    await call('checkAuth', { token });
    await call('checkAuth', { token: '' }, token);
    await call('getUserDetails', { token });
    await call('points', { token, offset: 0, limit: 10 });
    await call('coupons', { token });
    await call('siteCredit', { token });
    const orders = await call('orders', { token, page: 1, limit: 10 });
    const order = ((orders.data ?? []) as { order_id_: number }[])[0];
    if (order) await call('orderDetail', { token, id: order.order_id_ });
    else failures.push('orders: the demo customer has no orders');
    await refused('orderDetail', { token, id: 1 }, 404, 'order_not_found');
    await call('purchasedCompetitions', { token });
    await call('bankDetailsSaved', { token });
    await call('bankDetails', { token, account_number: '31926819', sort_code: '601613' }, token);
    await refused('bankDetails', { token, account_number: '31926x19', sort_code: '601613' }, 400, 'rest_invalid_param', token, 'account_number');
    await call(
      'updateUserDetails',
      {
        token,
        first_name: 'Danny',
        last_name: 'Fairbrass',
        billing_first_name: 'Danny',
        billing_last_name: 'Fairbrass',
        billing_email: DEMO.username,
        billing_phone: '07700 900123',
        billing_address_1: '12 Lakeside Cottages',
        billing_address_2: 'Mill Lane',
        billing_city: 'Maidstone',
        billing_postcode: 'ME15 6AA',
        billing_state: 'Kent',
      },
      token,
    );
    const profile = {
      token,
      account_first_name: 'Danny',
      account_last_name: 'Fairbrass',
      account_display_name: 'Danny Fairbrass',
      account_email: DEMO.username,
    };
    await call('updateProfile', profile, token);
    const wrong = await call('updateProfile', { ...profile, password_current: 'nope', password_1: 'Another!Pass2025', password_2: 'Another!Pass2025' }, token);
    if (wrong.success !== false) failures.push('updateProfile: a wrong current password was not refused');
    await call('responsibleGaming', { token, limit_duration: 'month', limit_value: 500, lockout_period: '' }, token);
    const claim = await call('claimPrize', { token, ticket_number: 1, competition_id: first?.id ?? 1, message: '' }, token);
    if (claim.success !== false) failures.push('claim_prize: a ticket that won nothing was accepted');
    await call('communityChat', { token, message: 'Tight lines, everyone! 2 < 3' }, token);
    await refused('communityChat', { token, message: '   ' }, 400, 'rest_invalid_param', token, 'message');
    const history = await call('chatHistory', {});
    const last = ((history.data ?? []) as { message: string }[]).at(-1);
    if (last?.message !== 'Tight lines, everyone! 2 < 3') failures.push(`chat: the message came back as ${JSON.stringify(last?.message)}`);
    await call('logout', { token }, token);
    await refused('checkAuth', { token }, 401, 'rest_not_logged_in');
  }

  // A new customer.
  const email = `angler.${Date.now()}@example.com`;
  const registered = await call('register', {
    first_name: 'New',
    last_name: 'Angler',
    email,
    password: 'Fresh!Water2025',
    date_of_birth: '1990-06-15',
    phone: '07700 900000',
  });
  const newToken = String((registered.data as { token?: unknown } | undefined)?.token ?? '');
  if (newToken) {
    const signedIn = await call('login', { username: email, password: 'Fresh!Water2025' });
    if (!(signedIn.data as { token?: unknown } | undefined)?.token) failures.push('login: the new customer could not sign in');
  }

  // The password reset, through the link in the email.
  if (mailLog && newToken) {
    await call('forgotPassword', { email });
    const mails = fs
      .readFileSync(mailLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string[]; message: string });
    const key = /[?&]key=([^\s&]+)/.exec(mails.filter((mail) => mail.to.includes(email)).at(-1)?.message ?? '')?.[1];
    if (!key) failures.push('forgot_password: no reset link was mailed');
    else {
      await call('resetPassword', { key: decodeURIComponent(key), password: 'Brand!New2025x', confirm_password: 'Brand!New2025x' });
      await refused('checkAuth', { token: newToken }, 401, 'rest_not_logged_in');
      await refused('resetPassword', { key: decodeURIComponent(key), password: 'Brand!New2025x', confirm_password: 'Brand!New2025x' }, 400, 'invalid_key');
      await call('login', { username: email, password: 'Brand!New2025x' });
    }
  }
  if (loginKey) {
    await call('loginAsUser', { key: loginKey });
    await refused('loginAsUser', { key: loginKey }, 403, 'invalid_key');
  }

  const endpoints = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => ENDPOINTS[name].route.startsWith('/api/'));
  const missed = endpoints.filter((name) => !checked.includes(name));
  if (missed.length > 0) failures.push(`endpoints without a checked answer: ${missed.join(', ')}`);

  if (debugLog && fs.existsSync(debugLog)) {
    const grown = fs.readFileSync(debugLog, 'utf8').slice(logSize).trim();
    if (grown) failures.push(`WordPress's debug log gained lines:\n${grown.slice(0, 2000)}`);
  }

  console.log(`${checked.length} answers checked against the contract (${new Set(checked).size} distinct calls).`);
  if (failures.length > 0) {
    console.error(`${failures.length} failure(s):\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('Every /api/v1 endpoint answered as the contract says.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
