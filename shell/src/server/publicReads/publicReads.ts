import { safeParse } from 'valibot';
import { buildApiUrl, loadEndpointSchemas, WP_JSON_PATH } from '@shop/shared-contracts';
import { PUBLIC_CONTENT_FRESH_MS, PUBLIC_CONTENT_MAX_AGE_MS, PUBLIC_READ_FRESH_MS, PUBLIC_READ_MAX_AGE_MS } from '../../shellConstants';
import { publicReadKey, publicReadOf, SITE_CONTENT_READS, type PublicRead } from './publicRead';
import { SharedAnswers } from '../sharedAnswers';

/**
 * A backend request for a public read that has no answer after this long has failed (the last good answer
 * stands). As patient as a browser's own client (remote-kit's API_TIMEOUT_MS): a browser that asks the
 * storefront never gets a failure it would not have got from the API host. The render server's own calls stop
 * waiting sooner (SERVER_API_TIMEOUT_MS); the request goes on for the others.
 */
export const PUBLIC_READ_TIMEOUT_MS = 15_000;

/** Says how the storefront served a public read (fresh, stale while refreshed, miss), for ops and the benchmarks. */
export const PUBLIC_READ_HEADER = 'X-Public-Read';

/** What the backend answered a read: kept as sent, so every customer gets the same bytes. */
export interface BackendAnswer {
  status: number;
  contentType: string;
  body: string;
  /**
   * The backend's own answer, the same for the next customer: a 4xx (an unknown competition is unknown to
   * everyone), or a 2xx its endpoint's schema accepts. A 5xx, or a garbled answer, is a failure: never kept.
   */
  usable: boolean;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The backend a read goes to: the API host and the service bearer, from config.json. */
export interface Backend {
  apiHost: string;
  serviceToken: string;
}

export interface PublicReadsOptions {
  fetchImpl: typeof fetch;
  log: (line: string) => void;
  /** The clock (tests). */
  now?: () => number;
}

const SITE_CONTENT_WINDOW = { freshMs: PUBLIC_CONTENT_FRESH_MS, maxAgeMs: PUBLIC_CONTENT_MAX_AGE_MS };

const wpError = (status: number, code: string, message: string): ApiAnswer => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'no-store' },
  body: JSON.stringify({ code, message, data: { status } }),
});

/**
 * The storefront's shield in front of the backend: the public reads (endpoints marked `publicRead`: the
 * catalogue, settings, draw results, the same for every customer) answered from one shared cache, so the
 * number of customers does not reach PHP. The render server's own API client reads through `fetch`; browsers
 * read through `answer`, on the storefront's own origin. Private calls never come here.
 */
export function createPublicReads(options: PublicReadsOptions) {
  const answers = new SharedAnswers<BackendAnswer>({
    freshMs: PUBLIC_READ_FRESH_MS,
    maxAgeMs: PUBLIC_READ_MAX_AGE_MS,
    now: options.now,
    usable: (answer) => answer.usable,
    problemOf: (answer) => (answer.status < 300 ? 'a malformed answer' : `HTTP ${answer.status}`),
    onRefreshFailed: (key, problem, ageMs) =>
      options.log(`[public-reads] ${key}: the refresh failed (${problem}); serving the last good answer, ${Math.round(ageMs / 1000)} s old`),
  });

  async function fromBackend(read: PublicRead, backend: Backend): Promise<BackendAnswer> {
    const isGet = read.method === 'GET';
    const query = isGet ? (read.params as Record<string, string>) : {};
    const response = await options.fetchImpl(buildApiUrl(backend.apiHost, read.route, query), {
      method: read.method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${backend.serviceToken}`,
        ...(isGet ? {} : { 'Content-Type': 'application/json' }),
      },
      body: isGet ? undefined : JSON.stringify(read.params),
      signal: AbortSignal.timeout(PUBLIC_READ_TIMEOUT_MS),
    });
    const body = await response.text();
    const usable = response.status < 300 ? await matchesSchema(read, body) : response.status < 500;
    return { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body, usable };
  }

  const shared = (read: PublicRead, backend: Backend) =>
    answers.get(
      publicReadKey(backend.apiHost, read),
      () => fromBackend(read, backend),
      SITE_CONTENT_READS.has(read.endpoint) ? SITE_CONTENT_WINDOW : undefined,
    );

  /** A browser's request to the storefront's `/competition/index.php/wp-json/`: its public read's shared answer, or a refusal. */
  async function answer(method: string, url: string, body: string, backend: Backend): Promise<ApiAnswer> {
    const asked = publicReadOf(method, new URL(url, 'http://storefront'), body);
    if ('refused' in asked) return wpError(asked.refused.status, asked.refused.code, asked.refused.message);
    try {
      const { value: got, served, ageMs } = await shared(asked.read, backend);
      return {
        status: got.status,
        headers: {
          'Content-Type': got.contentType,
          'Cache-Control': 'no-store',
          Age: String(Math.floor(ageMs / 1000)),
          [PUBLIC_READ_HEADER]: served,
        },
        body: got.body,
      };
    } catch (error) {
      options.log(`[public-reads] ${asked.read.route}: no answer from the backend (${error instanceof Error ? error.message : String(error)})`);
      return wpError(502, 'backend_unavailable', 'The shop could not be reached just now. Please try again.');
    }
  }

  /** A fetch for the render server's API client: public reads from the shared answers, anything else to the backend as it is. */
  const cachedFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? init.body : '';
    // Any REST index (`…/wp-json/`): the shop's /competition/ layout or a WordPress elsewhere (buildApiUrl).
    const asked = url.pathname.endsWith('wp-json/') ? publicReadOf(method, new URL(WP_JSON_PATH + url.search, url.origin), body) : null;
    if (!asked || 'refused' in asked) return options.fetchImpl(input, init);
    const apiHost = url.origin + url.pathname;
    const serviceToken = (new Headers(init?.headers).get('Authorization') ?? '').replace(/^Bearer /, '');
    const read = shared(asked.read, { apiHost, serviceToken });
    const got = await (init?.signal ? untilAborted(read, init.signal) : read);
    return new Response(got.value.body, { status: got.value.status, headers: { 'Content-Type': got.value.contentType } });
  };

  /** Backend requests per public read since the start (`GET /ops/public-reads`). */
  const backendRequests = () => Object.fromEntries(answers.loads);

  return { answer, fetch: cachedFetch, backendRequests };
}

/** Whether a 2xx body is what the endpoint answers: a garbled answer is never handed to every customer. */
async function matchesSchema(read: PublicRead, body: string): Promise<boolean> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return false;
  }
  return safeParse((await loadEndpointSchemas(read.endpoint)).response, json).success;
}

/** The shared request goes on for the others when one caller stops waiting. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
