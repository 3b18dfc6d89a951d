import type { Settings } from '@shop/shared-contracts';
import { readContent } from '../domain/content';
import { cartOwner, createCart, resolveCart } from '../domain/cart';
import { createNonce, verifyNonce } from '../domain/nonce';
import type { HandlerResult, RequestContext } from '../http/context';
import { WpError } from '../http/wpError';

export interface StoreSession {
  cartToken: string;
  userId: number | null;
}

const invalidNonce = () => new WpError(403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.');

/**
 * The Store API's session rules (woocommerce-store-api.md section 2), with the nonce bound to the session
 * as WooCommerce binds it: writes need the requester's own Cart-Token (a guest cart, or the signed-in
 * customer's own) or a nonce issued to that cart session and user (`Nonce`, the legacy
 * `X-WC-Store-API-Nonce`, or `nonce` in the body). A nonce that is sent must be this session's, even
 * beside a valid Cart-Token, and a signed-in customer's Cart-Token is refused to anyone else: both 403
 * `woocommerce_rest_invalid_nonce`. GET never needs either.
 */
export function storeSession(context: RequestContext, write: boolean): StoreSession {
  const header = (name: string) => context.headers[name.toLowerCase()];
  const bodyText = (name: string) => (typeof context.body[name] === 'string' ? (context.body[name] as string) : '');
  const sentToken = header('Cart-Token') || bodyText('cart_header');
  const nonce = header('Nonce') || header('X-WC-Store-API-Nonce') || bodyText('nonce');
  const userId = context.signedInUserId();
  if (write) {
    const owner = sentToken ? cartOwner(context.db, sentToken) : { exists: false, userId: null };
    const ownCart = owner.exists && (owner.userId === null || owner.userId === userId);
    if (owner.exists && !ownCart) throw invalidNonce();
    if (nonce) {
      if (!verifyNonce(context.config.secret, nonce, { cartToken: sentToken, userId })) throw invalidNonce();
    } else if (!ownCart) {
      throw new WpError(401, 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.');
    }
  }
  const cartToken = resolveCart(context.db, sentToken, userId) ?? createCart(context.db, userId);
  return { cartToken, userId };
}

/** Every Store API answer carries a fresh nonce and the cart token. */
export function withSessionHeaders(context: RequestContext, session: StoreSession, result: HandlerResult): HandlerResult {
  const nonce = createNonce(context.config.secret, session);
  return {
    ...result,
    headers: {
      Nonce: nonce,
      'X-WC-Store-API-Nonce': nonce,
      'Nonce-Timestamp': String(Math.floor(Date.now() / 1000)),
      'User-ID': String(session.userId ?? 0),
      'Cart-Token': session.cartToken,
    },
  };
}

export function questionSettings(context: RequestContext, competitionId: number) {
  const settings = readContent<Partial<Settings>>(context.db, 'settings', {});
  const answers = readContent<Record<string, number>>(context.db, 'answers', {});
  return { showQuestion: Number(settings.show_question ?? 0) === 1, correctAnswer: answers[String(competitionId)] };
}
