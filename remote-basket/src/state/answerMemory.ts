const KEY = 'basket:answers';

function read(storage: Storage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The answer a customer gave to a competition's question this session, so Undo can put a removed line back. */
export function rememberAnswer(competitionId: number, answer: number, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify({ ...read(storage), [String(competitionId)]: answer }));
  } catch (error) {
    console.error('[basket] could not remember the answer', error);
  }
}

export function rememberedAnswer(competitionId: number, storage: Storage = sessionStorage): number | undefined {
  const answer = read(storage)[String(competitionId)];
  return typeof answer === 'number' && Number.isInteger(answer) ? answer : undefined;
}
