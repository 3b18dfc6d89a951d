// Types only: the client's first load must not carry the cart schemas (they load with the cart calls).
import type { Cart, CartAnswer, CartCompetition, CartItem, CartItemAnswer } from '../entities/cart';
import type { Competition } from '../entities/competition';
import { STORAGE_KEYS } from '../constants';
import type { KeyValueStorage } from './authToken';

/** The cart line's summary of a competition, from the competition itself (store-api, and a lookup by product id). */
export function toCartCompetition(competition: Competition): CartCompetition {
  return {
    id: competition.id,
    title: competition.title,
    image: competition.image,
    price_per_ticket: competition.price_per_ticket,
    max_ticket_per_user: competition.max_ticket_per_user,
    total_sell_tickets: competition.total_sell_tickets,
    total_ticket_sold: competition.total_ticket_sold,
    category: competition.category,
    draw_date: competition.draw_date,
    draw_time: competition.draw_time,
    status: competition.status,
    closing_date: competition.closing_date,
    closing_time: competition.closing_time,
    disable_tickets: competition.disable_tickets,
  };
}

/** Finds a competition by the WooCommerce product id of its cart line (the competition call). */
export type CompetitionLookup = (productId: number) => Promise<Competition>;

/** More product ids than a basket has lines are not kept. */
const MAX_COMPETITIONS_TO_FETCH = 50;

/**
 * Spec section 9's "competitions to be fetched" (STORAGE_KEYS.competitionsToFetch): the product ids of the
 * last cart answer's lines that came without their competition (a plain WooCommerce sends none), as a JSON
 * array. Anything else stored there (an older or broken value) reads as none.
 */
export function readCompetitionsToFetch(storage: KeyValueStorage): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.competitionsToFetch) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, MAX_COMPETITIONS_TO_FETCH);
  } catch {
    return [];
  }
}

function keepCompetitionsToFetch(storage: KeyValueStorage, productIds: readonly number[]): void {
  if (productIds.length) storage.setItem(STORAGE_KEYS.competitionsToFetch, JSON.stringify(productIds.slice(0, MAX_COMPETITIONS_TO_FETCH)));
  else if (storage.getItem(STORAGE_KEYS.competitionsToFetch) !== null) storage.removeItem(STORAGE_KEYS.competitionsToFetch);
}

/** Lookups started before the cart answer came, by product id; null when one failed (it is asked again). */
type StartedLookups = ReadonlyMap<number, Promise<Competition | null>>;

/**
 * Gives every cart line its competition: the one the answer carried (top level or the plugin's extension),
 * else the competition looked up by the line's product id, once per product. The products looked up are
 * kept as the competitions to be fetched: the next cart call starts their lookups at once, beside the cart
 * call, rather than after its answer (one round trip instead of two on a plain WooCommerce). With store-api
 * or the companion plugin every line carries its competition, and the key stays empty.
 */
export function createCartCompletion(storage: KeyValueStorage, lookup: CompetitionLookup) {
  const startLookups = (): StartedLookups => new Map(readCompetitionsToFetch(storage).map((id) => [id, lookup(id).catch(() => null)] as const));

  async function completeItems(items: readonly CartItemAnswer[], started: StartedLookups): Promise<CartItem[]> {
    const missing = [...new Set(items.filter((item) => !item.competition).map((item) => item.id))];
    keepCompetitionsToFetch(storage, missing);
    const found = new Map<number, CartCompetition>(
      await Promise.all(missing.map(async (id) => [id, toCartCompetition((await started.get(id)) ?? (await lookup(id)))] as const)),
    );
    return items.map((item) => {
      const competition = item.competition ?? found.get(item.id);
      if (!competition) throw new Error(`No competition for cart product ${item.id}.`);
      return { ...item, competition };
    });
  }

  return {
    /** A cart answer (GET /cart and every cart write) with each line's competition. */
    cart: async (answer: Promise<CartAnswer>): Promise<Cart> => {
      const started = startLookups();
      const cart = await answer;
      return { ...cart, items: await completeItems(cart.items, started) };
    },
    /** GET /cart/items' lines with their competitions. */
    items: async (answer: Promise<readonly CartItemAnswer[]>): Promise<CartItem[]> => {
      const started = startLookups();
      return completeItems(await answer, started);
    },
  };
}
