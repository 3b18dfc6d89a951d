import { STORAGE_KEYS, type KeyValueStorage } from '@shop/shared-contracts';
import { localStore } from './browserStorage';

/** The competition a customer chose last. */
export interface DetailsComp {
  id: number;
  category: string;
}

/** Where releases before STORAGE_KEYS.fetchedCompetition kept the choice: removed on the next choice. */
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
