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

/**
 * The Store API's session rules (woocommerce-store-api.md section 2): writes need a valid Cart-Token or
 * a valid nonce (`Nonce`, or the legacy `X-WC-Store-API-Nonce`); GET never does.
 */
export function storeSession(context: RequestContext, write: boolean): StoreSession {
  const header = (name: string) => context.headers[name.toLowerCase()];
  const bodyText = (name: string) => (typeof context.body[name] === 'string' ? (context.body[name] as string) : '');
  const sentToken = header('Cart-Token') || bodyText('cart_header');
  const nonce = header('Nonce') || header('X-WC-Store-API-Nonce') || bodyText('nonce');
  const userId = context.signedInUserId();
  if (write && !(sentToken && cartOwner(context.db, sentToken).exists)) {
    if (!nonce) throw new WpError(401, 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.');
    if (!verifyNonce(context.config.secret, nonce)) throw new WpError(403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.');
  }
  const cartToken = resolveCart(context.db, sentToken, userId) ?? createCart(context.db, userId);
  return { cartToken, userId };
}

/** Every Store API answer carries a fresh nonce and the cart token. */
export function withSessionHeaders(context: RequestContext, session: StoreSession, result: HandlerResult): HandlerResult {
  const nonce = createNonce(context.config.secret);
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
