// Loaded with the first cart call (createApiClient imports it then), not with the page.
import type { CartCompetition, CartItem, CartItemAnswer } from '../entities/cart';
import { STORAGE_KEYS } from '../constants';
import type { KeyValueStorage } from './authToken';
import { toCartCompetition, type CompetitionLookup } from './cartCompetitions';

/** STORAGE_KEYS.competitionsToFetch, as stored ("38,41"): anything that is no product id is left out. */
const competitionsToFetch = (storage: KeyValueStorage) =>
  (storage.getItem(STORAGE_KEYS.competitionsToFetch) ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/**
 * Gives every cart line its competition: the one the answer carried (top level or the plugin's extension),
 * else the competition looked up by the line's product id, once per product. The products looked up are
 * kept in local storage as "competitions to be fetched" (STORAGE_KEYS.competitionsToFetch,
 * product ids separated by commas): the next cart call starts their lookups at once, beside the cart call,
 * rather than after its answer (one round trip instead of two on a plain WooCommerce). With store-api or
 * the companion plugin every line carries its competition, and the list stays empty.
 */
export function createCartCompletion(storage: KeyValueStorage, lookup: CompetitionLookup) {
  return async (lines: Promise<readonly CartItemAnswer[]>): Promise<CartItem[]> => {
    // Started before the answer comes; a lookup that failed (null) is asked again if still needed.
    const started = new Map(competitionsToFetch(storage).map((id) => [id, lookup(id).catch(() => null)] as const));
    const items = await lines;
    const missing = [...new Set(items.filter((item) => !item.competition).map((item) => item.id))];
    storage.setItem(STORAGE_KEYS.competitionsToFetch, missing.join(','));
    const found = new Map<number, CartCompetition>(
      await Promise.all(missing.map(async (id) => [id, toCartCompetition((await started.get(id)) ?? (await lookup(id)))] as const)),
    );
    return items.map((item) => {
      const competition = item.competition ?? found.get(item.id);
      if (!competition) throw new Error(`No competition for cart product ${item.id}.`);
      return { ...item, competition };
    });
  };
}
