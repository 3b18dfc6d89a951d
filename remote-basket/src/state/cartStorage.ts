import { STORAGE_KEYS, type CartItem, type KeyValueStorage } from '@shop/shared-contracts';
import { localStore } from './browserStorage';

/** The cart-key map by competition id, kept locally. */
export function saveCartKeyMap(items: readonly CartItem[], storage: KeyValueStorage = localStore): void {
  const map: Record<string, string> = {};
  for (const item of items) map[String(item.competition.id)] = item.key;
  storage.setItem(STORAGE_KEYS.cartKeyMap, JSON.stringify(map));
}
