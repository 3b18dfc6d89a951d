import type { ShopApi } from '@shop/shared-contracts';
import { storeItems } from '../state/basketStore';

/** Loads the basket's items when the shell asks (spec: failures of the basket call are only logged). */
export async function loadBasket(api: Pick<ShopApi, 'getCartItems'>): Promise<void> {
  try {
    storeItems(await api.getCartItems());
  } catch (error) {
    console.error('[basket] could not load the basket', error);
  }
}
