import { TRUNCATION_SUFFIX } from './constants';

/** Cuts text to `max` characters and appends '...' (TRUNCATION_SUFFIX) when it was longer. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = String(text ?? '');
  return value.length > max ? value.slice(0, Math.max(0, max)).trimEnd() + TRUNCATION_SUFFIX : value;
}

/** Reads the competition id at the end of a `:competitionDetail` segment (`slug-12`, `title--12`). */
export function competitionIdFromDetail(segment: string): number | null {
  const match = /(\d+)$/.exec(decodeURIComponent(segment));
  return match ? Number(match[1]) : null;
}
