import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { isEmpty, type Db } from './db/database';
import { openDatabase } from './db/openDatabase';
import { readContent, writeContent } from './domain/content';
import { randomToken } from './domain/secrets';
import { ENDPOINTS, HOSTED_SANDBOX_GATEWAY } from '@shop/shared-contracts';
import { setGatewayEnabled } from './domain/paymentGateways';
import { cancelUnpaidOrders, DEFAULT_HOLD_STOCK_MINUTES } from './domain/hostedPayments';
import { registerSandboxGateway } from './sandbox/sandboxRoutes';
import { AUTH_LIMIT_POLICY, AuthAttempts, type AuthLimitPolicy, type LimitedCall } from './domain/authAttempts';
import { cartOwner } from './domain/cart';
import { userIdForToken } from './domain/users';
import { buildRouteTable, findHandler, isStoreApiRoute, restRouteOf, routeKey } from './http/dispatch';
import { drainUnreadBody } from './http/unreadBody';
import type { RequestContext, StoreConfig } from './http/context';
import { WpError } from './http/wpError';
import { asWpError } from './http/domainErrors';
import { bodyTokenOf, resolveRequestUser, storeApiRequestUser } from './http/requestUser';
import { bodyParams, queryParams } from './http/bodyParsing';
import { registerCors } from './http/cors';
import type { StoreApiHeadersMode } from './http/storeApiCors';
import { SECURITY_HEADERS, answerClientError } from './http/securityHeaders';
import { createNoticeWriter, memoryNoticeWriter, type NoticeWriter } from './realtime/noticeWriter';
import { startRealtimeServer, type RealtimeServer } from './realtime/realtimeServer';
import { HANDLERS } from './routes';
import { ADDRESS_LIMITED_CALLS } from './routes/auth';
import { registerOpsRoutes } from './http/opsRoutes';
import { seedDemoData } from './seed/seed';
import { startDrawJob, type DrawJob, type DrawLog } from './drand/drawJob';

export interface StoreApiOptions {
  port?: number;
  host?: string;
  /** 0 picks a free port; false runs without a realtime database (notices are kept in memory). */
  rtdbPort?: number | false;
  dataDir: string;
  serviceToken?: string;
  /**
   * The operator's bearer (`STORE_API_OPERATOR_TOKEN`) for the operator's calls (recording a postal entry). It
   * is never in the storefront's config: the service bearer is public there. Unset: those calls are refused.
   */
  operatorToken?: string;
  /** Extra allowed browser origins; localhost and 127.0.0.1 on any port are always allowed. */
  allowedOrigins?: string[];
  /** Where the storefront runs, for links in emails (reset password). */
  publicUrl?: string;
  failingCardNumber?: string;
  /** Limits on sign-in, registration and password reset per account, email and address (default AUTH_LIMIT_POLICY). */
  authLimits?: AuthLimitPolicy;
  /**
   * The shop's clock (epoch ms): rate limits, the demo data's dates, when competitions close, sales and
   * draws. Tests move it instead of waiting. Sessions, tokens and one-time keys keep the real time.
   */
  now?: () => number;
  /**
   * The main-draw job of draw rule v2 (drand/drawJob.ts): the drand relays it asks (`DRAND_RELAYS`), how often
   * it looks (ms; null: only when a test calls `draws.tick()`), and the fetch it uses. false: no job.
   */
  drawJob?: { relays: readonly string[]; everyMs?: number | null; fetch?: typeof fetch; log?: DrawLog } | false;
  /** Which Store API headers CORS exposes (default 'stock', as WooCommerce 9.3+: Cart-Token but not Nonce). */
  storeApiHeaders?: StoreApiHeadersMode;
  /**
   * The sandbox hosted-payment gateway (test mode only; docs/payments.md): true switches it on
   * (`STORE_API_HOSTED_SANDBOX=on`); otherwise it stays as an admin left it, off by default.
   */
  hostedSandbox?: boolean;
  /** How long an unpaid order holds its tickets (WooCommerce's "Hold stock (minutes)"; default 60). */
  holdStockMinutes?: number;
  /** How often unpaid orders past the hold are cancelled (ms; default a minute; null: only when a test calls `payments.sweep()`). */
  unpaidSweepEveryMs?: number | null;
}

export interface RunningStoreApi {
  url: string;
  rtdbPort: number | null;
  db: Db;
  notices: NoticeWriter;
  /** The main-draw job, when it runs. */
  draws: DrawJob | null;
  /** Cancels unpaid orders past the hold now (WooCommerce's woocommerce_cancel_unpaid_orders); the ids cancelled. */
  payments: { sweep(): number[] };
  close(): Promise<void>;
}

export const DEFAULT_SERVICE_TOKEN = 'local-dev-service-token';
export const DEFAULT_FAILING_CARD = '4000000000000002';
function storeSecret(db: Db): string {
  const existing = readContent<string | null>(db, 'secret', null);
  if (existing) return existing;
  const secret = randomToken(32);
  writeContent(db, 'secret', secret);
  return secret;
}

/** The secret the shop and the sandbox provider sign notifications with, made once per store. */
function sandboxSecret(db: Db): string {
  const existing = readContent<string | null>(db, 'hosted_sandbox_secret', null);
  if (existing) return existing;
  const secret = randomToken(32);
  writeContent(db, 'hosted_sandbox_secret', secret);
  return secret;
}

function bearerOf(request: FastifyRequest): string {
  const match = /^Bearer\s+(.+)$/i.exec(String(request.headers.authorization ?? ''));
  return match ? match[1]!.trim() : '';
}

const STORE_API_BASE = 'http://store-api.local';

/** `METHOD /route` of each call limited per address → the call's limit. */
const ADDRESS_LIMITED_ROUTES: ReadonlyMap<string, LimitedCall> = new Map(
  Object.entries(ADDRESS_LIMITED_CALLS).map(([name, call]) => {
    const { method, route } = ENDPOINTS[name as keyof typeof ADDRESS_LIMITED_CALLS];
    return [routeKey(method, route), call];
  }),
);

const restRouteOfRequest = (request: FastifyRequest) => restRouteOf(new URL(request.url, STORE_API_BASE));

function addressLimitedCall(request: FastifyRequest): LimitedCall | undefined {
  const route = restRouteOfRequest(request);
  return route ? ADDRESS_LIMITED_ROUTES.get(routeKey(request.method, route)) : undefined;
}

function isStoreApiRequest(request: FastifyRequest): boolean {
  const route = restRouteOfRequest(request);
  return route !== null && isStoreApiRoute(route);
}

function sendError(reply: FastifyReply, error: WpError) {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.status(error.status).send(error.toBody());
}

export async function startStoreApi(options: StoreApiOptions): Promise<RunningStoreApi> {
  const db = openDatabase(options.dataDir);
  const realtime: RealtimeServer | null = options.rtdbPort === false ? null : await startRealtimeServer(options.rtdbPort ?? 3101);
  const notices = realtime ? createNoticeWriter(realtime.port) : memoryNoticeWriter();
  const config: StoreConfig = {
    serviceToken: options.serviceToken ?? DEFAULT_SERVICE_TOKEN,
    operatorToken: options.operatorToken || null,
    publicUrl: options.publicUrl ?? 'http://127.0.0.1:3000',
    failingCardNumber: options.failingCardNumber ?? DEFAULT_FAILING_CARD,
    outboxFile: path.join(options.dataDir, 'outbox.log'),
    paymentLogFile: path.join(options.dataDir, 'payments.log'),
    secret: storeSecret(db),
    // Where store-api itself answers (rest_url()'s site), known once it listens.
    siteUrl: '',
  };
  const imagesDir = path.join(options.dataDir, 'images');
  const now = options.now ?? Date.now;
  const authAttempts = new AuthAttempts(options.authLimits ?? AUTH_LIMIT_POLICY, now);
  const routes = await buildRouteTable(HANDLERS);
  const app: FastifyInstance = Fastify({
    logger: false,
    bodyLimit: 256 * 1024,
    // Errors before a request exists (431 header fields too large, 400 malformed HTTP) in WordPress's shape too.
    clientErrorHandler: answerClientError,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // The sandbox provider's pages set a policy of their own (sandbox/hostedPages.ts); everything else gets these.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    // Answered before the body was all read (a refusal): read the rest first, so the answer is not lost to a reset.
    if (!request.raw.complete && !(await drainUnreadBody(request.raw))) reply.header('Connection', 'close');
    return payload;
  });

  // Answers (JSON, the SVG artwork) go gzip or brotli-compressed to a client that accepts it, as a WordPress
  // host behind nginx sends them: a list of competitions shrinks from about 16 KB to 3, one round trip on a phone.
  await app.register(compress, { threshold: 1024 });

  await registerCors(app, {
    allowedOrigins: options.allowedOrigins ?? [],
    storeApiHeaders: options.storeApiHeaders ?? 'stock',
    isStoreApiRequest,
    cartTokenKnown: (token) => cartOwner(db, token).exists,
  });

  // An address that must wait is refused before its body is read (the refusal throws a DomainError: a 429),
  // after CORS has added its headers, so a storefront on another origin can read the refusal.
  app.addHook('onRequest', async (request) => {
    const call = addressLimitedCall(request);
    if (call) authAttempts.checkAddress(call, request.ip);
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    try {
      done(null, bodyParams(request.headers['content-type'], String(body)));
    } catch (error) {
      done(error as Error);
    }
  });

  app.setErrorHandler((error, _request, reply) => {
    const wpError = asWpError(error);
    if (wpError) return sendError(reply, wpError);
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    if (status === 413) return sendError(reply, new WpError(413, 'rest_request_too_large', 'The request body is too large.'));
    if (status >= 400 && status < 500) return sendError(reply, new WpError(status, 'rest_invalid_request', (error as Error).message));
    console.error('[store-api] unexpected error:', error);
    return sendError(reply, new WpError(500, 'woocommerce_rest_unknown_server_error', 'An unexpected error occurred.'));
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, new WpError(404, 'rest_no_route', 'No route was found matching the URL and request method.')));

  app.get('/competition/images/:name', (request, reply) => {
    const name = path.basename((request.params as { name: string }).name);
    const file = path.join(imagesDir, name);
    if (!name.endsWith('.svg') || !fs.existsSync(file)) return sendError(reply, new WpError(404, 'rest_no_route', 'No such image.'));
    return reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(fs.readFileSync(file));
  });

  registerOpsRoutes(app, db, config.serviceToken, (reply, status, code, message) => sendError(reply, new WpError(status, code, message)));

  if (options.hostedSandbox) setGatewayEnabled(db, HOSTED_SANDBOX_GATEWAY, true);
  registerSandboxGateway(app, {
    db,
    now,
    notices,
    secret: sandboxSecret(db),
    siteUrl: () => config.siteUrl,
    publicUrl: config.publicUrl,
    outboxFile: config.outboxFile,
    paymentLogFile: config.paymentLogFile,
  });
  const holdMinutes = options.holdStockMinutes ?? DEFAULT_HOLD_STOCK_MINUTES;
  const sweep = () => cancelUnpaidOrders(db, now(), holdMinutes);
  const sweepEvery = options.unpaidSweepEveryMs === undefined ? 60_000 : options.unpaidSweepEveryMs;
  const sweeper = sweepEvery === null ? null : setInterval(sweep, sweepEvery);
  sweeper?.unref();

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, STORE_API_BASE);
    const route = restRouteOf(url);
    const handler = route ? findHandler(routes, request.method, route) : undefined;
    if (!route || !handler) return sendError(reply, new WpError(404, 'rest_no_route', 'No route was found matching the URL and request method.'));

    const body = (request.body ?? {}) as Record<string, unknown>;
    const query = queryParams(url.searchParams);
    const lookup = (token: string) => userIdForToken(db, token);
    const operatorBearer = config.operatorToken !== null && bearerOf(request) === config.operatorToken;
    // The operator's bearer goes wherever the service bearer goes, and further (http/dispatch.ts).
    const bearer = operatorBearer ? config.serviceToken : bearerOf(request);
    // The Store API knows the customer by the bearer alone (the companion plugin's bridge); the plugin's routes also by `token`.
    const user = isStoreApiRoute(route)
      ? storeApiRequestUser(config.serviceToken, bearer, lookup)
      : resolveRequestUser(config.serviceToken, bearer, bodyTokenOf(body, query), lookup);
    if (!user.bearerAccepted) return sendError(reply, new WpError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.'));
    const context: RequestContext = {
      db,
      body,
      query,
      notices,
      config,
      authAttempts,
      now,
      ip: request.ip,
      headers: request.headers as Record<string, string | undefined>,
      userToken: user.userToken,
      signedInUserId: user.userId,
      operatorBearer,
    };
    const result = await handler(context);
    for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
    return reply.status(result.status ?? 200).send(result.body);
  };
  // The REST API as WordPress serves it at the site (/competition): under wp-json/ with or without index.php,
  // and `?rest_route=` on the site's own address; at the root too.
  for (const prefix of ['/competition/index.php/wp-json', '/competition/wp-json', '/wp-json', '/index.php/wp-json']) {
    app.all(prefix, handle);
    app.all(`${prefix}/*`, handle);
  }
  app.all('/competition', handle);
  app.all('/competition/', handle);
  app.all('/competition/index.php', handle);

  const address = await app.listen({ port: options.port ?? 3100, host: options.host ?? '127.0.0.1' });
  const url = address.replace('localhost', '127.0.0.1');
  config.siteUrl = url;
  if (isEmpty(db)) await seedDemoData(db, { imagesDir, imageBase: `${url}/competition/images`, now: now() });
  const draws = options.drawJob ? startDrawJob({ db, now, ...options.drawJob }) : null;

  return {
    url,
    rtdbPort: realtime?.port ?? null,
    db,
    notices,
    draws,
    payments: { sweep },
    async close() {
      if (sweeper) clearInterval(sweeper);
      await draws?.stop();
      await app.close();
      await notices.close();
      await realtime?.close();
      db.close();
    },
  };
}
