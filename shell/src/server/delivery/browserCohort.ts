import crypto from 'node:crypto';

/**
 * Each browser's place in canary releases: a number from 0 to 99 kept in a cookie, so a browser stays on
 * its side of every canary (it gets a canary at `percent` when its number is below `percent`).
 */
export const COHORT_COOKIE = 'shop_cohort';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Another script's cookie may hold a stray `%`: its value is kept as it is rather than failing the page. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies.set(part.slice(0, index).trim(), decoded(part.slice(index + 1).trim()));
  }
  return cookies;
}

export function browserCohort(cookies: Map<string, string>): { cohort: number; setCookie?: string } {
  const known = cookies.get(COHORT_COOKIE);
  if (known !== undefined && /^\d{1,2}$/.test(known)) return { cohort: Number(known) };
  const cohort = crypto.randomInt(100);
  return { cohort, setCookie: `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax` };
}
