import { buildApiUrl, type Competition } from '@shop/shared-contracts';
import { raw, SERVICE_TOKEN } from '../testing/testApi';

/**
 * Calls of the WooCommerce conformance suite: each test makes its calls over HTTP to a target (store-api or
 * a WordPress + WooCommerce site, target.ts), as a storefront (or any Store API client) makes them to a
 * WooCommerce site, at `buildApiUrl(url, route)`.
 */
export type Answer = Awaited<ReturnType<typeof raw>>;
type Init = Parameters<typeof raw>[2];

export const STORE = '/wc/store/v1';

/** A Store API call (`?rest_route=/wc/store/v1<path>`, the service bearer unless `headers` name another, JSON). */
export const store = (api: { url: string }, path: string, init?: Init) => raw(api, `${STORE}${path}`, init);

/** The URL of a route, as the storefront calls it: `{url}/competition/index.php/wp-json/?rest_route=<route>`. */
export const apiUrl = (api: { url: string }, route: string) => buildApiUrl(api.url, route);

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A POST whose body goes as given, under the content type given (none at all when `contentType` is null). */
export async function postAs(api: { url: string }, route: string, body: string, contentType: string | null): Promise<Answer> {
  const response = await fetch(apiUrl(api, route), {
    method: 'POST',
    // A Buffer body gets no Content-Type from fetch itself.
    headers: { Authorization: `Bearer ${SERVICE_TOKEN}`, ...(contentType === null ? {} : { 'Content-Type': contentType }) },
    body: Buffer.from(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** A new cart session (a guest's, or the customer's whose `headers` name them): its Cart-Token and Nonce. */
export async function cartSession(api: { url: string }, headers: Record<string, string> = {}) {
  const answer = await store(api, '/cart', { headers });
  return { cartToken: answer.headers.get('cart-token')!, nonce: answer.headers.get('nonce')! };
}

/**
 * The cart session a Cart-Token names. WooCommerce's token is a JWT (CartTokenUtils) whose payload's
 * `user_id` is the session, minted again on each answer with that second's `iat` and `exp`, so two tokens
 * of one session are equal only within a second. store-api's token is the session's own key.
 */
export function cartTokenSession(token: string | null): string | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return token;
  const claims: unknown = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  return typeof claims === 'object' && claims !== null && 'user_id' in claims ? String(claims.user_id) : null;
}

/** A session's headers for writes: the caller's own (a bearer) and the Cart-Token. */
export async function writeHeaders(api: { url: string }, headers: Record<string, string> = {}): Promise<Record<string, string>> {
  return { ...headers, 'Cart-Token': (await cartSession(api, headers)).cartToken };
}

/** A cart holding `quantity` of product `id` (a guest's unless `headers` name a customer): the add-item answer and the headers to go on with. */
export async function cartWith(api: { url: string }, id: number, quantity: number, headers: Record<string, string> = {}) {
  const session = await writeHeaders(api, headers);
  const added = await store(api, '/cart/add-item', { body: { id, quantity }, headers: session });
  return { added, session };
}

export const BILLING = {
  first_name: 'Sam',
  last_name: 'Carp',
  company: '',
  address_1: '1 Lake Road',
  address_2: '',
  city: 'Maidstone',
  state: 'Kent',
  postcode: 'ME15 6AA',
  country: 'GB',
  phone: '07700 900123',
  email: 'sam@example.com',
};

export const GOOD_CARD = [{ key: 'card_number', value: '4242424242424242' }];

/** WooCommerce's nonce refusals (AbstractRoute::check_nonce), as whole answer bodies. */
export const MISSING_NONCE = {
  code: 'woocommerce_rest_missing_nonce',
  message: 'Missing the Nonce header. This endpoint requires a valid nonce.',
  data: { status: 401 },
};
export const INVALID_NONCE = { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } };

/** The parts of a cart item the suite reads. */
export interface CartItemAnswer {
  key: string;
  id: number;
  quantity: number;
  quantity_limits: { minimum: number; maximum: number; multiple_of: number; editable: boolean };
  images: Record<string, unknown>[];
  permalink: string;
  prices: Record<string, unknown>;
  totals: Record<string, unknown>;
  extensions: Record<string, { competition: { id: number } }>;
}

export const itemsOf = (answer: Answer) => answer.body.items as unknown as CartItemAnswer[];

/** A competition as the companion plugin's `/api/v1/getcompetition` answers it (the contract's Competition). */
export async function competitionOf(api: { url: string }, id: number): Promise<Competition> {
  const answer = await raw(api, '/api/v1/getcompetition', { body: { id } });
  if (answer.status !== 200) throw new Error(`getcompetition ${id}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as unknown as Competition;
}
