import * as v from 'valibot';
import { REMOTE_NAMES, REMOTE_PROBLEM_KINDS, RemoteVersionSchema } from '@shop/shared-contracts';

export type RemoteProblemKind = (typeof REMOTE_PROBLEM_KINDS)[number];
export type RemoteEventKind = 'view' | RemoteProblemKind;

/** Where the browser reports a remote release's problems: the render server, on the shop's own origin. */
export const REMOTE_EVENTS_PATH = '/ops/remote-events';

/** One problem as the browser reports it (`POST /ops/remote-events` on the shop's own origin). */
export const RemoteProblemReportSchema = v.object({
  remote: v.picklist(REMOTE_NAMES),
  version: RemoteVersionSchema,
  kind: v.picklist(REMOTE_PROBLEM_KINDS),
  detail: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type RemoteProblemReport = v.InferOutput<typeof RemoteProblemReportSchema>;

export function readRemoteProblemReport(raw: unknown): RemoteProblemReport | null {
  const result = v.safeParse(RemoteProblemReportSchema, raw);
  return result.success ? result.output : null;
}
