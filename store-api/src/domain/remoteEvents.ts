import { REMOTE_PROBLEM_KINDS, type RemoteName } from '@shop/shared-contracts';
import type { RemoteEventCount, RemoteHealth } from './opsProtocol';
import type { Db } from '../db/database';

/**
 * The ops collector of the embedded default: page views and problems per remote release, so a canary's
 * error rate can be compared with the live release's (see docs/operations.md, the runbook).
 */
export function recordRemoteEvents(db: Db, events: readonly RemoteEventCount[], at = Date.now()): void {
  const insert = db.prepare('INSERT INTO remote_events (remote, version, kind, count, at) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const event of events) insert.run(event.remote, event.version, event.kind, event.count, at);
  })();
}

export function remoteHealth(db: Db, remote: RemoteName, version: string, since: string): RemoteHealth {
  const from = Date.parse(since);
  const rows = db
    .prepare('SELECT kind, SUM(count) AS total FROM remote_events WHERE remote = ? AND version = ? AND at >= ? GROUP BY kind')
    .all(remote, version, Number.isNaN(from) ? 0 : from) as { kind: string; total: number }[];
  const totals = new Map(rows.map((row) => [row.kind, row.total]));
  return {
    remote,
    version,
    since,
    views: totals.get('view') ?? 0,
    problems: Object.fromEntries(REMOTE_PROBLEM_KINDS.map((kind) => [kind, totals.get(kind) ?? 0])),
  };
}
