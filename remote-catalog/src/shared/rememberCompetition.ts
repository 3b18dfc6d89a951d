import { STORAGE_KEYS, type KeyValueStorage } from '@shop/shared-contracts';
import type { DetailsComp } from './competitionState';
import { localStore } from './browserStorage';

/**
 * Spec section 2: the chosen competition id and category are saved locally before navigating to it.
 * Storage may be full or blocked (private mode); navigation still happens (then it is kept in memory).
 */
export function rememberCompetition(choice: DetailsComp, storage: KeyValueStorage = localStore): void {
  storage.setItem(STORAGE_KEYS.detailsCompetition, JSON.stringify({ id: choice.id, category: choice.category }));
}

/** The last chosen competition, or the spec's initial `{ id: 0, category: '' }`. */
/** On the server there is no storage: the initial value. */
export function rememberedCompetition(storage?: KeyValueStorage): DetailsComp {
  try {
    const value: unknown = JSON.parse((storage ?? window.localStorage).getItem(STORAGE_KEYS.detailsCompetition) ?? 'null');
    if (value && typeof value === 'object') {
      const { id, category } = value as { id?: unknown; category?: unknown };
      if (typeof id === 'number' && Number.isFinite(id)) return { id, category: typeof category === 'string' ? category : '' };
    }
  } catch {
    // Unreadable: fall through to the initial value.
  }
  return { id: 0, category: '' };
}

/** Spec section 4 step 1: the local show-question flag, as the shell stores it from settings. */
export function showQuestionFlag(storage: KeyValueStorage = localStore): number {
  return Number(storage.getItem(STORAGE_KEYS.showQuestion));
}
