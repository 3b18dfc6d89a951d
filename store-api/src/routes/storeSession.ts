import { cartOwner, createCart, resolveCart } from '../domain/cart';
import { normalizeCart } from '../domain/cartNormalize';
import { cartHash, cartResponse, type CartResponse, type CartView } from '../domain/cartResponse';
import { createNonce, verifyNonce } from '../domain/nonce';
import { storedQuestionSettings, type QuestionSettings } from '../domain/ticketRules';
import type { HandlerResult, RequestContext } from '../http/context';
import { asWpError } from '../http/domainErrors';
import { WpError } from '../http/wpError';

export interface StoreSession {
  cartToken: string;
  userId: number | null;
}

const invalidNonce = () => new WpError(403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.');
const missingNonce = () => new WpError(401, 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.');

/** Only the headers count: WooCommerce reads neither a nonce nor a cart token from the body. */
const header = (context: RequestContext, name: 'cart-token' | 'nonce') => context.headers[name] ?? '';

/**
 * The cart session a request works on, without any write check (a new cart when it brings none of its own),
 * its lines brought within their quantity limits as WooCommerce's load_cart_session does (normalize_cart).
 */
function currentSession(context: RequestContext): StoreSession {
  const userId = context.signedInUserId();
  const cartToken = resolveCart(context.db, header(context, 'cart-token'), userId) ?? createCart(context.db, userId);
  normalizeCart(context.db, cartToken, userId, context.now());
  return { cartToken, userId };
}

/**
 * WooCommerce 9.3+'s rule (AbstractCartRoute::requires_nonce, WooCommerce's cart-tokens.md):
 * `requires_nonce = !has_cart_token`. A request with a valid Cart-Token (a cart store-api knows: a guest's,
 * or the signed-in customer's own) is not nonce-checked at all. Without one, the `Nonce` header must be there (401 `woocommerce_rest_missing_nonce`)
 * and be the nonce issued to the session the request works on, as WooCommerce binds it to the customer and
 * their session (403 `woocommerce_rest_invalid_nonce`). store-api adds one rule: a signed-in customer's
 * Cart-Token is refused to anyone else (403 `woocommerce_rest_invalid_nonce`), so a leaked token never
 * opens their basket. The legacy `X-WC-Store-API-Nonce` header is not read (removed in WooCommerce 9.3).
 */
function checkNonce(context: RequestContext): void {
  const sentToken = header(context, 'cart-token');
  const userId = context.signedInUserId();
  const owner = sentToken ? cartOwner(context.db, sentToken) : { exists: false, userId: null };
  if (owner.exists) {
    if (owner.userId === null || owner.userId === userId) return;
    throw invalidNonce();
  }
  const nonce = header(context, 'nonce');
  if (!nonce) throw missingNonce();
  // Without a cart token the request works on the customer's own cart (a guest has none to work on).
  const cartToken = resolveCart(context.db, '', userId);
  if (!cartToken || !verifyNonce(context.config.secret, nonce, { cartToken, userId })) throw invalidNonce();
}

/** The cart session of a Store API request; `needsNonce` for the writes and every /checkout call (GET too). */
export function storeSession(context: RequestContext, needsNonce: boolean): StoreSession {
  if (needsNonce) checkNonce(context);
  return currentSession(context);
}

export function cartView(context: RequestContext, session: StoreSession): CartView {
  return { userId: session.userId, publicUrl: context.config.publicUrl, now: context.now() };
}

export function sessionCart(context: RequestContext, session: StoreSession): CartResponse {
  return cartResponse(context.db, session.cartToken, cartView(context, session));
}

/**
 * The headers WooCommerce 9.3+ sends on every Store API answer (AbstractCartRoute::add_response_headers):
 * a fresh `Nonce`, `Nonce-Timestamp`, `User-ID`, `Cart-Token` and `Cart-Hash`.
 */
function sessionHeaders(context: RequestContext, session: StoreSession, cart: CartResponse): Record<string, string> {
  return {
    Nonce: createNonce(context.config.secret, session),
    'Nonce-Timestamp': String(Math.floor(Date.now() / 1000)),
    'User-ID': String(session.userId ?? 0),
    'Cart-Token': session.cartToken,
    'Cart-Hash': cartHash(cart),
  };
}

/** A successful Store API answer with the session headers (`cart`: the cart it answers, when it has one at hand). */
export function withSessionHeaders(context: RequestContext, session: StoreSession, result: HandlerResult, cart = sessionCart(context, session)): HandlerResult {
  return { ...result, headers: { ...result.headers, ...sessionHeaders(context, session, cart) } };
}

type StoreHandler<A> = (context: RequestContext, input: A) => HandlerResult | Promise<HandlerResult>;

/**
 * A Store API route, as WooCommerce's AbstractCartRoute::get_response: an error answer carries the session
 * headers too, and a 409 carries the cart (`data.cart`) so the client can resolve the conflict. The error
 * path runs after the route's transaction rolled back, so the session it names exists.
 */
export function storeRoute<A>(handler: StoreHandler<A>): StoreHandler<A> {
  return async (context, input) => {
    try {
      return await handler(context, input);
    } catch (error) {
      const wpError = asWpError(error);
      if (!wpError) throw error;
      const session = currentSession(context);
      const cart = sessionCart(context, session);
      throw wpError.with(wpError.status === 409 ? { cart } : {}, sessionHeaders(context, session, cart));
    }
  };
}

export function questionSettings(context: RequestContext, competitionId: number): QuestionSettings {
  return storedQuestionSettings(context.db, competitionId);
}
