import { ENDPOINTS, buildApiUrl, type EndpointName } from '@shop/shared-contracts';
import { SERVICE_TOKEN } from '../testing/testApi';
import { conformanceTargets, TARGET_START_TIMEOUT_MS, type ConformanceTarget, type TestCompetition } from './target';
import { startTarget } from './startTarget';

/**
 * The companion plugin's own contract, `/api/v1/*` (every route of the endpoint table under /api/v1, the
 * operator's postal_entry included), under bad input: the same malformed calls to every route, on each target,
 * and the same refusal from each. store-api is the reference; both follow WordPress's REST API
 * (WP_REST_Request::has_valid_params, then sanitize_params, before the route runs):
 *
 * - a required argument absent, or null (get_param reads a JSON null as absent): 400
 *   `rest_missing_callback_param`, `data.params` the list of every missing one, in the route's order;
 * - a value its argument refuses (a number or a boolean for text, text for a number, a list or a map for
 *   either, a page or limit out of range or not whole, blank text where text is required): 400
 *   `rest_invalid_param`, `data.params` keyed by every refused one, in the route's order;
 * - a null for an optional argument: refused as not of its type (WordPress hands it to the sanitize_callback
 *   without validating it), unless the argument takes null (postal_entry's `answer`);
 * - what the arguments let through is the route's affair, and answered as the route answers its valid call;
 * - a caller without credentials is refused as such (401 `rest_forbidden`; the operator's route refuses the
 *   storefront's bearer 403) whatever the arguments: store-api checks the bearer first, and the plugin does
 *   too (Rest/Route::credentials_first), where WordPress alone would answer the arguments' refusal first.
 *
 * What store-api did otherwise, fixed there (http/pluginArgs.ts): it answered a missing field as
 * `rest_invalid_param`, and named only the first refused field; it read `?a[]=1` as a field named `a[]`
 * rather than the list PHP reads. The contract took numeric text for page and limit but not for points'
 * `offset` and responsible gaming's `limit_value` (WordPress's `type: number` takes it, so now both do).
 * What the plugin did otherwise, fixed there (includes/Rest/Args.php): it took a number or a float as text
 * (update_user_details with `first_name: 5` was saved), and turned a null page or limit into 0 (a null limit
 * divided by zero).
 *
 * Only the status, the code, the message and the refused names are compared: the sentences in `data.params`
 * are each backend's own (the storefront shows its own sentence at the field, shared-contracts fieldRefusals.ts).
 * The WordPress target fails when its debug log gained a line (a PHP warning from type juggling included).
 */

/** The endpoint table's routes under /api/v1: each must have its cases below (the compiler refuses a missing one). */
type ApiV1Name = { [K in EndpointName]: (typeof ENDPOINTS)[K]['route'] extends `/api/v1/${string}` ? K : never }[EndpointName];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** An argument left out of the call. */
const ABSENT = Symbol('absent');
type Sent = Json | typeof ABSENT;

/**
 * What an argument takes, as its route registers it (plugin includes/Rest/Args.php) and the contract's request
 * schema parses it (shared-contracts/src/api/contract/fields.ts).
 */
type Kind =
  /** Text up to `max` characters, '' when absent (Args::text, field.text / optionalText / token). */
  | { kind: 'text'; max: number }
  /** Text up to `max` that must be sent, blank or not (Args::sent_text, field.text). */
  | { kind: 'sent'; max: number }
  /** Text up to `max`, not blank (Args::required_text, field.requiredText). */
  | { kind: 'required'; max: number }
  /** The shop's email rule (Args::email, emailField). */
  | { kind: 'email' }
  /** A whole number from 1 (Args::positive_int, field.positiveInt). */
  | { kind: 'id' }
  /** A page number, 1 to 100,000, 1 when absent (Args::page, field.page). */
  | { kind: 'page' }
  /** A page size, 1 to 100 (Args::limit, field.limit). */
  | { kind: 'limit' }
  /** A whole number from 0 to 1,000,000, 0 when absent (points' offset). */
  | { kind: 'offset' }
  /** An amount in pounds, 0 to 100,000 (Args::number_between, field.numberBetween). */
  | { kind: 'amount' }
  /** One of a list, '' among them (Args::one_of, v.picklist). */
  | { kind: 'choice'; choices: readonly string[] }
  /** YYYY-MM-DD (register's date_of_birth). */
  | { kind: 'date' }
  /** A whole number from 0, or null (postal_entry's answer: Args::optional_whole_number, field.optionalWholeNumber). */
  | { kind: 'wholeOrNull' }
  /** A postal card's text: as `text`, but a card without it is refused by the route itself, naming it. */
  | { kind: 'card'; max: number }
  /** Digits, `min` to `max` of them, in the query of a GET (the bank details: Args::digits). */
  | { kind: 'digits'; min: number; max: number };

type Outcome = 'invalid' | 'missing' | 'accepted';
interface Case {
  label: string;
  value: Sent;
  outcome: Outcome;
}

const text = (max: number): Kind => ({ kind: 'text', max });
const required = (max: number): Kind => ({ kind: 'required', max });
const card = (max: number): Kind => ({ kind: 'card', max });
const TOKEN = text(200);

/** The wrong types every argument refuses: a list and a map for a scalar, and a boolean. */
const NOT_SCALARS: readonly Case[] = [
  { label: 'true', value: true, outcome: 'invalid' },
  { label: 'false', value: false, outcome: 'invalid' },
  { label: 'a list', value: ['1'], outcome: 'invalid' },
  { label: 'an empty list', value: [], outcome: 'invalid' },
  { label: 'a map', value: { value: '1' }, outcome: 'invalid' },
];
/** Numbers where text is expected: WordPress's `type: string` takes strings only. */
const NUMBERS_FOR_TEXT: readonly Case[] = [
  { label: 'a number', value: 5, outcome: 'invalid' },
  { label: 'a fraction', value: 1.5, outcome: 'invalid' },
];
/** Bad numbers for a whole number in a range from `min` to `max`. */
const badWholeNumbers = (min: number, max: number): Case[] => [
  { label: 'text', value: 'abc', outcome: 'invalid' },
  { label: 'blank text', value: '', outcome: 'invalid' },
  { label: 'a fraction', value: 1.5, outcome: 'invalid' },
  { label: 'a fraction as text', value: '1.5', outcome: 'invalid' },
  { label: 'a negative number', value: -1, outcome: 'invalid' },
  { label: 'a negative number as text', value: '-1', outcome: 'invalid' },
  { label: `${min - 1}, under the minimum`, value: min - 1, outcome: 'invalid' },
  { label: `${max + 1}, over the maximum`, value: max + 1, outcome: 'invalid' },
  { label: 'a huge number', value: 1e20, outcome: 'invalid' },
  { label: 'huge digits', value: '99999999999999999999', outcome: 'invalid' },
  ...NOT_SCALARS,
];

/** The bad (and the borderline good) values sent for an argument of each kind, with what they must get. */
function casesOf(kind: Kind): Case[] {
  switch (kind.kind) {
    case 'text':
      return [
        ...NUMBERS_FOR_TEXT,
        ...NOT_SCALARS,
        { label: 'null', value: null, outcome: 'invalid' },
        { label: `${kind.max + 1} characters`, value: 'x'.repeat(kind.max + 1), outcome: 'invalid' },
        { label: 'blank', value: '', outcome: 'accepted' },
        { label: 'absent', value: ABSENT, outcome: 'accepted' },
      ];
    case 'required':
      return [
        ...NUMBERS_FOR_TEXT,
        ...NOT_SCALARS,
        { label: `${kind.max + 1} characters`, value: 'x'.repeat(kind.max + 1), outcome: 'invalid' },
        { label: 'empty', value: '', outcome: 'invalid' },
        { label: 'spaces', value: '   ', outcome: 'invalid' },
        { label: 'null', value: null, outcome: 'missing' },
        { label: 'absent', value: ABSENT, outcome: 'missing' },
      ];
    case 'sent':
      return [
        ...NUMBERS_FOR_TEXT,
        ...NOT_SCALARS,
        { label: `${kind.max + 1} characters`, value: 'x'.repeat(kind.max + 1), outcome: 'invalid' },
        { label: 'blank', value: '', outcome: 'accepted' },
        { label: 'null', value: null, outcome: 'missing' },
        { label: 'absent', value: ABSENT, outcome: 'missing' },
      ];
    case 'card':
      return [
        ...NUMBERS_FOR_TEXT,
        ...NOT_SCALARS,
        { label: 'null', value: null, outcome: 'invalid' },
        { label: `${kind.max + 1} characters`, value: 'x'.repeat(kind.max + 1), outcome: 'invalid' },
        { label: 'empty (a malformed card)', value: '', outcome: 'invalid' },
        { label: 'absent (a malformed card)', value: ABSENT, outcome: 'invalid' },
      ];
    case 'email':
      return [
        ...NUMBERS_FOR_TEXT,
        ...NOT_SCALARS,
        { label: 'empty', value: '', outcome: 'invalid' },
        { label: 'no address', value: 'sam@example', outcome: 'invalid' },
        { label: 'null', value: null, outcome: 'missing' },
        { label: 'absent', value: ABSENT, outcome: 'missing' },
      ];
    case 'id':
      return [...badWholeNumbers(1, 1_000_000_000), { label: 'null', value: null, outcome: 'missing' }, { label: 'absent', value: ABSENT, outcome: 'missing' }];
    case 'page':
      return [
        ...badWholeNumbers(1, 100_000),
        { label: 'null', value: null, outcome: 'invalid' },
        { label: 'digits', value: '2', outcome: 'accepted' },
        { label: 'absent', value: ABSENT, outcome: 'accepted' },
      ];
    case 'limit':
      return [
        ...badWholeNumbers(1, 100),
        { label: 'null', value: null, outcome: 'invalid' },
        { label: 'digits', value: '5', outcome: 'accepted' },
        { label: 'absent', value: ABSENT, outcome: 'accepted' },
      ];
    case 'offset':
      return [
        ...badWholeNumbers(0, 1_000_000),
        { label: 'null', value: null, outcome: 'invalid' },
        { label: 'digits', value: '5', outcome: 'accepted' },
        { label: 'absent', value: ABSENT, outcome: 'accepted' },
      ];
    case 'amount':
      return [
        { label: 'text', value: 'abc', outcome: 'invalid' },
        { label: 'blank text', value: '', outcome: 'invalid' },
        { label: 'a negative number', value: -1, outcome: 'invalid' },
        { label: 'over the maximum', value: 100_001, outcome: 'invalid' },
        { label: 'a huge number', value: 1e20, outcome: 'invalid' },
        ...NOT_SCALARS,
        { label: 'numeric text', value: '5.50', outcome: 'accepted' },
        { label: 'a fraction', value: 2.5, outcome: 'accepted' },
        { label: 'null', value: null, outcome: 'missing' },
        { label: 'absent', value: ABSENT, outcome: 'missing' },
      ];
    case 'choice':
      return [
        { label: 'not one of them', value: 'year', outcome: 'invalid' },
        { label: 'a number', value: 5, outcome: 'invalid' },
        ...NOT_SCALARS,
        { label: 'null', value: null, outcome: 'missing' },
        { label: 'absent', value: ABSENT, outcome: 'missing' },
      ];
    case 'date':
      return [
        { label: 'no such day', value: '1990-13-01', outcome: 'invalid' },
        { label: 'a number', value: 19_900_101, outcome: 'invalid' },
        { label: 'empty', value: '', outcome: 'invalid' },
        ...NOT_SCALARS,
        { label: 'null', value: null, outcome: 'missing' },
        { label: 'absent', value: ABSENT, outcome: 'missing' },
      ];
    case 'wholeOrNull':
      return [
        { label: 'text', value: 'abc', outcome: 'invalid' },
        { label: 'a fraction', value: 1.5, outcome: 'invalid' },
        { label: 'a negative number', value: -1, outcome: 'invalid' },
        { label: 'over the maximum', value: 1_000_000_001, outcome: 'invalid' },
        ...NOT_SCALARS,
        { label: 'null', value: null, outcome: 'accepted' },
        { label: 'absent', value: ABSENT, outcome: 'accepted' },
      ];
    case 'digits':
      return [
        { label: 'letters', value: 'abc', outcome: 'invalid' },
        { label: 'empty', value: '', outcome: 'invalid' },
        { label: `${kind.max + 1} digits`, value: '1'.repeat(kind.max + 1), outcome: 'invalid' },
        { label: 'a list (name[]=)', value: ['1'], outcome: 'invalid' },
        { label: 'absent', value: ABSENT, outcome: 'missing' },
      ];
  }
}

/** What a target made for the cases: its competitions and a fresh signed-in customer, and the shop's own names. */
interface Shop {
  target: ConformanceTarget;
  competition: TestCompetition;
  /** Unique within the run (emails of new accounts and postal cards). */
  unique: string;
}

interface RouteCases {
  /**
   * Who calls. `customer`: a signed-in customer of the route's own (their token as the bearer and in `token`),
   * so the route runs past its sign-in check; `customer each call`: a new one for every call (sign-out ends
   * every session); `service`: the service bearer; `operator`: the operator's bearer.
   */
  caller: 'customer' | 'customer each call' | 'service' | 'operator';
  /** The arguments, in the order the route registers them (the order WordPress names refused ones in). */
  args: Readonly<Record<string, Kind>>;
  /** A call its arguments let through (`token` is the caller's when signed in). */
  valid: (shop: Shop) => Record<string, Json>;
  /** How the route answers the valid call: its status, and the code of its own refusal. */
  answers: { status: number; code?: string };
}

const PAGED: RouteCases['args'] = { token: TOKEN, page: { kind: 'page' }, limit: { kind: 'limit' } };
const CATEGORY_PAGED: RouteCases['args'] = { ...PAGED, category: text(60) };
const NO_ARGS: RouteCases = { caller: 'service', args: {}, valid: () => ({}), answers: { status: 200 } };
const TOKEN_ONLY: RouteCases = { caller: 'customer', args: { token: TOKEN }, valid: () => ({}), answers: { status: 200 } };
const page = (): Record<string, Json> => ({ page: 1, limit: 12 });

/** One table: every /api/v1 route of the endpoint table with its arguments and a valid call. */
const ROUTES: { readonly [K in ApiV1Name]: RouteCases } = {
  seoSettings: { caller: 'service', args: { page: required(50) }, valid: () => ({ page: 'home' }), answers: { status: 200 } },
  checkAuth: TOKEN_ONLY,
  updateProfile: {
    caller: 'customer',
    args: {
      token: TOKEN,
      account_first_name: required(100),
      account_last_name: required(100),
      account_display_name: text(200),
      account_email: { kind: 'email' },
      password_current: text(200),
      password_1: text(200),
      password_2: text(200),
    },
    valid: ({ unique }) => ({
      account_first_name: 'Sam',
      account_last_name: 'Carp',
      account_display_name: 'Sam Carp',
      account_email: `profile-${unique}@example.com`,
      password_current: '',
      password_1: '',
      password_2: '',
    }),
    answers: { status: 200 },
  },
  getUserDetails: TOKEN_ONLY,
  updateUserDetails: {
    caller: 'customer',
    args: {
      token: TOKEN,
      first_name: required(100),
      last_name: required(100),
      billing_first_name: text(100),
      billing_last_name: text(100),
      billing_email: { kind: 'email' },
      billing_phone: required(40),
      billing_address_1: required(200),
      billing_address_2: required(200),
      billing_city: required(100),
      billing_postcode: required(20),
      billing_state: text(100),
    },
    valid: () => ({
      first_name: 'Sam',
      last_name: 'Carp',
      billing_first_name: 'Sam',
      billing_last_name: 'Carp',
      billing_email: 'sam@example.com',
      billing_phone: '07700 900123',
      billing_address_1: '1 Lake Road',
      billing_address_2: 'Mill Lane',
      billing_city: 'Maidstone',
      billing_postcode: 'ME15 6AA',
      billing_state: 'Kent',
    }),
    answers: { status: 200 },
  },
  bankDetails: {
    caller: 'customer',
    args: { token: TOKEN, account_number: { kind: 'digits', min: 1, max: 20 }, sort_code: { kind: 'digits', min: 3, max: 6 } },
    valid: () => ({ account_number: '31926819', sort_code: '601613' }),
    answers: { status: 200 },
  },
  bankDetailsSaved: TOKEN_ONLY,
  points: {
    caller: 'customer',
    args: { token: TOKEN, offset: { kind: 'offset' }, limit: { kind: 'limit' } },
    valid: () => ({ offset: 0, limit: 10 }),
    answers: { status: 200 },
  },
  coupons: TOKEN_ONLY,
  orders: { caller: 'customer', args: PAGED, valid: page, answers: { status: 200 } },
  orderDetail: {
    caller: 'customer',
    args: { token: TOKEN, id: { kind: 'id' } },
    valid: () => ({ id: 999_999 }),
    answers: { status: 404, code: 'order_not_found' },
  },
  purchasedCompetitions: TOKEN_ONLY,
  settings: NO_ARGS,
  winnerStats: NO_ARGS,
  competitions: { caller: 'service', args: CATEGORY_PAGED, valid: () => ({ ...page(), category: 'all' }), answers: { status: 200 } },
  drawnNext: { caller: 'service', args: PAGED, valid: page, answers: { status: 200 } },
  finishedSoldOut: { caller: 'service', args: PAGED, valid: page, answers: { status: 200 } },
  featured: { caller: 'service', args: CATEGORY_PAGED, valid: () => ({ ...page(), category: 'all' }), answers: { status: 200 } },
  competitionDetail: {
    caller: 'service',
    args: { token: TOKEN, id: { kind: 'id' } },
    valid: ({ competition }) => ({ id: competition.id }),
    answers: { status: 200 },
  },
  otherCompetitions: {
    caller: 'service',
    args: { token: TOKEN, id: { kind: 'id' }, category: text(60), limit: { kind: 'limit' } },
    valid: ({ competition }) => ({ id: competition.id, category: '', limit: 4 }),
    answers: { status: 200 },
  },
  howItWorks: NO_ARGS,
  login: {
    caller: 'service',
    args: { username: required(200), password: required(200) },
    valid: ({ unique }) => ({ username: `nobody-${unique}@example.com`, password: 'Wrong!Pass1' }),
    answers: { status: 403, code: 'invalid_credentials' },
  },
  register: {
    caller: 'service',
    args: {
      first_name: required(100),
      last_name: required(100),
      email: { kind: 'email' },
      password: required(200),
      date_of_birth: { kind: 'date' },
      phone: text(40),
    },
    // Under 18: refused by the route itself, so no call makes an account.
    valid: ({ unique }) => ({
      first_name: 'Sam',
      last_name: 'Carp',
      email: `young-${unique}@example.com`,
      password: 'Tight!Lines2024',
      date_of_birth: '2015-01-01',
      phone: '',
    }),
    answers: { status: 400, code: 'underage' },
  },
  forgotPassword: {
    caller: 'service',
    args: { email: { kind: 'email' } },
    valid: ({ unique }) => ({ email: `nobody-${unique}@example.com` }),
    answers: { status: 200 },
  },
  resetPassword: {
    caller: 'service',
    args: { key: required(200), password: required(200), confirm_password: { kind: 'sent', max: 200 } },
    // The two passwords differ: refused by the route before the key is looked at.
    valid: () => ({ key: 'no-such-key', password: 'Tight!Lines2024', confirm_password: 'Other!Lines2024' }),
    answers: { status: 400, code: 'password_mismatch' },
  },
  logout: { caller: 'customer each call', args: { token: TOKEN }, valid: () => ({}), answers: { status: 200 } },
  loginAsUser: { caller: 'service', args: { key: required(200) }, valid: () => ({ key: 'no-such-key' }), answers: { status: 403, code: 'invalid_key' } },
  siteCredit: TOKEN_ONLY,
  responsibleGaming: {
    caller: 'customer',
    args: {
      token: TOKEN,
      limit_duration: { kind: 'choice', choices: ['', 'day', 'week', 'month'] },
      limit_value: { kind: 'amount' },
      lockout_period: { kind: 'choice', choices: ['', '24h', '7d', '30d', '6m'] },
    },
    // No limit and no break (a break would sign the customer out of the calls after it).
    valid: () => ({ limit_duration: '', limit_value: 0, lockout_period: '' }),
    answers: { status: 200 },
  },
  claimPrize: {
    caller: 'customer',
    args: { token: TOKEN, ticket_number: { kind: 'id' }, competition_id: { kind: 'id' }, message: text(2000) },
    // Not a winning ticket: `success: false` with the reason.
    valid: ({ competition }) => ({ ticket_number: 1, competition_id: competition.id, message: '' }),
    answers: { status: 200 },
  },
  drawResults: { caller: 'service', args: PAGED, valid: page, answers: { status: 200 } },
  drawProof: {
    caller: 'service',
    args: { competition_id: { kind: 'id' } },
    valid: () => ({ competition_id: 999_999 }),
    answers: { status: 404, code: 'competition_not_found' },
  },
  winners: { caller: 'service', args: PAGED, valid: page, answers: { status: 200 } },
  faqs: NO_ARGS,
  legalTerms: NO_ARGS,
  contact: {
    caller: 'service',
    args: { name: required(100), email: { kind: 'email' }, subject: required(200), message: required(5000), order_number: text(40) },
    valid: () => ({ name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Is 2 < 3?', order_number: '' }),
    answers: { status: 200 },
  },
  communityChat: {
    caller: 'customer',
    args: { token: TOKEN, message: required(500) },
    valid: () => ({ message: 'Tight lines!' }),
    answers: { status: 200 },
  },
  chatHistory: NO_ARGS,
  postalEntry: {
    caller: 'operator',
    args: {
      competition_id: { kind: 'id' },
      first_name: card(100),
      last_name: card(100),
      address_1: card(200),
      address_2: text(200),
      city: card(100),
      postcode: card(20),
      email: card(200),
      answer: { kind: 'wholeOrNull' },
      received: card(40),
    },
    valid: ({ competition, unique }) => ({
      competition_id: competition.id,
      first_name: 'Ann',
      last_name: 'Smith',
      address_1: '1 Lake Road',
      address_2: '',
      city: 'Leeds',
      postcode: 'LS1 4AP',
      email: `ann-${unique}@example.com`,
      answer: null,
      received: '2025-06-02',
    }),
    answers: { status: 200 },
  },
};

/** What a call answered, as compared: the status, the code, and for an argument refusal its message and the names. */
interface Summary {
  status: number;
  code: string | null;
  message?: string;
  params?: string[];
}

const ARGUMENT_REFUSALS = new Set(['rest_invalid_param', 'rest_missing_callback_param']);

function summaryOf(status: number, body: unknown): Summary {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.code === 'string' ? record.code : null;
  if (code === null || !ARGUMENT_REFUSALS.has(code)) return { status, code };
  const data = typeof record.data === 'object' && record.data !== null ? (record.data as Record<string, unknown>) : {};
  const params = data.params;
  const names = Array.isArray(params) ? params.map(String) : typeof params === 'object' && params !== null ? Object.keys(params) : [];
  return { status, code, message: String(record.message), params: names };
}

function expectedSummary(route: RouteCases, outcome: Outcome, names: readonly string[]): Summary {
  if (outcome === 'missing')
    return { status: 400, code: 'rest_missing_callback_param', message: `Missing parameter(s): ${names.join(', ')}`, params: [...names] };
  if (outcome === 'invalid') return { status: 400, code: 'rest_invalid_param', message: `Invalid parameter(s): ${names.join(', ')}`, params: [...names] };
  return { status: route.answers.status, code: route.answers.code ?? null };
}

interface Call {
  label: string;
  args: Record<string, Sent>;
  expected: Summary;
  /** Sent without any bearer, or with the storefront's service bearer, instead of the route's caller's. */
  as?: 'nobody' | 'storefront';
}

/** WordPress's refusal of a caller without credentials (the plugin's Errors::forbidden, store-api's server.ts). */
const NO_CREDENTIALS: Summary = { status: 401, code: 'rest_forbidden' };
/** The operator's route refuses every other credential, the storefront's service bearer included. */
const NOT_THE_OPERATOR: Summary = { status: 403, code: 'rest_forbidden' };

/** What a GET's query can carry (PHP's forms): text, a list of text (`name[]=`) or a map of text (`name[key]=`). */
function fitsQuery(value: Sent): boolean {
  if (value === ABSENT || typeof value === 'string') return true;
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => typeof item === 'string');
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0 && Object.values(value).every((item) => typeof item === 'string');
}

/** Every call of a route: its valid call, each argument's cases, no arguments at all, and every argument refused at once. */
function callsOf(name: ApiV1Name, valid: Record<string, Json>): Call[] {
  const route = ROUTES[name];
  const isGet = ENDPOINTS[name].method === 'GET';
  const names = Object.keys(route.args);
  const calls: Call[] = [{ label: 'the valid call', args: valid, expected: expectedSummary(route, 'accepted', []) }];
  for (const [arg, kind] of Object.entries(route.args)) {
    for (const { label, value, outcome } of casesOf(kind).filter((sent) => !isGet || fitsQuery(sent.value))) {
      calls.push({ label: `${arg}: ${label}`, args: { ...valid, [arg]: value }, expected: expectedSummary(route, outcome, [arg]) });
    }
  }
  const requiredNames = names.filter((arg) => casesOf(route.args[arg]!).some(({ value, outcome }) => value === ABSENT && outcome === 'missing'));
  const malformedWhenAbsent = names.find((arg) => casesOf(route.args[arg]!).some(({ value, outcome }) => value === ABSENT && outcome === 'invalid'));
  calls.push({
    label: 'no arguments at all',
    args: {},
    expected:
      requiredNames.length > 0
        ? expectedSummary(route, 'missing', requiredNames)
        : malformedWhenAbsent
          ? expectedSummary(route, 'invalid', [malformedWhenAbsent])
          : expectedSummary(route, 'accepted', []),
  });
  if (names.length > 0) {
    // A GET's query carries text and lists only: a list for each (`name[]=1`); a body a boolean for each.
    const wrong: Json = isGet ? ['1'] : true;
    calls.push({
      label: 'every argument refused at once',
      args: Object.fromEntries(names.map((arg) => [arg, wrong])),
      expected: expectedSummary(route, 'invalid', names),
    });
  } else {
    calls.push({ label: 'arguments the route does not take', args: { page: 'abc', limit: ['1'] }, expected: expectedSummary(route, 'accepted', []) });
  }
  // Credentials come first: a caller the route refuses learns nothing of its arguments (see the plugin's
  // Route::credentials_first: WordPress alone would check the arguments before the permission_callback).
  const malformed = calls[calls.length - 1]!.args;
  calls.push({ label: 'the last call without a bearer', args: malformed, expected: NO_CREDENTIALS, as: 'nobody' });
  if (route.caller === 'operator')
    calls.push({ label: "the last call with the storefront's bearer", args: malformed, expected: NOT_THE_OPERATOR, as: 'storefront' });
  return calls;
}

const API_V1_NAMES = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name): name is ApiV1Name => ENDPOINTS[name].route.startsWith('/api/v1/'));

/** A GET's arguments as a query (PHP's forms: `name[]=` for each item of a list), a POST's as a JSON body. */
async function send(target: ConformanceTarget, name: ApiV1Name, args: Record<string, Sent>, bearerToken: string | null): Promise<Summary> {
  const { method, route } = ENDPOINTS[name];
  const present = Object.entries(args).filter((entry): entry is [string, Json] => entry[1] !== ABSENT);
  let url = buildApiUrl(target.url, route);
  let body: string | undefined;
  if (method === 'GET') {
    const query = new URLSearchParams();
    for (const [key, value] of present) {
      if (typeof value === 'string') query.append(key, value);
      else if (Array.isArray(value)) for (const item of value) query.append(`${key}[]`, String(item));
      else if (typeof value === 'object' && value !== null) for (const [field, item] of Object.entries(value)) query.append(`${key}[${field}]`, String(item));
      else throw new Error(`${name}: a GET's query carries text, lists and maps only, not ${JSON.stringify(value)}.`);
    }
    if (present.length > 0) url = `${url}&${query.toString()}`;
  } else {
    body = JSON.stringify(Object.fromEntries(present));
  }
  const response = await fetch(url, {
    method,
    headers: { ...(bearerToken === null ? {} : { Authorization: `Bearer ${bearerToken}` }), 'Content-Type': 'application/json' },
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: compared as it is */
  }
  return summaryOf(response.status, parsed);
}

let runs = 0;

describe.each(conformanceTargets())('WooCommerce conformance [%s]: /api/v1 under bad input', (targetName) => {
  let target: ConformanceTarget;
  let competition: TestCompetition;
  beforeAll(async () => {
    target = await startTarget(targetName);
    competition = await target.addCompetition();
  }, TARGET_START_TIMEOUT_MS);
  afterAll(() => target?.close());

  it('the table holds every /api/v1 route of the endpoint table, the operator route included', () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...API_V1_NAMES].sort());
    expect(API_V1_NAMES).toContain('postalEntry');
  });

  it.each(API_V1_NAMES.map((name) => [name, ENDPOINTS[name].route] as const))('%s (%s): every malformed call is refused alike', async (name) => {
    const route = ROUTES[name];
    runs += 1;
    const shop: Shop = { target, competition, unique: `${targetName}-${process.pid}-${runs}` };
    let customer = route.caller === 'customer' ? await target.addCustomer() : null;
    const results: { label: string; answer: Summary }[] = [];
    const expected: { label: string; answer: Summary }[] = [];
    for (const call of callsOf(name, route.valid(shop))) {
      if (route.caller === 'customer each call') customer = await target.addCustomer();
      const callerToken = customer?.token ?? (route.caller === 'operator' ? target.operatorToken : SERVICE_TOKEN);
      const bearerToken = call.as === 'nobody' ? null : call.as === 'storefront' ? SERVICE_TOKEN : callerToken;
      // A signed-in caller's token goes in `token` too, as the storefront sends it (unless the case sends its own).
      const args =
        customer && !('token' in call.args) && 'token' in route.args && call.label !== 'no arguments at all'
          ? { token: customer.token, ...call.args }
          : call.args;
      results.push({ label: call.label, answer: await send(target, name, args, bearerToken) });
      expected.push({ label: call.label, answer: call.expected });
    }
    expect(results).toEqual(expected);
  });
});
