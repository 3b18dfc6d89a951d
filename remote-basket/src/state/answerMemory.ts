import { STORAGE_KEYS, type KeyValueStorage } from '@shop/shared-contracts';
import { localStore } from './browserStorage';

/** Answers of more competitions than a basket holds are not kept: the oldest go first. */
const MAX_ANSWERS = 50;

interface KeptAnswer {
  /** The competition's id. */
  id: number;
  /** The index of the option the customer chose. */
  answer: number;
}

const isKeptAnswer = (value: unknown): value is KeptAnswer =>
  typeof value === 'object' && value !== null && Number.isInteger((value as KeptAnswer).id) && Number.isInteger((value as KeptAnswer).answer);

/**
 * "Comps quest" (STORAGE_KEYS.compsQuest): the answers given to competitions' questions,
 * oldest first, as `[{ "id": <competition id>, "answer": <option index> }]` in local storage, so Undo of a
 * remove puts the line back with its answer. Releases before this one kept answers in session storage
 * under `basket:answers`; those are not read (they served a five-second Undo and went with the tab).
 * Anything unreadable counts as no answers.
 */
function read(storage: KeyValueStorage): KeptAnswer[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.compsQuest) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isKeptAnswer) : [];
  } catch {
    return [];
  }
}

/** Keeps the customer's answer to a competition's question, as the latest. */
export function rememberAnswer(competitionId: number, answer: number, storage: KeyValueStorage = localStore): void {
  const others = read(storage).filter((kept) => kept.id !== competitionId);
  storage.setItem(STORAGE_KEYS.compsQuest, JSON.stringify([...others, { id: competitionId, answer }].slice(-MAX_ANSWERS)));
}

export function rememberedAnswer(competitionId: number, storage: KeyValueStorage = localStore): number | undefined {
  return read(storage).find((kept) => kept.id === competitionId)?.answer;
}
