import type { Settings } from '@shop/shared-contracts';
import { readContent } from '../domain/content';
import { cartOwner, createCart, resolveCart } from '../domain/cart';
import { cartHash, cartResponse, type CartResponse, type CartView } from '../domain/cartResponse';
import { createNonce, verifyNonce } from '../domain/nonce';
import type { QuestionSettings } from '../domain/ticketRules';
import type { HandlerResult, RequestContext } from '../http/context';
import { asWpError } from '../http/domainErrors';
import { WpError } from '../http/wpError';

export interface StoreSession {
  cartToken: string;
  userId: number | null;
}

const invalidNonce = () => new WpError(403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.');

function sentCartToken(context: RequestContext): string {
  const body = context.body.cart_header;
  return context.headers['cart-token'] || (typeof body === 'string' ? body : '');
}

/** The nonce sent: `Nonce` first, then the legacy `X-WC-Store-API-Nonce`, then `nonce` in the body. */
function sentNonce(context: RequestContext): string {
  const body = context.body.nonce;
  return context.headers['nonce'] || context.headers['x-wc-store-api-nonce'] || (typeof body === 'string' ? body : '');
}

/** The cart session a request works on, without any write check (a new cart when it brings none of its own). */
function currentSession(context: RequestContext): StoreSession {
  const userId = context.signedInUserId();
  const cartToken = resolveCart(context.db, sentCartToken(context), userId) ?? createCart(context.db, userId);
  return { cartToken, userId };
}

/**
 * The Store API's session rules (woocommerce-store-api.md section 2), with the nonce bound to the session
 * as WooCommerce binds it: writes need the requester's own Cart-Token (a guest cart, or the signed-in
 * customer's own) or a nonce issued to that cart session and user (`Nonce`, the legacy
 * `X-WC-Store-API-Nonce`, or `nonce` in the body). A nonce that is sent must be this session's, even
 * beside a valid Cart-Token, and a signed-in customer's Cart-Token is refused to anyone else: both 403
 * `woocommerce_rest_invalid_nonce`. GET never needs either.
 */
export function storeSession(context: RequestContext, write: boolean): StoreSession {
  if (write) {
    const sentToken = sentCartToken(context);
    const nonce = sentNonce(context);
    const userId = context.signedInUserId();
    const owner = sentToken ? cartOwner(context.db, sentToken) : { exists: false, userId: null };
    const ownCart = owner.exists && (owner.userId === null || owner.userId === userId);
    if (owner.exists && !ownCart) throw invalidNonce();
    if (nonce) {
      if (!verifyNonce(context.config.secret, nonce, { cartToken: sentToken, userId })) throw invalidNonce();
    } else if (!ownCart) {
      throw new WpError(401, 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.');
    }
  }
  return currentSession(context);
}

export function cartView(context: RequestContext, session: StoreSession): CartView {
  return { userId: session.userId, publicUrl: context.config.publicUrl };
}

export function sessionCart(context: RequestContext, session: StoreSession): CartResponse {
  return cartResponse(context.db, session.cartToken, cartView(context, session));
}

/**
 * The headers WooCommerce 9.3+ sends on every Store API answer (AbstractCartRoute::add_response_headers):
 * a fresh `Nonce` (also as the spec's legacy `X-WC-Store-API-Nonce`), `Nonce-Timestamp`, `User-ID`,
 * `Cart-Token` and `Cart-Hash`.
 */
function sessionHeaders(context: RequestContext, session: StoreSession, cart: CartResponse): Record<string, string> {
  const nonce = createNonce(context.config.secret, session);
  return {
    Nonce: nonce,
    'X-WC-Store-API-Nonce': nonce,
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
  const settings = readContent<Partial<Settings>>(context.db, 'settings', {});
  const answers = readContent<Record<string, number>>(context.db, 'answers', {});
  return { showQuestion: Number(settings.show_question ?? 0) === 1, correctAnswer: answers[String(competitionId)] };
}
