import { useSyncExternalStore } from 'react';
import { getBus, type Cart, type CartItem } from '@shop/shared-contracts';
import { basketCount, basketTotal } from '../cart/basketTotal';
import { INITIAL_CART_STATE, cartReducer, type CartAction, type CartState } from './cartReducer';
import { saveCartKeyMap } from './cartStorage';

/**
 * The page's one cart state (this remote's modules are singletons within its container): every change
 * goes through cartReducer and is published on the bus as `basket:summary`, which the header badge reads.
 */
let state: CartState = INITIAL_CART_STATE;
const listeners = new Set<() => void>();

export function getCartState(): CartState {
  return state;
}

export function dispatchCart(action: CartAction): void {
  const next = cartReducer(state, action);
  if (next === state) return;
  const itemsChanged = next.cartItems !== state.cartItems;
  state = next;
  if (itemsChanged) {
    saveCartKeyMap(next.cartItems);
    getBus().emit({ type: 'basket:summary', summary: { items: next.cartItems, count: basketCount(next.cartItems), total: basketTotal(next.cartItems) } });
  }
  for (const listener of listeners) listener();
}

/** A full cart answer (add, update, remove, coupons): items, coupons and total (the API client keeps its Cart-Token). */
export function storeCart(cart: Cart): void {
  dispatchCart({ type: 'replaceCart', cart });
}

export function storeItems(items: CartItem[]): void {
  dispatchCart({ type: 'replaceItems', items });
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartState(): CartState {
  return useSyncExternalStore(subscribeCart, getCartState, getCartState);
}

/** Tests only: back to an empty cart. */
export function resetCartStore(): void {
  state = INITIAL_CART_STATE;
  for (const listener of listeners) listener();
}

/** Tickets of one competition in the basket. */
export function quantityInBasket(competitionId: number): number {
  return basketCount(state.cartItems.filter((item) => item.competition.id === competitionId));
}

/**
 * The server's `quantity_limits.maximum` of this competition's line, when the basket holds one and the
 * answer carried it: the most that line may hold now (store-api and WooCommerce with the companion plugin
 * count the tickets left and the customer's tickets bought or entered by post). null otherwise.
 */
export function lineMaximum(competitionId: number): number | null {
  const line = state.cartItems.find((item) => item.competition.id === competitionId && item.quantity_limits);
  return line?.quantity_limits?.maximum ?? null;
}
