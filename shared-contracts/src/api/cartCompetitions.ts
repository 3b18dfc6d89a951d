import { toCartCompetition, type Cart, type CartAnswer, type CartCompetition, type CartItem, type CartItemAnswer } from '../entities/cart';
import type { Competition } from '../entities/competition';

/** Finds a competition by the WooCommerce product id of its cart line (the competition call). */
export type CompetitionLookup = (productId: number) => Promise<Competition>;

/**
 * Gives every cart line its competition: the one the answer carried (top level or the plugin's
 * extension), else the competition looked up by the line's product id, once per product.
 */
export async function completeCartItems(items: readonly CartItemAnswer[], lookup: CompetitionLookup): Promise<CartItem[]> {
  const missing = [...new Set(items.filter((item) => !item.competition).map((item) => item.id))];
  const found = new Map<number, CartCompetition>(await Promise.all(missing.map(async (id) => [id, toCartCompetition(await lookup(id))] as const)));
  return items.map((item) => {
    const competition = item.competition ?? found.get(item.id);
    if (!competition) throw new Error(`No competition for cart product ${item.id}.`);
    return { ...item, competition };
  });
}

export async function completeCart(cart: CartAnswer, lookup: CompetitionLookup): Promise<Cart> {
  return { ...cart, items: await completeCartItems(cart.items, lookup) };
}
