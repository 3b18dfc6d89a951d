import { STORAGE_KEYS, type CartItem } from '@shop/shared-contracts';

/** Spec section 3: the cart-key map by competition id, kept locally. */
export function saveCartKeyMap(items: readonly CartItem[], storage: Storage = localStorage): void {
  const map: Record<string, string> = {};
  for (const item of items) map[String(item.competition.id)] = item.key;
  try {
    storage.setItem(STORAGE_KEYS.cartKeyMap, JSON.stringify(map));
  } catch (error) {
    console.error('[basket] could not store the cart-key map', error);
  }
}

/** The cart header (our Cart-Token) from an answer's body; the API client also keeps it from the headers. */
export function saveCartHeader(header: string, storage: Storage = localStorage): void {
  if (!header) return;
  try {
    storage.setItem(STORAGE_KEYS.cartHeader, header);
  } catch (error) {
    console.error('[basket] could not store the cart header', error);
  }
}
