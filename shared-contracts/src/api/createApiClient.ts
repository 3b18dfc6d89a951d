import { getDotPath, parse, safeParse, type GenericSchema } from 'valibot';
import { WinnerStatsSchema } from '../entities/site';
import { ApiError } from './apiError';
import { clearAuthToken, readAuthToken, safeStorage, saveAuthToken, type KeyValueStorage } from './authToken';
import { CartSession } from './cartSession';
import type { CompetitionLookup } from './cartCompetitions';
import type { Cart, CartItem, CartItemAnswer } from '../entities/cart';
import { ENDPOINTS, loadEndpointSchemas, type EndpointInput, type EndpointName, type EndpointOutput } from './endpoints';
import { buildApiUrl } from './apiUrl';
import type { ShopApi } from './shopApi';

export interface ApiClientOptions {
  /** The API host: calls go to `{host}/competition/index.php/wp-json/`, or to `{host}` when it ends in `wp-json/` (`buildApiUrl`). */
  host: string;
  /** The fixed service bearer credential for shop and settings calls. */
  serviceToken: string;
  /**
   * Where the public reads go (endpoints marked `publicRead`): the storefront's own origin, whose render
   * server answers them from its cache. Without it they go to `host` with every other call.
   */
  publicHost?: string;
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
  now?: () => number;
}

interface CallOptions {
  /** Only the answer's headers matter (the nonce fetch): the body is not checked. */
  headersOnly?: boolean;
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

/**
 * The names in WordPress's `data.params` (what a 400 refused): an object keyed by name for rest_invalid_param,
 * an array of names for rest_missing_callback_param; none when absent (Object() makes a missing value an empty object).
 */
function refusedParams(body: unknown): string[] {
  const params: unknown = Object(Object(body).data).params;
  return Array.isArray(params) ? params.map(String) : Object.keys(Object(params));
}

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
    const isGet = endpoint.method === 'GET';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${(endpoint.bearer === 'user' && token()) || options.serviceToken}`,
      ...(isGet ? {} : { 'Content-Type': 'application/json' }),
      ...(isCart ? session.headers() : {}),
    };
    const host = 'publicRead' in endpoint && options.publicHost !== undefined ? options.publicHost : options.host;
    const url = buildApiUrl(host, endpoint.route, isGet ? asQuery(payload as object) : {});
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
      let freshCart: Cart | undefined;
      // A valid Cart-Token needs no nonce (WooCommerce 9.3+), so a write refused for want of one carried a token
      // the site no longer knows: that basket is gone. Its session is dropped and a fresh one fetched, whose
      // basket goes with the error; the write is not made again behind the customer's back.
      if (isCart && !isGet && NONCE_REFUSALS.has(code)) {
        session.forget();
        freshCart = await api.getCart().catch(() => undefined);
      }
      throw new ApiError(`${name}: HTTP ${response.status}${message ? ` ${message}` : ''}`, response.status, code, message, refusedParams(body), freshCart);
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

    getNonce: async () => {
      if (session.hasFreshNonce()) return session.nonce;
      session.forgetNonce();
      // A stored Cart-Token lets a write through without a nonce; a stock WooCommerce never shows its nonce.
      if (session.cartToken) return '';
      try {
        await call('cart', {}, { headersOnly: true });
      } catch (error) {
        console.error('[api] nonce fetch failed:', error);
        return false;
      }
      if (session.nonce || session.cartToken) return session.nonce;
      console.error('[api] the cart answer brought neither a Nonce nor a Cart-Token');
      return false;
    },
    getCart: () => cartWithCompetitions(call('cart', {})),
    getCartItems: () => completeLines(call('cartItems', {})),
    addItem: (request) =>
      cartWithCompetitions(
        // The spec's payload names them; WooCommerce reads only the headers (JSON drops an undefined field).
        call('cartAddItem', { ...request, nonce: (request.nonce ?? session.nonce) || undefined, cart_header: session.cartToken || undefined }),
      ),
    updateItem: (request) => cartWithCompetitions(call('cartUpdateItem', request)),
    removeItem: (request) => cartWithCompetitions(call('cartRemoveItem', request)),
    applyCoupon: (code) => cartWithCompetitions(call('cartApplyCoupon', { code })),
    removeCoupon: (code) => cartWithCompetitions(call('cartRemoveCoupon', { code })),
    checkout: (request) => call('checkout', request),

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
