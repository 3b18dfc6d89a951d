import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { ENDPOINTS, PAYMENT_GATEWAYS, buildApiUrl, loadEndpointSchemas, type EndpointInput, type EndpointName } from '@shop/shared-contracts';
import { mintKey } from './domain/oneTimeKeys';
import { DEMO_CUSTOMER } from './seed/users';
import { recordedRound } from '@shop/shared-contracts/src/testing/quicknetRounds';
import { closeDraw } from './domain/beaconDraws';
import { allCompetitions } from './domain/competitions';
import { drawWithBeacon } from './domain/draws';
import { OPERATOR_TOKEN, SERVICE_TOKEN, startTestApi } from './testing/testApi';

/**
 * The contract between the storefront's client and store-api: every endpoint of the shared table is
 * called over HTTP with a valid request, as the table says (method, rest_route, bearer), and every
 * answer must parse with the table's response schema. A new endpoint without a request here fails to
 * compile; a handler whose answer drifts from the schema fails here.
 */
interface Session {
  token: string;
  spareToken: string;
  competitionId: number;
  cartKey: string;
  orderId: number;
  resetKey: string;
  loginKey: string;
  cartToken: string;
  nonce: string;
  /** A competition drawn by rule v2, with its beacon (from the draw_results answer). */
  drawnId: number;
}

type RequestFor = { [K in EndpointName]: (session: Session) => EndpointInput<K> };

const billing = {
  first_name: 'Danny',
  last_name: 'Fairbrass',
  address_1: '12',
  address_2: 'Lakeside',
  city: 'Maidstone',
  postcode: 'ME15 6AA',
  email: DEMO_CUSTOMER.email,
};

const REQUESTS: RequestFor = {
  seoSettings: () => ({ page: 'Home' }),
  settings: () => ({}),
  winnerStats: () => ({}),
  howItWorks: () => ({}),
  faqs: () => ({}),
  legalTerms: () => ({}),
  contact: () => ({ name: 'Sam', email: 'sam@example.com', subject: 'Postal entry', message: 'When is the closing date?' }),
  communityChat: (s) => ({ token: s.token, message: 'Tight lines, all' }),
  chatHistory: () => ({}),
  competitions: () => ({ page: 1, category: 'all' }),
  drawnNext: () => ({ page: 1 }),
  finishedSoldOut: () => ({ page: 1 }),
  featured: () => ({ page: 1 }),
  competitionDetail: (s) => ({ id: s.competitionId }),
  otherCompetitions: (s) => ({ id: s.competitionId, category: '' }),
  postalEntry: (s) => ({
    competition_id: s.competitionId,
    first_name: 'Ann',
    last_name: 'Smith',
    address_1: '1 Lake Road',
    city: 'Leeds',
    postcode: 'LS1 4AP',
    email: 'ann.smith@example.com',
    received: '2025-01-02',
  }),
  drawResults: () => ({ page: 1 }),
  drawProof: (s) => ({ competition_id: s.drawnId }),
  winners: () => ({ page: 1 }),
  cart: () => ({}),
  cartItems: () => ({}),
  cartAddItem: (s) => ({ id: s.competitionId, quantity: 1 }),
  cartUpdateItem: (s) => ({ key: s.cartKey, quantity: 2 }),
  cartApplyCoupon: () => ({ code: 'WELCOME10' }),
  cartRemoveCoupon: () => ({ code: 'WELCOME10' }),
  checkoutDraft: () => ({}),
  checkout: () => ({
    billing_address: billing,
    payment_method: PAYMENT_GATEWAYS.test_card,
    payment_data: [{ key: 'card_number', value: '4242424242424242' }],
  }),
  cartRemoveItem: (s) => ({ key: s.cartKey }),
  checkAuth: (s) => ({ token: s.token }),
  login: () => ({ username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  register: () => ({ first_name: 'Nina', last_name: 'Pike', email: 'nina.pike@example.com', password: 'Reedbeds!2026x', date_of_birth: '1990-04-02' }),
  loginAsUser: (s) => ({ key: s.loginKey }),
  updateProfile: (s) => ({
    token: s.token,
    account_first_name: 'Danny',
    account_last_name: 'Fairbrass',
    account_display_name: 'Danny Fairbrass',
    account_email: DEMO_CUSTOMER.email,
  }),
  getUserDetails: (s) => ({ token: s.token }),
  updateUserDetails: (s) => ({
    token: s.token,
    first_name: 'Danny',
    last_name: 'Fairbrass',
    billing_email: DEMO_CUSTOMER.email,
    billing_phone: '07700 900123',
    billing_address_1: '12',
    billing_address_2: 'Lakeside',
    billing_city: 'Maidstone',
    billing_postcode: 'ME15 6AA',
  }),
  bankDetails: (s) => ({ token: s.token, account_number: '31926819', sort_code: '601613' }),
  bankDetailsSaved: (s) => ({ token: s.token }),
  points: (s) => ({ token: s.token, offset: 0, limit: 10 }),
  coupons: (s) => ({ token: s.token }),
  siteCredit: (s) => ({ token: s.token }),
  orders: (s) => ({ token: s.token, page: 1, limit: 10 }),
  orderDetail: (s) => ({ token: s.token, id: s.orderId }),
  purchasedCompetitions: (s) => ({ token: s.token }),
  responsibleGaming: (s) => ({ token: s.token, limit_duration: 'month', limit_value: 250, lockout_period: '' }),
  claimPrize: (s) => ({ token: s.token, ticket_number: 1, competition_id: s.competitionId }),
  logout: (s) => ({ token: s.spareToken }),
  forgotPassword: () => ({ email: DEMO_CUSTOMER.email }),
  resetPassword: (s) => ({ key: s.resetKey, password: 'NewTightLines!2026', confirm_password: 'NewTightLines!2026' }),
};

/** The order the calls run in: the cart before checkout; logout and the password reset (which signs every session out) last. */
const ORDER = Object.keys(REQUESTS) as EndpointName[];

describe('client and store-api agree on every endpoint of the table', () => {
  it('has a request for every endpoint, and no more', () => {
    expect([...ORDER].sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it('answers every endpoint, called as the table says, with a body its response schema accepts', async () => {
    // forgot_password logs the reset link it writes to the outbox (store-api's stand-in for email).
    const resetLinkLog = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const api = await startTestApi();
    const login = async () => {
      const answer = await fetch(buildApiUrl(api.url, ENDPOINTS.login.route), {
        method: 'POST',
        headers: { Authorization: `Bearer ${SERVICE_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(REQUESTS.login({} as Session)),
      });
      return ((await answer.json()) as { data: { token: string; id?: number } }).data.token;
    };
    const session: Session = {
      token: await login(),
      spareToken: await login(),
      competitionId: 0,
      cartKey: '',
      orderId: 0,
      resetKey: '',
      loginKey: '',
      cartToken: '',
      nonce: '',
      drawnId: 0,
    };
    const demoId = (api.db.prepare('SELECT id FROM users WHERE email = ?').get(DEMO_CUSTOMER.email) as { id: number }).id;
    session.loginKey = mintKey(api.db, demoId, 'login-as-user', 60_000);
    // A main draw by rule v2 with a recorded quicknet round, so draw_proof answers every field: the demo's
    // sold-out competition, closed 60 s before round 30662982 (due 2026-07-23T07:38:30Z) and drawn with it.
    const soldOut = allCompetitions(api.db).find((c) => c.status === 'sold_out' && c.verifiable_draw?.rule === 'drand-quicknet-v2')!;
    const closedAt = Date.UTC(2026, 6, 23, 7, 37, 30);
    closeDraw(api.db, soldOut.id, closedAt);
    await drawWithBeacon(api.db, soldOut.id, { ...recordedRound(30662982), relay: 'recorded' }, closedAt + 62_000);
    const answers: Record<string, { status: number; body: unknown }> = {};

    for (const name of ORDER) {
      const endpoint = ENDPOINTS[name];
      if (name === 'resetPassword') {
        const outbox = fs.readFileSync(path.join(api.dataDir, 'outbox.log'), 'utf8');
        session.resetKey = /key=([\w-]+)/.exec(outbox.trim().split('\n').pop() ?? '')?.[1] ?? '';
      }
      const payload = (REQUESTS[name] as (s: Session) => Record<string, unknown>)(session);
      const isGet = endpoint.method === 'GET';
      const query = isGet ? Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, String(value)])) : {};
      // A 'user' bearer is the signed-in customer's token: the one in the payload, else the session's (Store API calls carry none).
      const bearer = endpoint.bearer === 'user' ? String(payload.token ?? session.token) : endpoint.bearer === 'operator' ? OPERATOR_TOKEN : SERVICE_TOKEN;
      const response = await fetch(buildApiUrl(api.url, endpoint.route, query), {
        method: endpoint.method,
        headers: {
          Authorization: `Bearer ${bearer}`,
          ...(isGet ? {} : { 'Content-Type': 'application/json' }),
          ...(session.cartToken ? { 'Cart-Token': session.cartToken } : {}),
          ...(session.nonce ? { Nonce: session.nonce } : {}),
        },
        body: isGet ? undefined : JSON.stringify(payload),
      });
      session.cartToken = response.headers.get('Cart-Token') ?? session.cartToken;
      session.nonce = response.headers.get('Nonce') ?? session.nonce;
      const body: unknown = await response.json();
      answers[name] = { status: response.status, body };

      const { response: schema } = await loadEndpointSchemas(name);
      const parsed = v.safeParse(schema, body);
      expect([
        name,
        response.status < 300,
        parsed.success ? 'matches its schema' : parsed.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`),
      ]).toEqual([name, true, 'matches its schema']);

      if (name === 'competitions') {
        const open = (body as { data: { id: number; comp_question: unknown; status: string }[] }).data.find((c) => !c.comp_question && c.status === 'open');
        session.competitionId = open?.id ?? 0;
      }
      if (name === 'drawResults')
        session.drawnId =
          (body as { data: { competition_id: number; seed?: string; rule?: string }[] }).data.find((draw) => draw.seed && draw.rule === 'drand-quicknet-v2')
            ?.competition_id ?? 0;
      if (name === 'cartAddItem') session.cartKey = (body as { items: { key: string }[] }).items[0]?.key ?? '';
      if (name === 'checkout') {
        // The basket was bought: put a line back so update and remove have one to work on.
        const again = await fetch(buildApiUrl(api.url, ENDPOINTS.cartAddItem.route), {
          method: 'POST',
          headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json', 'Cart-Token': session.cartToken },
          body: JSON.stringify(REQUESTS.cartAddItem(session)),
        });
        session.cartKey = ((await again.json()) as { items: { key: string }[] }).items[0]?.key ?? '';
      }
      if (name === 'orders') session.orderId = (body as { data: { order_id_: number }[] }).data[0]?.order_id_ ?? 0;
    }
    expect(Object.keys(answers)).toHaveLength(Object.keys(ENDPOINTS).length);
    expect(resetLinkLog).toHaveBeenCalledWith(expect.stringContaining('[store-api] password reset link for demo@anglingprizes.test'));
    resetLinkLog.mockRestore();
    await api.close();
  });
});
