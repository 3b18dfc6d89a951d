import { HOME_CAROUSEL_LIMIT } from '../constants';
import { competitionIdFromDetail } from '../routes';
import { buildApiUrl } from './apiUrl';

/**
 * A call the page's largest picture waits for, which the shell starts as the page starts
 * (`startPageFirstCalls` in shell/src/runtime/preloadRouteAssets.ts), while the screen's code is still on its
 * way: the screen's own call then takes that answer instead of asking once its code has run. Each is sent
 * exactly as the API client sends it, with the service bearer: a POST with the customer's token added to its
 * body, a GET with no query (a test holds each to the endpoint table and to the client's own request).
 */
export interface FirstCall {
  method: 'GET' | 'POST';
  route: `/${string}`;
  /** A POST's body before the token is added; empty for a GET. */
  payload: Record<string, string | number>;
}

/** The site's settings, which hold home's main competition (the carousel's first picture) and the header's data. */
export const SETTINGS_FIRST_CALL: FirstCall = { method: 'GET', route: '/api/v1/getsettings', payload: {} };

/** Home's carousel (its first featured competitions) and a details page's competition, by screen id. */
export const FIRST_CALLS: Readonly<Record<string, (pathname: string) => FirstCall | null>> = {
  home: () => ({ method: 'POST', route: '/api/v1/featured_competition', payload: { page: 1, limit: HOME_CAROUSEL_LIMIT } }),
  'competition-details': (pathname) => {
    const id = competitionIdFromDetail(pathname.split('/').pop() ?? '');
    return id === null ? null : { method: 'POST', route: '/api/v1/getcompetition', payload: { id } };
  },
};

/** A first call's answer is taken once, and only this soon after it was asked: an older one could be stale. */
export const FIRST_CALL_FRESH_MS = 30_000;

interface StartedCall {
  at: number;
  answer: Promise<Response>;
}

declare global {
  /** First calls under way, by `firstCallKey`: started by the shell's first file, taken by any app's API client. */
  var __shopFirstCalls: Record<string, StartedCall | undefined> | undefined;
}

/** One request's identity: its URL and its body's fields in a fixed order (the client builds them in its own). */
export function firstCallKey(url: string, payload: object): string {
  return `${url} ${JSON.stringify(payload, Object.keys(payload).sort())}`;
}

/** The request the API client would send for `call`, with the same headers, started now and kept for the client. */
export function startFirstCall(host: string, serviceToken: string, call: FirstCall, token: string, fetchImpl: typeof fetch, now: number): void {
  const isGet = call.method === 'GET';
  const payload = isGet ? call.payload : { ...call.payload, token };
  const url = buildApiUrl(host, call.route);
  const answer = fetchImpl(url, {
    method: call.method,
    headers: { Accept: 'application/json', Authorization: `Bearer ${serviceToken}`, ...(isGet ? {} : { 'Content-Type': 'application/json' }) },
    body: isGet ? undefined : JSON.stringify(payload),
  });
  answer.catch(() => undefined); // a failure is the client's to handle: it asks again
  (globalThis.__shopFirstCalls ??= {})[firstCallKey(url, payload)] = { at: now, answer };
}

/** The answer of a first call for exactly this request, handed out once, or undefined. */
export function takeFirstCall(url: string, payload: object, now: number): Promise<Response> | undefined {
  const calls = globalThis.__shopFirstCalls;
  const key = firstCallKey(url, payload);
  const started = calls?.[key];
  if (!started) return undefined;
  delete calls[key];
  return now - started.at <= FIRST_CALL_FRESH_MS ? started.answer : undefined;
}
