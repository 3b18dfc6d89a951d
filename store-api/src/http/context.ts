import * as v from 'valibot';
import type { Db } from '../db/database';
import type { NoticeWriter } from '../realtime/noticeWriter';
import { invalidParam, notSignedIn } from './wpError';
import { userIdForToken } from '../domain/users';

/** What a route handler gets: the parsed request and the store's services. */
export interface RequestContext {
  db: Db;
  body: Record<string, unknown>;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  notices: NoticeWriter;
  config: StoreConfig;
  /** The signed-in user's token from the body, the query or a user bearer value ('' for a guest). */
  userToken: string;
}

export interface StoreConfig {
  serviceToken: string;
  publicUrl: string;
  failingCardNumber: string;
  outboxFile: string;
  secret: string;
}

export interface HandlerResult {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Handler = (context: RequestContext) => HandlerResult | Promise<HandlerResult>;

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
  const userId = userIdForToken(context.db, context.userToken);
  if (userId === null) throw notSignedIn();
  return userId;
}

export const ok = (body: unknown, status = 200): HandlerResult => ({ status, body });

/** Common field schemas with limits, so huge or wrong-typed input is a 400, never a crash. */
export const field = {
  text: (max = 200) => v.pipe(v.string(), v.maxLength(max)),
  requiredText: (max = 200) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max)),
  positiveInt: () => v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1), v.maxValue(1_000_000_000)),
  page: () => v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1), v.maxValue(100_000)), 1),
  limit: (fallback: number) => v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1), v.maxValue(100)), fallback),
  token: () => v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
};
