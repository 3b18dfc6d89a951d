import * as v from 'valibot';
import { REMOTE_NAMES, REMOTE_PROBLEM_KINDS, RemoteVersionSchema } from '@shop/shared-contracts';

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
