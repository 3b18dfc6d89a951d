import type { RemoteEvent } from './delivery/releaseEvents';
import { readRemoteProblemReport } from './remoteProblemReport';
import { describeCspReport } from './security/securityHeaders';

/**
 * A problem a browser reports with a remote release (`POST /ops/remote-events` on the shop's origin):
 * checked, then counted. Returns the HTTP status to answer with.
 */
export function acceptProblemReport(body: string, report: (event: RemoteEvent) => void): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 400;
  }
  const problem = readRemoteProblemReport(parsed);
  if (!problem) return 400;
  report({ remote: problem.remote, version: problem.version, kind: problem.kind });
  return 204;
}

/** A violation of the page policy a browser reports: logged for ops. Returns the HTTP status to answer with. */
export function acceptCspReport(body: string, log: (line: string) => void): number {
  const violation = describeCspReport(body);
  if (!violation) return 400;
  log(`[render-server] Content-Security-Policy: ${violation}`);
  return 204;
}
