import { cartOwner, createCart, resolveCart, type CartOwner } from '../domain/cart';
import { normalizeCart } from '../domain/cartNormalize';
import { cartHash, cartResponse, type CartResponse, type CartView } from '../domain/cartResponse';
import { createNonce, verifyNonce } from '../domain/nonce';
import { storedQuestionSettings, type QuestionSettings } from '../domain/ticketRules';
import type { EndpointName } from '@shop/shared-contracts';
import type { HandlerInput, HandlerResult, RequestContext } from '../http/context';
import { asWpError } from '../http/domainErrors';
import { WpError } from '../http/wpError';

export interface StoreSession {
  cartToken: string;
  userId: number | null;
  /** The cart the request's Cart-Token names, as found when the session was resolved (before any claim). */
  sent: CartOwner;
  /** The request brought no cart it may work on: this one was made for it (no nonce can be bound to it yet). */
  created: boolean;
}

const invalidNonce = () => new WpError(403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.');
const missingNonce = () => new WpError(401, 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.');

/** Only the headers count: WooCommerce reads neither a nonce nor a cart token from the body. */
const header = (context: RequestContext, name: 'cart-token' | 'nonce') => context.headers[name] ?? '';

/**
 * The cart session a request works on, resolved once per request, without any write check: the Cart-Token's
 * cart looked up once, a new cart when the request brings none of its own, its lines brought within their
 * quantity limits as WooCommerce's load_cart_session does (normalize_cart). Its own transaction, before the
 * route's: a change that fails and rolls back leaves the session, which the error answer names.
 */
function openSession(context: RequestContext): StoreSession {
  const { db } = context;
  const userId = context.signedInUserId();
  const sentToken = header(context, 'cart-token');
  return db.transaction(() => {
    const sent = cartOwner(db, sentToken);
    const resolved = resolveCart(db, sentToken, userId, sent);
    const cartToken = resolved ?? createCart(db, userId);
    normalizeCart(db, cartToken, userId, context.now());
    return { cartToken, userId, sent, created: resolved === null };
  })();
}

/**
 * WooCommerce 9.3+'s rule (AbstractCartRoute::requires_nonce, WooCommerce's cart-tokens.md):
 * `requires_nonce = !has_cart_token`. A request with a valid Cart-Token (a cart store-api knows: a guest's,
 * or the signed-in customer's own) is not nonce-checked at all. Without one, the `Nonce` header must be there (401 `woocommerce_rest_missing_nonce`)
 * and be the nonce issued to the session the request works on, as WooCommerce binds it to the customer and
 * their session (403 `woocommerce_rest_invalid_nonce`). store-api adds one rule: a signed-in customer's
 * Cart-Token is refused to anyone else (403 `woocommerce_rest_invalid_nonce`), so a leaked token never
 * opens their basket. The legacy `X-WC-Store-API-Nonce` header is not read (removed in WooCommerce 9.3).
 * Needed by the writes and every /checkout call (GET too).
 */
export function checkNonce(context: RequestContext, session: StoreSession): void {
  const { sent, userId } = session;
  if (sent.exists) {
    if (sent.userId === null || sent.userId === userId) return;
    throw invalidNonce();
  }
  const nonce = header(context, 'nonce');
  if (!nonce) throw missingNonce();
  // Without a known cart token the request works on the customer's own cart (a guest has none to work on).
  if (session.created || !verifyNonce(context.config.secret, nonce, { cartToken: session.cartToken, userId })) throw invalidNonce();
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

type StoreHandler<A> = (context: RequestContext, input: A, session: StoreSession) => HandlerResult | Promise<HandlerResult>;
/** Store API route handlers by endpoint, each given the request's session. */
export type StoreSessionHandlers = {
  [K in EndpointName]?: (context: RequestContext, input: HandlerInput<K>, session: StoreSession) => HandlerResult;
};

/**
 * A Store API route, as WooCommerce's AbstractCartRoute::get_response: the request's cart session is
 * resolved once and handed to the handler; an error answer carries the session headers too, and a 409
 * carries the cart (`data.cart`) so the client can resolve the conflict.
 */
export function storeRoute<A>(handler: StoreHandler<A>): (context: RequestContext, input: A) => Promise<HandlerResult> {
  return async (context, input) => {
    const session = openSession(context);
    try {
      return await handler(context, input, session);
    } catch (error) {
      const wpError = asWpError(error);
      if (!wpError) throw error;
      const cart = sessionCart(context, session);
      throw wpError.with(wpError.status === 409 ? { cart } : {}, sessionHeaders(context, session, cart));
    }
  };
}

export function questionSettings(context: RequestContext, competitionId: number): QuestionSettings {
  return storedQuestionSettings(context.db, competitionId);
}
