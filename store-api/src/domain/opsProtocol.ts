import * as v from 'valibot';
import { REMOTE_NAMES, REMOTE_PROBLEM_KINDS, RemoteVersionSchema } from '@shop/shared-contracts';

/**
 * The ops collector's protocol: what store-api's `/ops/remote-events` takes and `/ops/remote-health` answers
 * (spoken by the ops tooling in scripts/, which imports it from here). The problem kinds and release names
 * the shop reports are the contract's (shared-contracts/src/ops/remoteEvents.ts).
 */
/** Counts sent to the ops collector (store-api's `POST /ops/remote-events` in the embedded default). */
export const RemoteEventBatchSchema = v.object({
  events: v.pipe(
    v.array(
      v.object({
        remote: v.picklist(REMOTE_NAMES),
        version: RemoteVersionSchema,
        kind: v.picklist(['view', ...REMOTE_PROBLEM_KINDS] as const),
        count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
      }),
    ),
    v.maxLength(1000),
  ),
});
export type RemoteEventBatch = v.InferOutput<typeof RemoteEventBatchSchema>;
export type RemoteEventCount = RemoteEventBatch['events'][number];

/** One release's figures since a moment (`GET /ops/remote-health?remote=&version=&since=`). */
export const RemoteHealthSchema = v.object({
  remote: v.picklist(REMOTE_NAMES),
  version: RemoteVersionSchema,
  since: v.string(),
  views: v.number(),
  problems: v.record(v.string(), v.number()),
});
export type RemoteHealth = v.InferOutput<typeof RemoteHealthSchema>;

/** Problems per page view (0 with no views yet). */
export function problemRate(health: Pick<RemoteHealth, 'views' | 'problems'>): number {
  const problems = Object.values(health.problems).reduce((sum, count) => sum + count, 0);
  return health.views === 0 ? 0 : problems / health.views;
}

export function readRemoteHealth(raw: unknown): RemoteHealth | null {
  const result = v.safeParse(RemoteHealthSchema, raw);
  return result.success ? result.output : null;
}

export function readRemoteEventBatch(raw: unknown): RemoteEventBatch | null {
  const result = v.safeParse(RemoteEventBatchSchema, raw);
  return result.success ? result.output : null;
}
