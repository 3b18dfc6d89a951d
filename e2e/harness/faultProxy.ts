import http from 'node:http';
import type { Socket } from 'node:net';
import { freePort } from './ports';
import { freshDeploy, startShop, type Shop } from './shop';

/**
 * A fault-injecting proxy in front of store-api. The shop's `apiHost` points at it (startShop's
 * `configOverride`), so both the render server's calls and the browser's go through it; a test switches
 * one fault on for the calls whose `rest_route` it picks, and off again to let the API "come back".
 */
export const FAULTS = ['http-500', 'html-502', 'malformed-json', 'empty-body', 'wrong-shape', 'hang', 'network-down'] as const;
export type Fault = (typeof FAULTS)[number];

/** What a WordPress site answers when PHP fails: its JSON error shape, with the text the site shows. */
export const WORDPRESS_CRITICAL_ERROR = 'There has been a critical error on this website.';
const PROXY_ERROR_PAGE =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** One call the proxy answered with a fault: its route, and whether the browser (a CORS request) or a server made it. */
export interface FaultedCall {
  fault: Fault;
  route: string;
  method: string;
  fromBrowser: boolean;
}

export interface FaultProxy {
  url: string;
  /** Answers calls whose `rest_route` passes `applies` with `fault`, from now on. Calls held by a hang are let go (reset). */
  inject(fault: Fault, applies: (route: string) => boolean): void;
  /** Passes every call through again; calls held by a hang are let go (reset). */
  clear(): void;
  /** Every call answered with a fault since the proxy started. */
  readonly faulted: readonly FaultedCall[];
  close(): Promise<void>;
}

/**
 * CORS headers as a stock WooCommerce sends them (store-api's default): the API's own gateway answers with
 * them, so the page reads the fault itself (a status, a body) rather than an opaque CORS failure.
 */
function corsHeaders(request: http.IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    Vary: 'Origin',
    'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link, Cart-Token',
  };
}

function answer(request: http.IncomingMessage, response: http.ServerResponse, status: number, contentType: string, body: string | Buffer): void {
  response.writeHead(status, { ...corsHeaders(request), 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  response.end(body);
}

/**
 * The request as store-api should see it: the same method, path, headers (its own Host) and body. A first
 * path segment before `/competition/` is dropped: a test may give the shop `{proxy}/<anything>` as its API
 * host, so each fault meets a storefront that has kept no answer from that host yet.
 */
function forward(target: URL, request: http.IncomingMessage, headers: http.OutgoingHttpHeaders): http.ClientRequest {
  const upstream = http.request({
    host: target.hostname,
    port: target.port,
    method: request.method,
    path: (request.url ?? '/').replace(/^\/[^/]+(?=\/competition\/)/, ''),
    headers: { ...headers, host: target.host },
  });
  request.pipe(upstream);
  return upstream;
}

export async function startFaultProxy(target: () => string): Promise<FaultProxy> {
  let current: { fault: Fault; applies: (route: string) => boolean } | null = null;
  const faulted: FaultedCall[] = [];
  const held = new Set<http.ServerResponse>();
  const sockets = new Set<Socket>();

  const letHeldGo = () => {
    for (const response of held) response.socket?.destroy();
    held.clear();
  };

  const server = http.createServer((request, response) => {
    const route = new URL(request.url ?? '/', 'http://proxy').searchParams.get('rest_route') ?? '';
    const method = request.method ?? 'GET';
    const fault = current && current.applies(route) ? current.fault : null;
    // A preflight is the browser's, not the API's: it passes unless the network itself is down.
    if (!fault || (method === 'OPTIONS' && fault !== 'network-down')) {
      const upstream = forward(new URL(target()), request, request.headers);
      upstream.on('response', (answerFromApi) => {
        response.writeHead(answerFromApi.statusCode ?? 502, answerFromApi.headers);
        answerFromApi.pipe(response);
      });
      upstream.on('error', () => response.socket?.destroy());
      return;
    }
    faulted.push({ fault, route, method, fromBrowser: request.headers.origin !== undefined });
    switch (fault) {
      case 'http-500':
        request.resume();
        answer(
          request,
          response,
          500,
          'application/json; charset=UTF-8',
          JSON.stringify({ code: 'internal_server_error', message: WORDPRESS_CRITICAL_ERROR, data: { status: 500 } }),
        );
        return;
      case 'html-502':
        request.resume();
        answer(request, response, 502, 'text/html', PROXY_ERROR_PAGE);
        return;
      case 'empty-body':
        request.resume();
        answer(request, response, 200, 'application/json; charset=UTF-8', '');
        return;
      case 'wrong-shape':
        request.resume();
        answer(request, response, 200, 'application/json; charset=UTF-8', JSON.stringify({ unexpected: true }));
        return;
      case 'malformed-json': {
        // The API's real answer, cut off halfway (a connection dropped mid-body behind a buffering proxy).
        const upstream = forward(new URL(target()), request, { ...request.headers, 'accept-encoding': 'identity' });
        upstream.on('response', (answerFromApi) => {
          const chunks: Buffer[] = [];
          answerFromApi.on('data', (chunk: Buffer) => chunks.push(chunk));
          answerFromApi.on('end', () => {
            const whole = Buffer.concat(chunks);
            answer(request, response, 200, 'application/json; charset=UTF-8', whole.subarray(0, Math.floor(whole.length / 2)));
          });
        });
        upstream.on('error', () => response.socket?.destroy());
        return;
      }
      case 'hang':
        request.resume();
        held.add(response);
        response.on('close', () => held.delete(response));
        return;
      case 'network-down':
        request.socket.destroy();
        return;
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fault proxy has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    inject(fault, applies) {
      letHeldGo();
      current = { fault, applies };
    },
    clear() {
      letHeldGo();
      current = null;
    },
    faulted,
    async close() {
      current = null;
      letHeldGo();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The shop on store-api with its API host a fault proxy in front of store-api (under `apiHostPath()`, read per
 * request, which the proxy drops), so the render server's calls and the browser's both go through it. The
 * pictures keep store-api's own address (the proxy stands in for the API only): the page policy allows them
 * as ops allow a CDN's, by SHOP_CSP_IMAGE_ORIGINS, read when the shop starts.
 */
export async function startShopBehindFaultProxy(apiHostPath: () => string = () => ''): Promise<{ shop: Shop; proxy: FaultProxy }> {
  let shop: Shop | null = null;
  const proxy = await startFaultProxy(() => shop!.storeApi!.url);
  const storeApiPort = await freePort();
  process.env.SHOP_CSP_IMAGE_ORIGINS = `http://127.0.0.1:${storeApiPort}`;
  try {
    // configOverride is read per request, after startShop has answered.
    shop = await startShop({
      deployDir: freshDeploy(),
      storeApi: true,
      storeApiPort,
      configOverride: () => ({ ...shop!.config(), apiHost: `${proxy.url}${apiHostPath()}` }),
    });
    return { shop, proxy };
  } catch (error) {
    await proxy.close();
    throw error;
  } finally {
    delete process.env.SHOP_CSP_IMAGE_ORIGINS;
  }
}
