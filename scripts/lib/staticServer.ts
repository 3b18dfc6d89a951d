import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServerOptions {
  root: string;
  port: number;
  /** Serve index.html for unknown paths without a file extension (the shell's client-side routes). */
  spaFallback?: boolean;
  /** Files answered from memory or another path (config.json, remotes.json), always no-cache. */
  overrides?: Record<string, () => string>;
  /** Send Access-Control-Allow-Origin: * (remotes are fetched cross-origin by the shell). */
  cors?: boolean;
  /** Cache policy for a file path relative to root. */
  cacheControl: (relativePath: string) => string;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

function send(response: http.ServerResponse, request: http.IncomingMessage, status: number, body: Buffer, headers: Record<string, string>) {
  const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const compressible = body.length > 1024 && /text|json|svg/.test(headers['Content-Type'] ?? '');
  const payload = acceptsGzip && compressible ? zlib.gzipSync(body) : body;
  response.writeHead(status, {
    ...headers,
    ...(payload !== body ? { 'Content-Encoding': 'gzip' } : {}),
    Vary: 'Accept-Encoding',
    'Content-Length': String(payload.length),
  });
  response.end(request.method === 'HEAD' ? undefined : payload);
}

/** A small production-like static server: gzip, explicit cache policy, SPA fallback, CORS for remotes. */
export function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const cors: Record<string, string> = options.cors ? { 'Access-Control-Allow-Origin': '*' } : {};
    const override = options.overrides?.[url.pathname];
    if (override) {
      send(response, request, 200, Buffer.from(override()), { ...cors, 'Content-Type': CONTENT_TYPES['.json']!, 'Cache-Control': NO_CACHE });
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      send(response, request, 403, Buffer.from('Forbidden'), { 'Content-Type': CONTENT_TYPES['.txt']! });
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file) && options.spaFallback && !path.extname(url.pathname)) file = path.join(root, 'index.html');
    if (!fs.existsSync(file)) {
      send(response, request, 404, Buffer.from('Not found'), { ...cors, 'Content-Type': CONTENT_TYPES['.txt']! });
      return;
    }
    const relative = path.relative(root, file);
    send(response, request, 200, fs.readFileSync(file), {
      ...cors,
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': options.cacheControl(relative),
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        close: () => new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}
