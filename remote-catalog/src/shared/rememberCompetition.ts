import { STORAGE_KEYS, type KeyValueStorage } from '@shop/shared-contracts';
import type { DetailsComp } from './competitionState';
import { localStore } from './browserStorage';

/** Where releases before STORAGE_KEYS.fetchedCompetition kept the choice: still read, removed on the next choice. */
const OLD_DETAILS_KEY = 'details_competition';

/**
 * The chosen competition id and category are saved locally before navigating to it, under
 * STORAGE_KEYS.fetchedCompetition (`fetched_competition`). Storage may be full or blocked (private mode); navigation still
 * happens (then it is kept in memory).
 */
export function rememberCompetition(choice: DetailsComp, storage: KeyValueStorage = localStore): void {
  storage.setItem(STORAGE_KEYS.fetchedCompetition, JSON.stringify({ id: choice.id, category: choice.category }));
  storage.removeItem(OLD_DETAILS_KEY);
}

function readChoice(text: string | null): DetailsComp | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    if (value && typeof value === 'object') {
      const { id, category } = value as { id?: unknown; category?: unknown };
      if (typeof id === 'number' && Number.isFinite(id)) return { id, category: typeof category === 'string' ? category : '' };
    }
  } catch {
    // Unreadable: no choice.
  }
  return null;
}

/**
 * The last chosen competition (an older release's key when the new one holds none), or the spec's initial
 * `{ id: 0, category: '' }`. On the server there is no storage: the initial value.
 */
export function rememberedCompetition(storage?: KeyValueStorage): DetailsComp {
  try {
    const area = storage ?? window.localStorage;
    return readChoice(area.getItem(STORAGE_KEYS.fetchedCompetition)) ?? readChoice(area.getItem(OLD_DETAILS_KEY)) ?? { id: 0, category: '' };
  } catch {
    return { id: 0, category: '' };
  }
}
