import { getDotPath, parse, safeParse, type GenericSchema } from 'valibot';
import { WinnerStatsSchema } from '../entities/site';
import { ApiError } from './apiError';
import { clearAuthToken, readAuthToken, safeStorage, saveAuthToken, type KeyValueStorage } from './authToken';
import { CartSession } from './cartSession';
import type { CompetitionLookup } from './cartCompetitions';
import type { CartItem, CartItemAnswer } from '../entities/cart';
import { ENDPOINTS, loadEndpointSchemas, type EndpointInput, type EndpointName, type EndpointOutput } from './endpoints';
import { buildApiUrl } from './apiUrl';
import type { ShopApi } from './shopApi';

export interface ApiClientOptions {
  /** `{host}` of spec section 7. */
  host: string;
  /** The fixed service bearer credential for shop and settings calls. */
  serviceToken: string;
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
  now?: () => number;
}

interface CallOptions {
  /** Only the answer's headers matter (the nonce fetch): the body is not checked. */
  headersOnly?: boolean;
  /** A cart call already retried once with a fresh cart session. */
  retried?: boolean;
  /** A cart read made again as a guest's: the API refused the customer's token as the bearer. */
  asGuest?: boolean;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

function serverText(body: unknown): { code: string; message: string | null } {
  if (typeof body !== 'object' || body === null) return { code: '', message: null };
  const record = body as Record<string, unknown>;
  const message = [record.error, record.message].find((value): value is string => typeof value === 'string' && value !== '');
  return { code: typeof record.code === 'string' ? record.code : '', message: message ?? null };
}

/** The names in WordPress's `data.params` (what a 400 refused); none when absent (Object() makes a missing value an empty object). */
const refusedParams = (body: unknown): string[] => Object.keys(Object(Object(Object(body).data).params));

async function parseAnswer(schema: GenericSchema, body: unknown): Promise<{ success: true; output: unknown } | { success: false; problem: string }> {
  const result = safeParse(schema, body);
  if (result.success) return { success: true, output: result.output };
  const issue = result.issues[0];
  // valibot quotes what it received: a garbled answer would put the whole body (personal data included) in logs.
  return { success: false, problem: `${issue.message.slice(0, 200)} at ${getDotPath(issue) ?? 'root'}` };
}

function asQuery(payload: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(payload)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, typeof value === 'number' ? value : String(value)]),
  );
}

const NONCE_REFUSALS = new Set(['woocommerce_rest_invalid_nonce', 'woocommerce_rest_missing_nonce']);

/** The one typed client for every call the storefront makes. */
export function createApiClient(options: ApiClientOptions): ShopApi {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const storage = options.storage ?? safeStorage(() => globalThis.localStorage);
  const now = options.now ?? Date.now;
  const session = new CartSession(storage, now);
  const token = () => readAuthToken(storage);
  const withToken = <T extends object>(body: T) => ({ ...body, token: token() });

  /** One call of the endpoint table: URL, method, bearer and cart session from the table; the answer checked. */
  async function call<K extends EndpointName>(name: K, payload: EndpointInput<K>, callOptions: CallOptions = {}): Promise<EndpointOutput<K>> {
    const endpoint = ENDPOINTS[name];
    const isCart = 'cart' in endpoint;
    const userBearer = endpoint.bearer === 'user' && !callOptions.asGuest ? token() : '';
    const bearer = userBearer || options.serviceToken;
    const isGet = endpoint.method === 'GET';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${bearer}`,
      ...(isGet ? {} : { 'Content-Type': 'application/json' }),
      ...(isCart ? session.headers() : {}),
    };
    const url = buildApiUrl(options.host, endpoint.route, isGet ? asQuery(payload as object) : {});
    const send = () => fetchImpl(url, { method: endpoint.method, headers, body: isGet ? undefined : JSON.stringify(payload) });
    const [schemas, response] = await Promise.all([
      loadEndpointSchemas(name),
      send().catch((error: unknown) => {
        throw new ApiError(`${name}: network error (${error instanceof Error ? error.message : String(error)})`, 0, 'network_error', null);
      }),
    ]);
    if (isCart) session.remember(response.headers);
    const body = await readBody(response);
    if (!response.ok) {
      const { code, message } = serverText(body);
      // The Store API serves guests too: a cart read whose bearer, the customer's token, is no longer accepted
      // (lapsed or revoked, before the sign-in check drops it) is made as a guest's rather than failing.
      if (isCart && isGet && userBearer && response.status === 401) return call(name, payload, { ...callOptions, asGuest: true });
      // The nonce is bound to the cart session and the signed-in user: a write refused for a nonce of another
      // session (a sign-in or sign-out since) or none at all refreshes the session (GET /cart) and is made again, once.
      if (isCart && NONCE_REFUSALS.has(code) && !callOptions.retried && !callOptions.headersOnly) {
        session.forgetNonce();
        await call('cart', {}, { headersOnly: true, retried: true }).catch(() => undefined);
        return call(name, payload, { ...callOptions, retried: true });
      }
      throw new ApiError(`${name}: HTTP ${response.status}${message ? ` ${message}` : ''}`, response.status, code, message, refusedParams(body));
    }
    const unsuccessful = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
    if (unsuccessful && !('softErrors' in endpoint)) {
      const { code, message } = serverText(body);
      throw new ApiError(`${name}: unsuccessful${message ? ` (${message})` : ''}`, response.status, code || 'unsuccessful', message);
    }
    if (callOptions.headersOnly) return body as EndpointOutput<K>;
    const parsed = await parseAnswer(schemas.response, body);
    if (!parsed.success) {
      throw new ApiError(`${name}: malformed answer (${parsed.problem})`, 0, 'malformed_response', null);
    }
    return parsed.output as EndpointOutput<K>;
  }

  const signedIn = async (userCall: Promise<EndpointOutput<'login'>>) => {
    const { data } = await userCall;
    if (data.token && data.token !== token()) {
      saveAuthToken(storage, data.token);
      session.forgetNonce();
    }
    return data;
  };
  const page = (request: { page: number; limit?: number }) => withToken({ page: request.page, limit: request.limit ?? 12 });
  const cartSession = () => ({ token: token(), nonce: session.nonce, cart_header: session.cartToken });
  // A plain WooCommerce sends cart lines without the competition: it is looked up by the line's product id.
  const competitionOfProduct: CompetitionLookup = async (productId) => (await call('competitionDetail', withToken({ id: productId }))).data;
  // The lines' completion (a chunk of its own) loads with the first cart call, as the cart schemas do.
  let completion: Promise<(lines: Promise<readonly CartItemAnswer[]>) => Promise<CartItem[]>> | null = null;
  const completeLines = async (lines: Promise<readonly CartItemAnswer[]>) => {
    // The cart call may fail while the chunk loads: its failure is met where the lines are awaited, not as an unhandled rejection.
    lines.catch(() => undefined);
    if (!completion) {
      completion = import('./cartLines').then((module) => module.createCartCompletion(storage, competitionOfProduct));
      // A chunk that failed to load (network) is asked for again by the next cart call.
      completion.catch(() => (completion = null));
    }
    return (await completion)(lines);
  };
  const cartWithCompetitions = async (answer: Promise<EndpointOutput<'cart'>>) => {
    const [cart, items] = await Promise.all([answer, completeLines(answer.then((cart) => cart.items))]);
    return { ...cart, items };
  };

  const api: ShopApi = {
    getSeoSettings: async () => (await call('seoSettings', { page: 'Home' })).data[0] ?? null,
    getSettings: async () => (await call('settings', {})).data,
    getWinnerStats: async () => parse(WinnerStatsSchema, await call('winnerStats', {})),
    getHowItWorks: async () => (await call('howItWorks', {})).data,
    getFaqs: async () => (await call('faqs', {})).data,
    getLegalTerms: async () => (await call('legalTerms', {})).data,
    contact: (request) => call('contact', request),
    postChatMessage: (request) => call('communityChat', withToken(request)),
    getChatHistory: async () => (await call('chatHistory', {})).data,

    listCompetitions: (request) => call('competitions', { ...page(request), category: request.category }),
    listDrawnNext: (request) => call('drawnNext', page(request)),
    listFinishedSoldOut: (request) => call('finishedSoldOut', page(request)),
    listFeatured: (request) => call('featured', { ...page(request), ...(request.category ? { category: request.category } : {}) }),
    getCompetition: async (id) => (await call('competitionDetail', withToken({ id }))).data,
    getOtherCompetitions: async (request) => (await call('otherCompetitions', withToken(request))).data,
    getDrawResults: (request) => call('drawResults', page(request)),
    getDrawProof: (competitionId) => call('drawProof', { competition_id: competitionId }),
    getWinners: (request) => call('winners', page(request)),

    refreshNonce: async () => {
      try {
        await call('cart', {}, { headersOnly: true });
        return session.nonce || false;
      } catch (error) {
        console.error('[api] nonce fetch failed:', error);
        return false;
      }
    },
    getNonce: async () => (session.hasFreshNonce() ? session.nonce : api.refreshNonce()),
    getCart: () => cartWithCompetitions(call('cart', {})),
    getCartItems: () => completeLines(call('cartItems', {})),
    addItem: (request) =>
      cartWithCompetitions(
        call('cartAddItem', { ...cartSession(), ...request, nonce: request.nonce ?? session.nonce, cart_header: request.cart_header ?? session.cartToken }),
      ),
    updateItem: (request) => cartWithCompetitions(call('cartUpdateItem', { ...cartSession(), ...request })),
    removeItem: (request) => cartWithCompetitions(call('cartRemoveItem', { ...cartSession(), ...request })),
    applyCoupon: (code) => cartWithCompetitions(call('cartApplyCoupon', { ...cartSession(), code })),
    removeCoupon: (code) => cartWithCompetitions(call('cartRemoveCoupon', { ...cartSession(), code })),
    checkout: (request) => call('checkout', { ...cartSession(), ...request }),

    checkAuth: () => signedIn(call('checkAuth', withToken({}))),
    login: (request) => signedIn(call('login', request)),
    register: (request) => signedIn(call('register', request)),
    forgotPassword: (request) => call('forgotPassword', request),
    resetPassword: (request) => call('resetPassword', request),
    logout: async () => {
      try {
        await call('logout', withToken({}));
      } finally {
        clearAuthToken(storage);
        session.forget();
      }
    },
    loginAsUser: (key) => signedIn(call('loginAsUser', { key })),

    updateProfile: (request) => call('updateProfile', withToken(request)),
    getUserDetails: async () => (await call('getUserDetails', withToken({}))).data,
    updateUserDetails: (request) => call('updateUserDetails', withToken(request)),
    saveBankDetails: (request) => call('bankDetails', { token: token(), ...request }),
    getSavedBankDetails: async () => (await call('bankDetailsSaved', withToken({}))).data,
    getPoints: (request) => call('points', withToken(request)),
    getCoupons: async () => (await call('coupons', withToken({}))).data,
    getSiteCredit: () => call('siteCredit', withToken({})),
    getOrders: (request) => call('orders', withToken({ page: request.page, limit: request.limit ?? 10 })),
    getOrderDetail: async (id) => (await call('orderDetail', withToken({ id }))).data,
    getPurchasedCompetitions: () => call('purchasedCompetitions', withToken({})),
    updateResponsibleGaming: async (request) => (await call('responsibleGaming', withToken(request))).data,
    claimPrize: (request) => call('claimPrize', withToken(request)),
  };
  return api;
}
