import * as v from 'valibot';
import type { EndpointName, EndpointParsedInput } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import type { NoticeWriter } from '../realtime/noticeWriter';
import { invalidParam, notSignedIn } from './wpError';
import type { StoreApiInputs } from './storeApiInputs';
import type { AuthAttempts } from '../domain/authAttempts';

/** What a route handler gets: the parsed request and the store's services. */
export interface RequestContext {
  db: Db;
  body: Record<string, unknown>;
  /** The URL's query parameters as PHP reads them (http/bodyParsing.ts queryParams): text, and lists or maps for `a[]=` forms. */
  query: Record<string, unknown>;
  headers: Record<string, string | undefined>;
  notices: NoticeWriter;
  config: StoreConfig;
  /** The client's address (the socket's; no proxy is trusted). */
  ip: string;
  /** Sign-in, registration and password-reset attempts, for rate limiting. */
  authAttempts: AuthAttempts;
  /** The clock of rate limits (a test's clock in tests). */
  now(): number;
  /**
   * The signed-in user's token ('' for a guest): on the plugin's routes from the body, the query or a user
   * bearer value; on Store API routes from the bearer alone (http/requestUser.ts).
   */
  userToken: string;
  /** The id of the user `userToken` signs in (null for a guest or a lapsed token), looked up once per request. */
  signedInUserId(): number | null;
  /** Whether the bearer is the operator's credential (StoreConfig.operatorToken): what an operator call needs. */
  operatorBearer: boolean;
}

export interface StoreConfig {
  serviceToken: string;
  /** The operator's bearer; null: no operator call is accepted. */
  operatorToken: string | null;
  publicUrl: string;
  failingCardNumber: string;
  outboxFile: string;
  /** The operator's log of refused payment notifications (`payments.log` in the data folder). */
  paymentLogFile: string;
  secret: string;
  /** Where store-api answers (WordPress's rest_url() site), for the links in its answers. */
  siteUrl: string;
}

export interface HandlerResult {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Handler = (context: RequestContext) => HandlerResult | Promise<HandlerResult>;

/**
 * What a handler of an endpoint is given: the body its request schema parsed, or for the Store API cart
 * writes the params as WooCommerce's registered arguments leave them (http/storeApiArgs.ts).
 */
export type HandlerInput<K extends EndpointName> = K extends keyof StoreApiInputs ? StoreApiInputs[K] : EndpointParsedInput<K>;
/** A handler of one endpoint of the shared endpoint table. */
export type EndpointHandler<K extends EndpointName> = (context: RequestContext, input: HandlerInput<K>) => HandlerResult | Promise<HandlerResult>;
/** One handler for every endpoint of the table: the compiler refuses a missing one. */
export type EndpointHandlers = { [K in EndpointName]: EndpointHandler<K> };

/** Validates the body against a schema; the first problem becomes a rest_invalid_param 400. */
export function parseBody<TSchema extends v.GenericSchema>(context: RequestContext, schema: TSchema): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, { ...context.query, ...context.body });
  if (!result.success) {
    const issue = result.issues[0];
    throw invalidParam(v.getDotPath(issue) ?? 'body', issue.message);
  }
  return result.output;
}

/** The signed-in user's id, or a 401 in WordPress's shape. */
export function requireUser(context: RequestContext): number {
  const userId = context.signedInUserId();
  if (userId === null) throw notSignedIn();
  return userId;
}

export const ok = (body: unknown, status = 200): HandlerResult => ({ status, body });
/** An answer already serialised as JSON (hot lists build it from cached pieces). */
export const okJson = (json: string, status = 200): HandlerResult => ({ status, body: json, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
