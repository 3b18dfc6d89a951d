import type { KeyValueStorage } from '@shop/shared-contracts';
import { sessionStore } from './browserStorage';

const KEY = 'basket:answers';

function read(storage: KeyValueStorage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The answer a customer gave to a competition's question this session, so Undo can put a removed line back. */
export function rememberAnswer(competitionId: number, answer: number, storage: KeyValueStorage = sessionStore): void {
  storage.setItem(KEY, JSON.stringify({ ...read(storage), [String(competitionId)]: answer }));
}

export function rememberedAnswer(competitionId: number, storage: KeyValueStorage = sessionStore): number | undefined {
  const answer = read(storage)[String(competitionId)];
  return typeof answer === 'number' && Number.isInteger(answer) ? answer : undefined;
}
