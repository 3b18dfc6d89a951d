import { isApiError } from '@shop/shared-contracts';
import { showToast } from '@shop/remote-kit';
import { dispatchCart, storeCart } from '../state/basketStore';
import { failureCode } from './failureMessage';
import { BASKET_EXPIRED_CODES, storeApiMessage } from './storeApiMessages';

export interface SettledFailure {
  /** The customer's sentence (storeApiMessages). */
  message: string;
  /** The site had forgotten the basket: the basket on screen is now the fresh one, with `message` as its notice. */
  basketReplaced: boolean;
}

/**
 * What a failed Store API call does to the basket on screen. A Cart-Token the site no longer knows: the basket
 * becomes the fresh one the client fetched (empty when that fetch failed too: the old lines are gone from the
 * site either way), and the basket and checkout pages say why. Any other failure keeps the basket as it was.
 */
export function settleStoreApiFailure(error: unknown, fallback: string): SettledFailure {
  const message = storeApiMessage(error, fallback);
  if (!BASKET_EXPIRED_CODES.has(failureCode(error))) return { message, basketReplaced: false };
  const fresh = isApiError(error) ? error.cart : undefined;
  if (fresh) storeCart(fresh);
  else dispatchCart({ type: 'empty' });
  dispatchCart({ type: 'notice', notice: message });
  return { message, basketReplaced: true };
}

/** A failure on the basket or checkout page: settled, then told as an error toast unless the page's notice already says it. */
export function reportStoreApiFailure(error: unknown, fallback: string): SettledFailure {
  const settled = settleStoreApiFailure(error, fallback);
  if (!settled.basketReplaced) showToast('error', settled.message);
  return settled;
}
