import { REMOTE_NAMES } from '@shop/shared-contracts';
import { problemRate, type RemoteHealth } from '@shop/store-api/ops';
import { canaryFor, readManifest, rollbackRemote } from './deploy';
import { fetchRemoteHealth, type OpsCollector } from './opsCollector';

/**
 * When a canary is rolled back on its own: once it has at least `minViews` page views, if its problems per
 * page view pass the live release's (over the same time) by more than `margin`.
 */
export interface CanaryPolicy {
  minViews: number;
  margin: number;
}

export const CANARY_POLICY: CanaryPolicy = { minViews: 20, margin: 0.05 };

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** Why the canary must go, or null while it may stay. */
export function canaryVerdict(live: RemoteHealth, canary: RemoteHealth, policy: CanaryPolicy = CANARY_POLICY): string | null {
  if (canary.views < policy.minViews) return null;
  const canaryRate = problemRate(canary);
  const liveRate = problemRate(live);
  if (canaryRate <= liveRate + policy.margin) return null;
  return `problems per page view ${percent(canaryRate)} over ${canary.views} views against ${percent(liveRate)} for ${live.version} (margin ${percent(policy.margin)})`;
}

/** Checks every running canary once; rolls back (and records) each that fails its policy. Returns what it rolled back. */
export async function checkCanaries(dir: string, collector: OpsCollector, policy: CanaryPolicy = CANARY_POLICY): Promise<string[]> {
  const rolledBack: string[] = [];
  for (const remote of REMOTE_NAMES) {
    const canary = canaryFor(remote, dir);
    const live = readManifest(dir)[remote];
    if (!canary || !live) continue;
    const [liveHealth, canaryHealth] = await Promise.all([
      fetchRemoteHealth(collector, remote, live.version, canary.since),
      fetchRemoteHealth(collector, remote, canary.version, canary.since),
    ]);
    const reason = canaryVerdict(liveHealth, canaryHealth, policy);
    if (!reason) continue;
    rollbackRemote(remote, undefined, { by: 'automatic rollback', note: reason }, dir);
    console.error(`[canary] remote-${remote} ${canary.version} was rolled back automatically: ${reason}`);
    rolledBack.push(`${remote} ${canary.version}`);
  }
  return rolledBack;
}

/** Checks the canaries every `intervalMs` until stopped (`pnpm start` runs it; so can any ops host). */
export function watchCanaries(dir: string, collector: OpsCollector, intervalMs = 1000, policy: CanaryPolicy = CANARY_POLICY): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    checkCanaries(dir, collector, policy)
      .catch((error: unknown) => console.error(`[canary] check failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  return () => clearInterval(timer);
}
