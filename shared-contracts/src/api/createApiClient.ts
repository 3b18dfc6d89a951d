import * as v from 'valibot';
import { CartItemSchema, CartSchema } from '../entities/cart';
import { CompetitionSchema } from '../entities/competition';
import { WinnerStatsSchema } from '../entities/site';
import { ApiError } from './apiError';
import { clearAuthToken, readAuthToken, saveAuthToken, type KeyValueStorage } from './authToken';
import { CartSession } from './cartSession';
import { REST_ROUTES, buildApiUrl } from './restRoutes';
import * as S from './schemas';
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

type Schema = v.GenericSchema<unknown, unknown>;

interface Call<TSchema extends Schema> {
  route: string;
  schema: TSchema;
  method?: 'GET' | 'POST';
  body?: object;
  query?: Record<string, string | number>;
  /** 'user': the signed-in user's token is the bearer value (spec section 6, mutation calls). */
  bearer?: 'service' | 'user';
  /** Store API cart calls carry and refresh the nonce and Cart-Token. */
  cart?: boolean;
  /** api/v1 answers with success false resolve instead of rejecting (the UI shows their error). */
  allowUnsuccessful?: boolean;
}

const CheckoutResponseSchema = v.object({
  order_id: v.number(),
  status: v.string(),
  order_key: v.string(),
  order_number: v.string(),
  customer_note: v.optional(v.string(), ''),
  customer_id: v.number(),
  payment_method: v.string(),
  payment_result: v.object({
    payment_status: v.picklist(['success', 'pending', 'failure', 'error']),
    payment_details: v.array(v.object({ key: v.string(), value: v.string() })),
    redirect_url: v.string(),
  }),
});

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

/** The one typed client for every call the storefront makes. */
export function createApiClient(options: ApiClientOptions): ShopApi {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const storage = options.storage ?? globalThis.localStorage;
  const session = new CartSession(storage, options.now ?? Date.now);
  const token = () => readAuthToken(storage);
  const withToken = <T extends object>(body: T) => ({ ...body, token: token() });

  async function call<TSchema extends Schema>(request: Call<TSchema>): Promise<v.InferOutput<TSchema>> {
    const name = request.route.split('/').pop() ?? request.route;
    const bearer = request.bearer === 'user' && token() ? token() : options.serviceToken;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${bearer}`,
      ...(request.body ? { 'Content-Type': 'application/json' } : {}),
      ...(request.cart ? session.headers() : {}),
    };
    let response: Response;
    try {
      response = await fetchImpl(buildApiUrl(options.host, request.route, request.query), {
        method: request.method ?? (request.body ? 'POST' : 'GET'),
        headers,
        body: request.body ? JSON.stringify(request.body) : undefined,
      });
    } catch (error) {
      throw new ApiError(`${name}: network error (${error instanceof Error ? error.message : String(error)})`, 0, 'network_error', null);
    }
    if (request.cart) session.remember(response.headers);
    const body = await readBody(response);
    if (!response.ok) {
      const { code, message } = serverText(body);
      throw new ApiError(`${name}: HTTP ${response.status}${message ? ` ${message}` : ''}`, response.status, code, message);
    }
    const unsuccessful = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
    if (unsuccessful && !request.allowUnsuccessful) {
      const { code, message } = serverText(body);
      throw new ApiError(`${name}: unsuccessful${message ? ` (${message})` : ''}`, response.status, code || 'unsuccessful', message);
    }
    const parsed = v.safeParse(request.schema, body);
    if (!parsed.success) {
      throw new ApiError(`${name}: malformed answer (${parsed.issues[0].message} at ${v.getDotPath(parsed.issues[0]) ?? 'root'})`, 0, 'malformed_response', null);
    }
    return parsed.output;
  }

  const signedIn = async (userCall: Promise<v.InferOutput<typeof S.UserResponseSchema>>) => {
    const { data } = await userCall;
    if (data.token) saveAuthToken(storage, data.token);
    return data;
  };
  const page = (request: { page: number; limit?: number }) => withToken({ page: request.page, limit: request.limit ?? 12 });

  const api: ShopApi = {
    getSeoSettings: async () => (await call({ route: REST_ROUTES.seoSettings, schema: S.SeoSettingsResponseSchema, body: { page: 'Home' } })).data[0] ?? null,
    getSettings: async () => (await call({ route: REST_ROUTES.settings, schema: S.SettingsResponseSchema })).data,
    getWinnerStats: async () => v.parse(WinnerStatsSchema, await call({ route: REST_ROUTES.winnerStats, schema: S.WinnerStatsResponseSchema })),
    getHowItWorks: async () => (await call({ route: REST_ROUTES.howItWorks, schema: S.HowItWorksResponseSchema })).data,
    getFaqs: async () => (await call({ route: REST_ROUTES.faqs, schema: S.FaqsResponseSchema })).data,
    getLegalTerms: async () => (await call({ route: REST_ROUTES.legalTerms, schema: S.LegalTermsResponseSchema })).data,
    contact: (request) => call({ route: REST_ROUTES.contact, schema: S.SuccessResponseSchema, body: request, allowUnsuccessful: true }),

    listCompetitions: (request) => call({ route: REST_ROUTES.competitions, schema: S.CompetitionListResponseSchema, body: { ...page(request), category: request.category } }),
    listDrawnNext: (request) => call({ route: REST_ROUTES.drawnNext, schema: S.CompetitionListResponseSchema, body: page(request) }),
    listFinishedSoldOut: (request) => call({ route: REST_ROUTES.finishedSoldOut, schema: S.CompetitionListResponseSchema, body: page(request) }),
    listFeatured: (request) => call({ route: REST_ROUTES.featured, schema: S.CompetitionListResponseSchema, body: { ...page(request), ...(request.category ? { category: request.category } : {}) } }),
    getCompetition: async (id) => (await call({ route: REST_ROUTES.competitionDetail, schema: S.CompetitionDetailResponseSchema, body: withToken({ id }) })).data,
    getOtherCompetitions: async (request) =>
      (await call({ route: REST_ROUTES.otherCompetitions, schema: v.object({ data: v.array(CompetitionSchema) }), body: withToken(request) })).data,
    getDrawResults: (request) => call({ route: REST_ROUTES.drawResults, schema: S.DrawResultsResponseSchema, body: page(request) }),
    getWinners: (request) => call({ route: REST_ROUTES.winners, schema: S.WinnersResponseSchema, body: page(request) }),

    refreshNonce: async () => {
      try {
        await call({ route: REST_ROUTES.cart, schema: v.unknown(), cart: true });
        return session.nonce || false;
      } catch (error) {
        console.error('[api] nonce fetch failed:', error);
        return false;
      }
    },
    getNonce: async () => (session.hasFreshNonce() ? session.nonce : api.refreshNonce()),
    getCart: () => call({ route: REST_ROUTES.cart, schema: CartSchema, cart: true, query: token() ? { token: token() } : {} }),
    getCartItems: () => call({ route: REST_ROUTES.cartItems, schema: v.array(CartItemSchema), cart: true, query: token() ? { token: token() } : {} }),
    addItem: (request) =>
      call({
        route: REST_ROUTES.cartAddItem,
        schema: CartSchema,
        cart: true,
        body: withToken({ ...request, nonce: request.nonce ?? session.nonce, cart_header: request.cart_header ?? session.cartToken }),
      }),
    updateItem: (request) => call({ route: REST_ROUTES.cartUpdateItem, schema: CartSchema, cart: true, body: withToken(request) }),
    removeItem: (request) => call({ route: REST_ROUTES.cartRemoveItem, schema: CartSchema, cart: true, body: withToken(request) }),
    applyCoupon: (code) => call({ route: REST_ROUTES.cartApplyCoupon, schema: CartSchema, cart: true, body: withToken({ code }) }),
    removeCoupon: (code) => call({ route: REST_ROUTES.cartRemoveCoupon, schema: CartSchema, cart: true, body: withToken({ code }) }),
    checkout: (request) => call({ route: REST_ROUTES.checkout, schema: CheckoutResponseSchema, cart: true, body: withToken(request) }),

    checkAuth: () => signedIn(call({ route: REST_ROUTES.checkAuth, schema: S.UserResponseSchema, body: withToken({}) })),
    login: (request) => signedIn(call({ route: REST_ROUTES.login, schema: S.UserResponseSchema, body: request })),
    register: (request) => signedIn(call({ route: REST_ROUTES.register, schema: S.UserResponseSchema, body: request })),
    forgotPassword: (request) => call({ route: REST_ROUTES.forgotPassword, schema: S.SuccessResponseSchema, body: request, allowUnsuccessful: true }),
    resetPassword: (request) => call({ route: REST_ROUTES.resetPassword, schema: S.SuccessResponseSchema, body: request, allowUnsuccessful: true }),
    logout: async () => {
      try {
        await call({ route: REST_ROUTES.logout, schema: S.SuccessResponseSchema, body: withToken({}), bearer: 'user' });
      } finally {
        clearAuthToken(storage);
      }
    },
    loginAsUser: (key) => signedIn(call({ route: REST_ROUTES.loginAsUser, schema: S.UserResponseSchema, body: { key } })),

    updateProfile: (request) => call({ route: REST_ROUTES.updateProfile, schema: S.UpdateProfileResponseSchema, body: withToken(request), bearer: 'user', allowUnsuccessful: true }),
    getUserDetails: async () => (await call({ route: REST_ROUTES.getUserDetails, schema: S.UserResponseSchema, body: withToken({}) })).data,
    updateUserDetails: (request) => call({ route: REST_ROUTES.updateUserDetails, schema: S.SuccessResponseSchema, body: withToken(request), bearer: 'user', allowUnsuccessful: true }),
    saveBankDetails: (request) =>
      call({ route: REST_ROUTES.bankDetails, schema: S.BankDetailsResponseSchema, query: { token: token(), ...request }, bearer: 'user', allowUnsuccessful: true }),
    getPoints: (request) => call({ route: REST_ROUTES.points, schema: S.PointsResponseSchema, body: withToken(request) }),
    getCoupons: async () => (await call({ route: REST_ROUTES.coupons, schema: S.CouponsResponseSchema, body: withToken({}) })).data,
    getSiteCredit: () => call({ route: REST_ROUTES.siteCredit, schema: S.SiteCreditResponseSchema, body: withToken({}) }),
    getOrders: (request) => call({ route: REST_ROUTES.orders, schema: S.OrdersResponseSchema, body: withToken({ page: request.page, limit: request.limit ?? 10 }) }),
    getOrderDetail: async (id) => (await call({ route: REST_ROUTES.orderDetail, schema: S.OrderDetailResponseSchema, body: withToken({ id }) })).data,
    getPurchasedCompetitions: () => call({ route: REST_ROUTES.purchasedCompetitions, schema: S.PurchasedCompetitionsResponseSchema, body: withToken({}) }),
    updateResponsibleGaming: async (request) =>
      (await call({ route: REST_ROUTES.responsibleGaming, schema: S.UserResponseSchema, body: withToken(request), bearer: 'user' })).data,
    claimPrize: (request) => call({ route: REST_ROUTES.claimPrize, schema: S.SuccessResponseSchema, body: withToken(request), bearer: 'user', allowUnsuccessful: true }),
  };
  return api;
}
