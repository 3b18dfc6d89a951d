import { TRUNCATION_SUFFIX } from './constants';

/** Cuts text to `max` characters and appends '...' (TRUNCATION_SUFFIX) when it was longer. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = String(text ?? '');
  return value.length > max ? value.slice(0, Math.max(0, max)).trimEnd() + TRUNCATION_SUFFIX : value;
}

/**
 * The competition a route names: the id at the end of its `:competitionDetail` segment (`slug-12`,
 * `title--12`), or its `:id` (all digits); null when it names none. The router has decoded the params.
 */
export function competitionIdFromRoute(params: Readonly<Partial<Record<string, string>>>): number | null {
  if (params.competitionDetail !== undefined) {
    const match = /(\d+)$/.exec(params.competitionDetail);
    return match ? Number(match[1]) : null;
  }
  return /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
}
