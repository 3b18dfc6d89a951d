import type * as v from 'valibot';
import { siteSchemas } from './contract/site';

/**
 * The one endpoint table: every call the storefront makes, with with its method,
 * `rest_route`, which bearer it carries and where its request and response schemas live. The API client
 * is driven and typed by it; store-api registers its handlers keyed by it and parses bodies with the same
 * request schemas. Schemas load on first use (one chunk per group), so a page's first load carries only
 * the schemas of the calls it makes. The site group is the exception: every page asks for the site's
 * settings as it starts, so its schemas come with this table instead of as a file of their own.
 */
const site = () => Promise.resolve(siteSchemas);
const catalogue = () => import('./contract/catalogue').then((module) => module.catalogueSchemas);
const draws = () => import('./contract/draws').then((module) => module.drawSchemas);
const cart = () => import('./contract/cart').then((module) => module.cartSchemas);
const auth = () => import('./contract/auth').then((module) => module.authSchemas);
const account = () => import('./contract/account').then((module) => module.accountSchemas);
const messages = () => import('./contract/messages').then((module) => module.messageSchemas);
const operator = () => import('./contract/operator').then((module) => module.operatorSchemas);

type Method = 'GET' | 'POST';
/**
 * 'service': the fixed service bearer; 'user': the signed-in user's token when there is one,
 * the service bearer for a guest. Every Store API call is 'user': WooCommerce knows the customer only as the
 * WordPress user, which the companion plugin's `determine_current_user` filter finds from this bearer
 * (docs/backend.md), so no Store API body or URL names the customer. 'operator': the shop's staff, never the
 * storefront: store-api accepts only its operator bearer (STORE_API_OPERATOR_TOKEN), never the service bearer,
 * which is in every storefront's public config.json (anything else is refused 403 `rest_forbidden`).
 */
type Bearer = 'service' | 'user' | 'operator';

interface EndpointDefinition {
  method: Method;
  route: `/${string}`;
  bearer: Bearer;
  /** Loads the schema group holding this endpoint's `{ request, response }` under the endpoint's name. */
  schemas: () => Promise<Record<string, { request: v.GenericSchema; response: v.GenericSchema }>>;
  /** Store API cart call: sends and refreshes the nonce and Cart-Token. */
  cart?: true;
  /** Answers `success: false` with an `error` text the customer should see, instead of an HTTP error. */
  softErrors?: true;
  /**
   * A public read: the answer is the same for every customer (a `token` in the body changes nothing), so the
   * storefront answers it from its own cache (shell/src/server/publicReads) and the browser may ask the
   * storefront's origin for it. Nothing private, nothing that sells, is ever marked.
   */
  publicRead?: true;
}

const endpoint = <const T extends EndpointDefinition>(definition: T) => definition;

export const ENDPOINTS = {
  // The storefront's original calls
  seoSettings: endpoint({ method: 'POST', route: '/api/v1/getSEOSettings', bearer: 'service', schemas: site, publicRead: true }),
  cart: endpoint({ method: 'GET', route: '/wc/store/v1/cart', bearer: 'user', schemas: cart, cart: true }),
  cartAddItem: endpoint({ method: 'POST', route: '/wc/store/v1/cart/add-item', bearer: 'user', schemas: cart, cart: true }),
  cartItems: endpoint({ method: 'GET', route: '/wc/store/v1/cart/items', bearer: 'user', schemas: cart, cart: true }),
  checkAuth: endpoint({ method: 'POST', route: '/api/v1/check-auth', bearer: 'service', schemas: auth }),
  updateProfile: endpoint({ method: 'POST', route: '/api/v1/updateProfile', bearer: 'user', schemas: account, softErrors: true }),
  getUserDetails: endpoint({ method: 'POST', route: '/api/v1/get_user_details', bearer: 'service', schemas: account }),
  updateUserDetails: endpoint({ method: 'POST', route: '/api/v1/update_user_details', bearer: 'user', schemas: account, softErrors: true }),
  bankDetails: endpoint({ method: 'GET', route: '/api/v1/get_bank_details', bearer: 'user', schemas: account, softErrors: true }),
  bankDetailsSaved: endpoint({ method: 'POST', route: '/api/v1/get_saved_bank_details', bearer: 'user', schemas: account }),
  points: endpoint({ method: 'POST', route: '/api/v1/points', bearer: 'service', schemas: account }),
  coupons: endpoint({ method: 'POST', route: '/api/v1/get_coupons', bearer: 'service', schemas: account }),
  orders: endpoint({ method: 'POST', route: '/api/v1/orders', bearer: 'service', schemas: account }),
  orderDetail: endpoint({ method: 'POST', route: '/api/v1/order_detail', bearer: 'service', schemas: account }),
  purchasedCompetitions: endpoint({ method: 'POST', route: '/api/v1/get_purchased_competition', bearer: 'service', schemas: account }),
  settings: endpoint({ method: 'GET', route: '/api/v1/getsettings', bearer: 'service', schemas: site, publicRead: true }),
  winnerStats: endpoint({ method: 'GET', route: '/api/v1/get_realtime_winners_prize_value', bearer: 'service', schemas: site, publicRead: true }),
  competitions: endpoint({ method: 'POST', route: '/api/v1/competition', bearer: 'service', schemas: catalogue, publicRead: true }),
  drawnNext: endpoint({ method: 'POST', route: '/api/v1/drawn_next_competition', bearer: 'service', schemas: catalogue, publicRead: true }),
  finishedSoldOut: endpoint({ method: 'POST', route: '/api/v1/finished_soldout_competition', bearer: 'service', schemas: catalogue, publicRead: true }),
  featured: endpoint({ method: 'POST', route: '/api/v1/featured_competition', bearer: 'service', schemas: catalogue, publicRead: true }),
  competitionDetail: endpoint({ method: 'POST', route: '/api/v1/getcompetition', bearer: 'service', schemas: catalogue, publicRead: true }),
  otherCompetitions: endpoint({ method: 'POST', route: '/api/v1/getOtherComps', bearer: 'service', schemas: catalogue, publicRead: true }),
  howItWorks: endpoint({ method: 'GET', route: '/api/v1/gethowitworkssettings', bearer: 'service', schemas: site, publicRead: true }),
  // WooCommerce Store API calls beyond the spec's three (basket page and checkout)
  cartUpdateItem: endpoint({ method: 'POST', route: '/wc/store/v1/cart/update-item', bearer: 'user', schemas: cart, cart: true }),
  cartRemoveItem: endpoint({ method: 'POST', route: '/wc/store/v1/cart/remove-item', bearer: 'user', schemas: cart, cart: true }),
  cartApplyCoupon: endpoint({ method: 'POST', route: '/wc/store/v1/cart/apply-coupon', bearer: 'user', schemas: cart, cart: true }),
  cartRemoveCoupon: endpoint({ method: 'POST', route: '/wc/store/v1/cart/remove-coupon', bearer: 'user', schemas: cart, cart: true }),
  checkout: endpoint({ method: 'POST', route: '/wc/store/v1/checkout', bearer: 'user', schemas: cart, cart: true }),
  checkoutDraft: endpoint({ method: 'GET', route: '/wc/store/v1/checkout', bearer: 'user', schemas: cart, cart: true }),
  // Designed here (spec: not shown)
  login: endpoint({ method: 'POST', route: '/api/v1/login', bearer: 'service', schemas: auth }),
  register: endpoint({ method: 'POST', route: '/api/v1/register', bearer: 'service', schemas: auth }),
  forgotPassword: endpoint({ method: 'POST', route: '/api/v1/forgot_password', bearer: 'service', schemas: auth, softErrors: true }),
  resetPassword: endpoint({ method: 'POST', route: '/api/v1/reset_password', bearer: 'service', schemas: auth, softErrors: true }),
  logout: endpoint({ method: 'POST', route: '/api/v1/logout', bearer: 'user', schemas: auth }),
  loginAsUser: endpoint({ method: 'POST', route: '/api/v1/login_as_user', bearer: 'service', schemas: auth }),
  siteCredit: endpoint({ method: 'POST', route: '/api/v1/get_site_credit', bearer: 'service', schemas: account }),
  responsibleGaming: endpoint({ method: 'POST', route: '/api/v1/update_responsible_gaming', bearer: 'user', schemas: account }),
  claimPrize: endpoint({ method: 'POST', route: '/api/v1/claim_prize', bearer: 'user', schemas: account, softErrors: true }),
  drawResults: endpoint({ method: 'POST', route: '/api/v1/draw_results', bearer: 'service', schemas: draws, publicRead: true }),
  drawProof: endpoint({ method: 'POST', route: '/api/v1/draw_proof', bearer: 'service', schemas: draws, publicRead: true }),
  winners: endpoint({ method: 'POST', route: '/api/v1/winners', bearer: 'service', schemas: catalogue, publicRead: true }),
  faqs: endpoint({ method: 'GET', route: '/api/v1/get_faqs', bearer: 'service', schemas: site, publicRead: true }),
  legalTerms: endpoint({ method: 'GET', route: '/api/v1/get_legal_terms', bearer: 'service', schemas: site, publicRead: true }),
  contact: endpoint({ method: 'POST', route: '/api/v1/contact', bearer: 'service', schemas: messages, softErrors: true }),
  communityChat: endpoint({ method: 'POST', route: '/api/v1/community_chat', bearer: 'user', schemas: messages }),
  chatHistory: endpoint({ method: 'GET', route: '/api/v1/get_community_chat', bearer: 'service', schemas: catalogue }),
  // The operator's calls (not the storefront's)
  postalEntry: endpoint({ method: 'POST', route: '/api/v1/postal_entry', bearer: 'operator', schemas: operator, softErrors: true }),
};

/** Every schema group's `{ request, response }` pairs, keyed by endpoint name. */
type SchemaMap = Awaited<ReturnType<typeof site>> &
  Awaited<ReturnType<typeof catalogue>> &
  Awaited<ReturnType<typeof draws>> &
  Awaited<ReturnType<typeof cart>> &
  Awaited<ReturnType<typeof auth>> &
  Awaited<ReturnType<typeof account>> &
  Awaited<ReturnType<typeof messages>> &
  Awaited<ReturnType<typeof operator>>;

/** Every endpoint of the table; the compiler refuses one without schemas. */
export type EndpointName = keyof typeof ENDPOINTS & keyof SchemaMap;
const everyEndpointHasSchemas: Exclude<keyof typeof ENDPOINTS, keyof SchemaMap> extends never ? true : never = true;
void everyEndpointHasSchemas;

/** The `{ request, response }` schemas of one endpoint. */
export type EndpointSchemas<K extends EndpointName> = SchemaMap[K];

type InputOf<S> = S extends v.GenericSchema ? v.InferInput<S> : never;
type OutputOf<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;

/** What a caller sends (before defaults and coercion). */
export type EndpointInput<K extends EndpointName> = InputOf<SchemaMap[K]['request']>;
/** What store-api's handler receives once the request schema has parsed the body and query. */
export type EndpointParsedInput<K extends EndpointName> = OutputOf<SchemaMap[K]['request']>;
/** The checked answer the client resolves with. */
export type EndpointOutput<K extends EndpointName> = OutputOf<SchemaMap[K]['response']>;

type SchemaGroupLoader = EndpointDefinition['schemas'];
/** Each group is imported once: a dynamic import() per call costs a loader round trip in Node. */
const loadedGroups = new Map<SchemaGroupLoader, ReturnType<SchemaGroupLoader>>();

function schemaGroup(loader: SchemaGroupLoader): ReturnType<SchemaGroupLoader> {
  let loading = loadedGroups.get(loader);
  if (!loading) {
    loading = loader();
    loadedGroups.set(loader, loading);
    // A chunk that failed to load (network) is tried again on the next call.
    loading.catch(() => loadedGroups.delete(loader));
  }
  return loading;
}

/** Loads one endpoint's schemas (its group's chunk on first use). */
export async function loadEndpointSchemas<K extends EndpointName>(name: K): Promise<{ request: v.GenericSchema; response: v.GenericSchema }> {
  const group: Partial<Record<string, { request: v.GenericSchema; response: v.GenericSchema }>> = await schemaGroup(ENDPOINTS[name].schemas);
  const schemas = group[name];
  if (!schemas) throw new Error(`The endpoint table names a schema group without "${name}".`);
  return schemas;
}
