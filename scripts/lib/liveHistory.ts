import type { RemoteName } from '@shop/shared-contracts';

/**
 * What customers were served, remote by remote: every time a release went live or a canary started or
 * ended, and why. `pnpm rollback` reads it to find what was live before; `pnpm releases` prints it.
 * Kept in `deploy/history.json`, appended to by the deploy tools only.
 */
export type LiveHistoryEvent =
  | { remote: RemoteName; at: string; kind: 'live'; version: string; by: 'release' | 'promote' | 'rollback' }
  | { remote: RemoteName; at: string; kind: 'canary'; version: string; percent: number }
  | { remote: RemoteName; at: string; kind: 'canary-ended'; version: string; by: 'promote' | 'rollback' | 'automatic rollback'; note?: string };

export interface LivePeriod {
  version: string;
  from: string;
  /** When it stopped being live, or null while it is. */
  to: string | null;
  cameBy: 'release' | 'promote' | 'rollback';
  leftBy: 'release' | 'promote' | 'rollback' | null;
}

/** Releases taken out of service by a rollback (as the live release, or as a canary): never rolled back to. */
export function rolledBackVersions(events: readonly LiveHistoryEvent[], remote: RemoteName): Set<string> {
  const bad = new Set<string>();
  let live: string | null = null;
  for (const event of events) {
    if (event.remote !== remote) continue;
    if (event.kind === 'live') {
      if (event.by === 'rollback' && live !== null && live !== event.version) bad.add(live);
      live = event.version;
    } else if (event.kind === 'canary-ended' && event.by !== 'promote') bad.add(event.version);
  }
  return bad;
}

/** Each stretch of time a release was live, oldest first. */
export function livePeriods(events: readonly LiveHistoryEvent[], remote: RemoteName): LivePeriod[] {
  const periods: LivePeriod[] = [];
  for (const event of events) {
    if (event.remote !== remote || event.kind !== 'live') continue;
    const previous = periods.at(-1);
    if (previous && previous.to === null) {
      previous.to = event.at;
      previous.leftBy = event.by;
    }
    periods.push({ version: event.version, from: event.at, to: null, cameBy: event.by, leftBy: null });
  }
  return periods;
}

/**
 * What `pnpm rollback <remote>` returns to: the release live before the current one, going further back past
 * any that was rolled back (or is the current one again); null when there is none.
 */
export function rollbackTarget(events: readonly LiveHistoryEvent[], remote: RemoteName, current: string): string | null {
  const bad = rolledBackVersions(events, remote);
  const periods = livePeriods(events, remote);
  for (let index = periods.length - 2; index >= 0; index -= 1) {
    const version = periods[index]!.version;
    if (version !== current && !bad.has(version)) return version;
  }
  return null;
}
