import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import serveStatic from 'serve-static';
import { acceptsBrotli, BrotliCopies } from './brotliCopies';
import type { ApiAnswer, PageAnswer } from '@shop/shell/server';
import { WP_JSON_PATH } from '@shop/shared-contracts';
import { BASE_SECURITY_HEADERS, FILE_CONTENT_SECURITY_POLICY } from '@shop/shell/ops';

/**
 * The production-like static server of the shell and the remotes: `serve-static` (Express's own file
 * server: ETags, conditional and range requests, safe path resolution, dotfiles such as a half-written
 * `.staging-*` release folder never served) behind `compression` (brotli or gzip per request), on plain
 * `node:http`; immutable release files go from brotli copies made once (`BrotliCopies`). What is
 * ours is only the policy: the cache rule per file, CORS for the remotes' origins, config files answered
 * from memory, and the shell's fallback to index.html for its client-side routes (404 for a path the route
 * table does not know, so crawlers and monitors see a real not-found while the page still renders it).
 */
export interface StaticServerOptions {
  root: string;
  port: number;
  /**
   * Serve index.html for paths without a file extension (the shell's client-side routes); the function
   * says whether the path is a known route (200) or not (404, the page then shows its not-found screen).
   */
  spaFallback?: (pathname: string) => boolean;
  /** Files answered from memory or another path (config.json, remotes.json), always no-cache. */
  overrides?: Record<string, () => string>;
  /** Send Access-Control-Allow-Origin: * (remotes are fetched cross-origin by the shell). */
  cors?: boolean;
  /** Cache policy for a file path relative to root. */
  cacheControl: (relativePath: string) => string;
  /**
   * The render server, in front of the files: its answer for a GET or HEAD, or null for what is not a
   * page (the files then answer). Its answers are compressed like the files.
   */
  pages?: (url: string, request: { cookie?: string }) => Promise<PageAnswer | null>;
  /**
   * The storefront's own `/competition/index.php/wp-json/` (GET, HEAD, POST; a body of at most
   * `MAX_PUBLIC_READ_BYTES`): the render server's answers to the browsers' public reads.
   */
  publicReads?: (method: string, url: string, body: string) => Promise<ApiAnswer>;
  /** POST paths answered by a function of the body (at most `MAX_POST_BYTES`): it returns the status. */
  posts?: Record<string, (body: string) => number>;
  /**
   * The security headers of the index.html sent for a client-side route when the render server could not
   * answer (its page policy); without it the file policy stands, which lets no page run.
   */
  documentSecurityHeaders?: () => Record<string, string>;
}

/** A report is a few hundred bytes; anything longer is refused (413) once it has been read. */
const MAX_POST_BYTES = 4096;
/** A public read's body is a page number and a category or an id. */
const MAX_PUBLIC_READ_BYTES = 16 * 1024;
/** How long an idle connection stays open: longer than the 60 s idle timeout of the usual CDNs and load balancers. */
const IDLE_CONNECTION_MS = 65_000;

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Next = (error?: unknown) => void;
type Middleware = (request: http.IncomingMessage, response: http.ServerResponse, next: Next) => void;

// compression's types describe Express's request and response, but it only uses what node:http has
// (its README shows it on a plain http server); this is the shape it is called with here.
const compress = compression() as unknown as Middleware;

function sendText(response: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE, ...headers });
  response.end(body);
}

/** The whole body (read to its end, so an answer is never cut off while the client still sends), or null past `limit` bytes. */
function readBody(request: http.IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
  });
}

function answerPost(request: http.IncomingMessage, response: http.ServerResponse, handle: (body: string) => number): void {
  void readBody(request, MAX_POST_BYTES).then((body) => {
    if (body === null) return sendText(response, 413, `A report is at most ${MAX_POST_BYTES} bytes.`);
    const status = handle(body);
    if (status === 204) return void response.writeHead(204, { 'Cache-Control': NO_CACHE }).end();
    sendText(response, status, status < 400 ? 'OK' : 'The report is not {remote, version, kind, detail?}.');
  });
}

function answerPublicRead(request: http.IncomingMessage, response: http.ServerResponse, publicReads: NonNullable<StaticServerOptions['publicReads']>): void {
  const method = request.method ?? 'GET';
  void readBody(request, MAX_PUBLIC_READ_BYTES)
    .then((body) =>
      body === null
        ? {
            status: 413,
            headers: { 'Content-Type': 'application/json; charset=UTF-8' },
            body: '{"code":"rest_request_too_large","message":"The request body is too large.","data":{"status":413}}',
          }
        : publicReads(method, request.url ?? '/', body),
    )
    .then(
      (answer) =>
        compress(request, response, () => {
          response.writeHead(answer.status, answer.headers);
          response.end(method === 'HEAD' ? undefined : answer.body);
        }),
      (error: unknown) => {
        console.error('[public-reads] failed:', error);
        sendText(response, 500, 'Server error');
      },
    );
}

export function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const files: Middleware = serveStatic(root, {
    cacheControl: false, // set per file below
    fallthrough: true,
    redirect: false,
    setHeaders: (response, file) => response.setHeader('Cache-Control', options.cacheControl(path.relative(root, file))),
  });

  const fallback = (request: http.IncomingMessage, response: http.ServerResponse, pathname: string, cors: Record<string, string>) => {
    const index = path.join(root, 'index.html');
    const isKnown = options.spaFallback;
    const isPage = isKnown && !path.extname(pathname) && (request.method === 'GET' || request.method === 'HEAD') && fs.existsSync(index);
    if (!isPage) return sendText(response, 404, 'Not found', cors);
    const status = isKnown(pathname) ? 200 : 404;
    const security = options.documentSecurityHeaders?.() ?? {};
    response.writeHead(status, { ...cors, ...security, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_CACHE });
    response.end(request.method === 'HEAD' ? undefined : fs.readFileSync(index));
  };

  const brotli = new BrotliCopies(root, (relativePath) => options.cacheControl(relativePath) === IMMUTABLE);

  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const cors: Record<string, string> = options.cors ? { 'Access-Control-Allow-Origin': '*' } : {};
    // Every answer carries the base security headers and the file policy; a page replaces the policy with its own.
    const defaults = { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY, ...cors };
    for (const [name, value] of Object.entries(defaults)) response.setHeader(name, value);
    const post = request.method === 'POST' ? options.posts?.[pathname] : undefined;
    if (post) return answerPost(request, response, post);
    if (pathname === WP_JSON_PATH && options.publicReads) return answerPublicRead(request, response, options.publicReads);
    if (!options.overrides?.[pathname] && brotli.answer(request, response, pathname)) return;
    if (options.pages && (request.method === 'GET' || request.method === 'HEAD') && !options.overrides?.[pathname]) {
      options.pages(request.url ?? '/', { cookie: request.headers.cookie }).then(
        (page) => {
          if (!page) return compress(request, response, serveFile);
          if (page.brotli && acceptsBrotli(request)) {
            response.writeHead(page.status, {
              ...page.headers,
              'Content-Encoding': 'br',
              Vary: 'Accept-Encoding',
              'Content-Length': String(page.brotli.length),
            });
            response.end(request.method === 'HEAD' ? undefined : page.brotli);
            return;
          }
          compress(request, response, () => {
            response.writeHead(page.status, page.headers);
            response.end(request.method === 'HEAD' ? undefined : page.body);
          });
        },
        (error: unknown) => {
          // Never a 5xx for a page: the browser renders it as it did before the render server.
          console.error('[render-server] failed; the page goes to the browser to render:', error);
          compress(request, response, serveFile);
        },
      );
      return;
    }
    compress(request, response, serveFile);
    function serveFile() {
      const override = options.overrides?.[pathname];
      if (override) {
        response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': NO_CACHE });
        response.end(request.method === 'HEAD' ? undefined : override());
        return;
      }
      files(request, response, (error) => {
        if (error) {
          const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 500;
          sendText(response, status, status === 500 ? 'Server error' : 'Bad request', cors);
          return;
        }
        fallback(request, response, pathname, cors);
      });
    }
  });
  // A client (a browser, a CDN, a load balancer) may reuse an idle connection at the moment a server closes it,
  // and sees a reset. So the server keeps idle connections longer than the usual proxies' 60 s and leaves the
  // closing to the client (Node's 5 s made the rush's browsers see resets).
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
