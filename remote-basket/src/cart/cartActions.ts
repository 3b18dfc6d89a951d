import type { CartItem, PurchasedTicketEntry, ShopApi } from '@shop/shared-contracts';
import { showToast } from '@shop/remote-kit';
import { dispatchCart, getCartState, storeCart } from '../state/basketStore';
import { failureCode } from '../flow/failureMessage';
import { reportStoreApiFailure } from '../flow/storeApiFailure';
import { decideAddQuantity, maxLineQuantity } from '../flow/addQuantity';
import { rememberedAnswer } from '../state/answerMemory';

export const UPDATE_FAILED_MESSAGE = 'Sorry, we could not change your basket just now. Please try again.';

type BasketApi = Pick<ShopApi, 'getCart'>;

/** A basket action's failure told to the customer; a line the site no longer holds (another tab changed the basket) reloads the basket. */
async function reportFailure(api: BasketApi, error: unknown, fallback: string): Promise<void> {
  reportStoreApiFailure(error, fallback);
  if (failureCode(error) === 'woocommerce_rest_cart_invalid_key') await refreshCart(api);
}

export function purchasedFor(entries: readonly PurchasedTicketEntry[], competitionId: number): number {
  return entries.filter((entry) => entry.competition_id === competitionId).reduce((sum, entry) => sum + entry.total_tickets, 0);
}

/** The most tickets this line may hold (the per-customer allowance and the tickets left, for the stepper). */
export function lineMaximum(item: CartItem, purchased: readonly PurchasedTicketEntry[]): number {
  return maxLineQuantity({ competition: item.competition, purchased: purchasedFor(purchased, item.competition.id) });
}

/**
 * Sets a line's quantity through update-item, within the same rules as adding: the wanted quantity is
 * checked as if the line were empty, clamped with the spec's message. One change at a time.
 */
export async function changeLineQuantity(
  api: Pick<ShopApi, 'updateItem'> & BasketApi,
  item: CartItem,
  wanted: unknown,
  purchased: readonly PurchasedTicketEntry[],
): Promise<void> {
  if (getCartState().isUpdating) return;
  const decision = decideAddQuantity({
    requested: wanted,
    competition: item.competition,
    inBasket: 0,
    purchased: purchasedFor(purchased, item.competition.id),
  });
  if (!decision.ok) {
    showToast('error', decision.message);
    return;
  }
  if (String(decision.quantity) === item.quantity) {
    if (decision.message) showToast('blank', decision.message);
    return;
  }
  dispatchCart({ type: 'flag', flag: 'isUpdating', value: true });
  try {
    storeCart(await api.updateItem({ key: item.key, quantity: decision.quantity }));
    if (decision.message) showToast('blank', decision.message);
  } catch (error) {
    console.error('[basket] update-item failed', error);
    await reportFailure(api, error, UPDATE_FAILED_MESSAGE);
  } finally {
    dispatchCart({ type: 'flag', flag: 'isUpdating', value: false });
  }
}

export async function removeLine(api: Pick<ShopApi, 'removeItem'> & BasketApi, item: CartItem): Promise<boolean> {
  if (getCartState().isDeleting) return false;
  dispatchCart({ type: 'flag', flag: 'isDeleting', value: true });
  try {
    storeCart(await api.removeItem({ key: item.key }));
    return true;
  } catch (error) {
    console.error('[basket] remove-item failed', error);
    await reportFailure(api, error, UPDATE_FAILED_MESSAGE);
    return false;
  } finally {
    dispatchCart({ type: 'flag', flag: 'isDeleting', value: false });
  }
}

/** Loads the full cart (items, coupons, payable total) for the basket and checkout pages; false when it failed (logged). */
export async function refreshCart(api: Pick<ShopApi, 'getCart'>): Promise<boolean> {
  try {
    storeCart(await api.getCart());
    return true;
  } catch (error) {
    console.error('[basket] could not load the basket', error);
    return false;
  }
}

export const UNDO_FAILED_MESSAGE = 'Sorry, we could not put those tickets back just now. Please add them again.';

/**
 * Undo of a remove: adds the line back with the same quantity (and the answer kept for its competition);
 * nothing else changes. It goes ahead whenever a cart session can be had (a nonce, or the Cart-Token alone).
 */
export async function restoreLine(api: Pick<ShopApi, 'getNonce' | 'addItem'> & BasketApi, item: CartItem): Promise<boolean> {
  try {
    const nonce = await api.getNonce();
    if (nonce === false) throw new Error('no cart session could be had (no nonce, no Cart-Token)');
    const answer = rememberedAnswer(item.competition.id);
    storeCart(await api.addItem({ id: item.id, quantity: Number(item.quantity), ...(nonce ? { nonce } : {}), ...(answer !== undefined ? { answer } : {}) }));
    return true;
  } catch (error) {
    console.error('[basket] undo of a remove failed', error);
    await reportFailure(api, error, UNDO_FAILED_MESSAGE);
    return false;
  }
}
