/**
 * Buys tickets through WooCommerce's Store API on a running WordPress with the companion plugin and the demo
 * data imported, as the storefront does: the identity bridge (a shop token as the bearer names the customer),
 * the extension data on cart items and on the checkout answer, the competition rules, the payment gateways,
 * and the guest checkout refusal. Every cart and checkout answer is checked against the endpoint table's
 * response schema (shared-contracts).
 *
 *   pnpm exec tsx wordpress-plugin/tests/store-api-check.ts http://127.0.0.1:PORT [--debug-log wp-debug.log]
 *
 * It places real orders (the demo's second customer), so run it on a test site. Exits 1 on any failure.
 */
import fs from 'node:fs';
import { buildApiUrl, ENDPOINTS, loadEndpointSchemas, type EndpointName } from '@shop/shared-contracts';

const host = process.argv[2];
const debugLogIndex = process.argv.indexOf('--debug-log');
const debugLog = debugLogIndex > 0 ? process.argv[debugLogIndex + 1] : undefined;
if (!host || host.startsWith('--')) {
  console.error('Usage: store-api-check.ts <apiHost> [--debug-log file]');
  process.exit(2);
}

const SERVICE = 'local-dev-service-token';
const SECOND = { username: 'second@anglingprizes.test', password: 'BigCommon!2025' };
const DEMO = { username: 'demo@anglingprizes.test', password: 'TightLines!2024' };
const failures: string[] = [];
let checks = 0;

interface StandardSchema {
  '~standard': { validate(value: unknown): unknown };
}
type Issues = readonly { message: string; path?: readonly unknown[] }[];

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function request(name: EndpointName, options: { bearer?: string; cartToken?: string; body?: unknown }): Promise<Answer> {
  const { method, route } = ENDPOINTS[name];
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${options.bearer ?? SERVICE}` };
  if (options.cartToken) headers['Cart-Token'] = options.cartToken;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(buildApiUrl(host!, route), { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { unparsed: text.slice(0, 300) };
  }
  return { status: response.status, body, headers: response.headers };
}

async function conforms(name: EndpointName, answer: Answer, label: string): Promise<unknown> {
  const { response } = await loadEndpointSchemas(name);
  const result = (await (response as unknown as StandardSchema)['~standard'].validate(answer.body)) as { value?: unknown; issues?: Issues };
  if (result.issues) {
    const issue = result.issues[0]!;
    const path = (issue.path ?? [])
      .map((segment) => (typeof segment === 'object' && segment !== null && 'key' in segment ? String(segment.key) : String(segment)))
      .join('.');
    failures.push(`${label}: the answer does not match the contract: ${issue.message.slice(0, 160)} at ${path || 'root'}`);
  }
  checks += 1;
  return result.value;
}

function expect(condition: boolean, message: string): void {
  checks += 1;
  if (!condition) failures.push(message);
}

async function signIn(account: { username: string; password: string }): Promise<string> {
  const answer = await request('login', { body: account });
  const token = (answer.body.data as { token?: string } | undefined)?.token ?? '';
  expect(token !== '', `login ${account.username}: no token (${answer.status})`);
  return token;
}

async function competitionWith(
  predicate: (competition: Record<string, unknown>) => boolean,
  listName: EndpointName = 'featured',
): Promise<Record<string, unknown>> {
  const answer = await request(listName, { body: { page: 1, limit: 100 } });
  const found = ((answer.body.data ?? []) as Record<string, unknown>[]).find(predicate);
  if (!found) throw new Error(`no competition in ${listName} matches`);
  return found;
}

const billing = {
  first_name: 'Alan',
  last_name: 'Blair',
  address_1: '1 Canal Side',
  address_2: '',
  city: 'Leeds',
  state: '',
  postcode: 'LS1 4AP',
  country: 'GB',
  email: SECOND.username,
  phone: '07700 900456',
};

async function main() {
  const logSize = debugLog && fs.existsSync(debugLog) ? fs.statSync(debugLog).size : 0;
  const token = await signIn(SECOND);

  // The identity bridge: the shop token names the customer; the service bearer is a guest.
  const cart = await request('cart', { bearer: token });
  expect(cart.status === 200, `GET cart: HTTP ${cart.status}`);
  expect(cart.headers.get('user-id') !== '0' && cart.headers.get('user-id') !== null, `GET cart with a shop token: User-ID ${cart.headers.get('user-id')}`);
  const guest = await request('cart', {});
  expect(guest.headers.get('user-id') === '0', `GET cart with the service bearer: User-ID ${guest.headers.get('user-id')} (a guest is 0)`);
  await conforms('cart', cart, 'GET cart');
  const cartToken = cart.headers.get('cart-token') ?? '';
  expect(cartToken !== '', 'GET cart: no Cart-Token');
  // Start from an empty basket (a run stopped half-way leaves lines behind).
  for (const item of (cart.body.items ?? []) as { key: string }[]) await request('cartRemoveItem', { bearer: token, cartToken, body: { key: item.key } });

  // A competition with a question: the wrong answer is refused, the right one adds with the extension data.
  const withQuestion = await competitionWith((c) => c.comp_question === true && c.status === 'open');
  const wrong = await request('cartAddItem', { bearer: token, cartToken, body: { id: withQuestion.id, quantity: 2, answer: 3 } });
  expect(
    wrong.status === 400 && wrong.body.code === 'competition_incorrect_answer',
    `add-item with a wrong answer: ${wrong.status} ${String(wrong.body.code)}`,
  );
  const added = await request('cartAddItem', { bearer: token, cartToken, body: { id: withQuestion.id, quantity: 2, answer: 1 } });
  expect(added.status === 201, `add-item: HTTP ${added.status} ${JSON.stringify(added.body).slice(0, 300)}`);
  const parsed = (await conforms('cartAddItem', added, 'add-item')) as { items?: { competition?: { id: number; max_ticket_per_user: number } }[] } | undefined;
  const line = parsed?.items?.find((item) => item.competition?.id === withQuestion.id);
  expect(line !== undefined, 'add-item: the line carries no competition under extensions["angling-prizes"]');
  const rawLine = ((added.body.items ?? []) as { id: number; key: string; quantity_limits?: { maximum: number } }[]).find(
    (item) => item.id === withQuestion.id,
  );
  expect(
    rawLine?.quantity_limits?.maximum !== undefined && rawLine.quantity_limits.maximum <= Number(withQuestion.max_ticket_per_user),
    `add-item: quantity_limits.maximum ${rawLine?.quantity_limits?.maximum} is above the per-customer maximum ${String(withQuestion.max_ticket_per_user)}`,
  );

  // A closed competition takes no entries.
  const closed = await competitionWith((c) => c.status !== 'open', 'finishedSoldOut');
  const refused = await request('cartAddItem', { bearer: token, cartToken, body: { id: closed.id, quantity: 1 } });
  expect(
    refused.status === 400 && ['woocommerce_rest_product_not_purchasable', 'woocommerce_rest_product_out_of_stock'].includes(String(refused.body.code)),
    `add-item of a closed competition: ${refused.status} ${String(refused.body.code)}`,
  );

  // A guest cannot check out.
  const guestCheckout = await request('checkout', { body: { billing_address: billing, payment_method: 'angling_test_card' } });
  expect(
    guestCheckout.status === 401 && guestCheckout.body.code === 'rest_not_logged_in',
    `guest checkout: ${guestCheckout.status} ${String(guestCheckout.body.code)}`,
  );

  // A declined card, then a card that pays: tickets and instant wins come back under the extension.
  const declined = await request('checkout', {
    bearer: token,
    cartToken,
    body: { billing_address: billing, payment_method: 'angling_test_card', payment_data: [{ key: 'card_number', value: '4000 0000 0000 0002' }] },
  });
  expect(
    declined.status === 400 && String(declined.body.code).includes('payment_error'),
    `declined card: ${declined.status} ${JSON.stringify(declined.body).slice(0, 200)}`,
  );
  const paid = await request('checkout', {
    bearer: token,
    cartToken,
    body: { billing_address: billing, payment_method: 'angling_test_card', payment_data: [{ key: 'card_number', value: '4242424242424242' }] },
  });
  expect(paid.status === 200, `checkout: HTTP ${paid.status} ${JSON.stringify(paid.body).slice(0, 400)}`);
  await conforms('checkout', paid, 'checkout');
  const extension = (paid.body.extensions as Record<string, { tickets?: { competition_id: number; ticket_numbers: number[] }[] }> | undefined)?.[
    'angling-prizes'
  ];
  const tickets = extension?.tickets?.find((group) => group.competition_id === withQuestion.id)?.ticket_numbers ?? [];
  expect(tickets.length === 2, `checkout: expected 2 ticket numbers under extensions["angling-prizes"].tickets, got ${JSON.stringify(extension)}`);
  expect(paid.body.customer_id !== 0, 'checkout: the order has no customer');
  const after = await request('cart', { bearer: token, cartToken });
  expect(
    ((after.body.items ?? []) as unknown[]).length === 0,
    `after checkout the basket still holds ${((after.body.items ?? []) as unknown[]).length} line(s)`,
  );

  // The tickets are the customer's: purchased competitions and the order detail list them.
  const purchased = await request('purchasedCompetitions', { body: { token } });
  const group = ((purchased.body.upcoming ?? []) as { competition_id: number; tickets: number[] }[]).find((entry) => entry.competition_id === withQuestion.id);
  expect(
    tickets.every((ticket) => group?.tickets.includes(ticket) ?? false),
    'get_purchased_competition: the new tickets are missing',
  );
  const detail = await request('orderDetail', { body: { token, id: paid.body.order_id } });
  const product = ((detail.body.data as { product?: { tickets: number[] }[] } | undefined)?.product ?? [])[0];
  expect(
    JSON.stringify(product?.tickets) === JSON.stringify(tickets),
    `order_detail: tickets ${JSON.stringify(product?.tickets)} are not the checkout's ${JSON.stringify(tickets)}`,
  );

  // Site credit: an order above the demo customer's balance is refused; one within it is paid from it.
  const demoToken = await signIn(DEMO);
  const demoCart = await request('cart', { bearer: demoToken });
  const demoCartToken = demoCart.headers.get('cart-token') ?? '';
  for (const item of (demoCart.body.items ?? []) as { key: string }[])
    await request('cartRemoveItem', { bearer: demoToken, cartToken: demoCartToken, body: { key: item.key } });
  const balance = Number((await request('siteCredit', { body: { token: demoToken } })).body.balance);
  const cheap = await competitionWith((c) => c.status === 'open' && c.comp_question !== true && Number(c.price_per_ticket) < 1);
  const demoBilling = { ...billing, first_name: 'Danny', last_name: 'Fairbrass', email: DEMO.username };
  const tooMany = Math.min(Number(cheap.max_ticket_per_user), Math.floor(balance / Number(cheap.price_per_ticket)) + 1);
  if (tooMany * Number(cheap.price_per_ticket) > balance) {
    const many = await request('cartAddItem', { bearer: demoToken, cartToken: demoCartToken, body: { id: cheap.id, quantity: tooMany } });
    const short = await request('checkout', {
      bearer: demoToken,
      cartToken: demoCartToken,
      body: { billing_address: demoBilling, payment_method: 'angling_site_credit' },
    });
    expect(
      short.status === 400 && short.body.code === 'woocommerce_rest_checkout_process_payment_error' && /site credit/.test(String(short.body.message)),
      `site credit short: ${short.status} ${JSON.stringify(short.body).slice(0, 200)}`,
    );
    const key = ((many.body.items ?? []) as { key: string }[])[0]?.key ?? '';
    await request('cartRemoveItem', { bearer: demoToken, cartToken: demoCartToken, body: { key } });
  }
  if (balance >= Number(cheap.price_per_ticket)) {
    await request('cartAddItem', { bearer: demoToken, cartToken: demoCartToken, body: { id: cheap.id, quantity: 1 } });
    const credit = await request('checkout', {
      bearer: demoToken,
      cartToken: demoCartToken,
      body: { billing_address: demoBilling, payment_method: 'angling_site_credit' },
    });
    expect(credit.status === 200, `site-credit checkout: HTTP ${credit.status} ${JSON.stringify(credit.body).slice(0, 300)}`);
    const ledger = await request('siteCredit', { body: { token: demoToken } });
    expect(
      Math.abs(Number(ledger.body.balance) - (balance - Number(cheap.price_per_ticket))) < 0.005,
      `site credit: the balance went from ${balance} to ${String(ledger.body.balance)}`,
    );
  } else {
    console.log(`(the demo customer's site credit, £${balance}, is spent: the paid site-credit checkout was skipped)`);
  }

  if (debugLog && fs.existsSync(debugLog)) {
    const grown = fs.readFileSync(debugLog, 'utf8').slice(logSize).trim();
    expect(grown === '', `WordPress's debug log gained lines:\n${grown.slice(0, 2000)}`);
  }
  console.log(`${checks} Store API checks.`);
  if (failures.length > 0) {
    console.error(`${failures.length} failure(s):\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('The Store API journey behaves as the storefront expects.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
