import http from 'node:http';
import zlib from 'node:zlib';
import type { LoadStats } from './loadStats';

export interface LoopbackFetchOptions {
  /**
   * The client's own loopback address (anywhere in 127.0.0.0/8): each simulated customer comes from an
   * address of its own, as real customers do, so per-address counters see one customer each.
   */
  localAddress: string;
  /** The step the client is in when it asks (each answer's time is kept under it). */
  step: () => string;
  stats: LoadStats;
}

export interface LoopbackFetch {
  fetch: typeof fetch;
  /** Closes the kept-alive connections. */
  close(): void;
}

/** The WordPress error code of an error answer, or '' when it has none. */
export function errorCodeOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const code = typeof parsed === 'object' && parsed !== null ? (parsed as { code?: unknown }).code : undefined;
    return typeof code === 'string' ? code : '';
  } catch {
    return '';
  }
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

function answerHeaders(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    // The body handed on is already decoded.
    if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * A `fetch` for the storefront's API client over node:http: one kept-alive connection pool per client,
 * from its own loopback address, asking for compressed answers as a browser does. Every answer (status,
 * error code, time to the last byte) and every network error goes to `stats` under the current step.
 */
export function loopbackFetch(options: LoopbackFetchOptions): LoopbackFetch {
  const agent = new http.Agent({ keepAlive: true });
  const send = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const step = options.step();
    const started = performance.now();
    return new Promise<Response>((resolve, reject) => {
      const failed = (error: Error) => {
        options.stats.networkError(step, error.message);
        reject(new TypeError('fetch failed', { cause: error }));
      };
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: init?.method ?? 'GET',
          headers,
          agent,
          localAddress: options.localAddress,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', failed);
          response.on('end', () => {
            let text: string;
            try {
              text = decoded(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8');
            } catch (error) {
              failed(error instanceof Error ? error : new Error(String(error)));
              return;
            }
            const status = response.statusCode ?? 0;
            options.stats.answer({ step, status, code: status >= 400 ? errorCodeOf(text) : '', ms: performance.now() - started });
            const empty = status === 204 || status === 304;
            resolve(new Response(empty ? null : text, { status, headers: answerHeaders(response.headers) }));
          });
        },
      );
      request.on('error', failed);
      request.end(body);
    });
  };
  return { fetch: send, close: () => agent.destroy() };
}

/** The i-th client's loopback address: 127.0.1.2, 127.0.1.3, … (127.0.0.1, the servers' own, is never used). */
export function clientAddress(index: number): string {
  return `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`;
}
