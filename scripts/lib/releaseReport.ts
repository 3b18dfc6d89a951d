import type { RemoteName } from '@shop/shared-contracts';
import { problemRate, type RemoteHealth } from '@shop/store-api/ops';
import { canaryFor, listReleases, readHistory, readManifest } from './deploy';
import { livePeriods, rolledBackVersions } from './liveHistory';
import { fetchRemoteHealth, type OpsCollector } from './opsCollector';

export function describePublished(remote: RemoteName, version: string, canary: number | undefined): string {
  return canary === undefined
    ? `Released remote-${remote} ${version}; it is live now. Reload the page to see it.`
    : `remote-${remote} ${version} is a canary for ${canary}% of browsers (each keeps its side). pnpm releases ${remote} shows its error rate; pnpm promote ${remote} or pnpm rollback ${remote} ends it.`;
}

const rateOf = (health: RemoteHealth) => `${(problemRate(health) * 100).toFixed(1)}% problems over ${health.views} page views`;

async function healthLine(collector: OpsCollector, remote: RemoteName, version: string, since: string): Promise<string> {
  try {
    const health = await fetchRemoteHealth(collector, remote, version, since);
    const kinds = Object.entries(health.problems)
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ');
    return `${rateOf(health)}${kinds ? ` (${kinds})` : ''}`;
  } catch (error) {
    return `error rate unknown: ${error instanceof Error ? error.message : String(error)} at ${collector.url}`;
  }
}

/** `pnpm releases`: a remote's live and canary releases with their error rates, its live history and what never went live. */
export async function releaseReport(remote: RemoteName, collector: OpsCollector, dir?: string): Promise<string> {
  const live = readManifest(dir)[remote];
  const canary = canaryFor(remote, dir);
  const history = readHistory(dir);
  const periods = livePeriods(history, remote);
  const lines = [`remote-${remote}`];
  if (!live) return [...lines, `  nothing live. Run: pnpm release ${remote}`].join('\n');
  const since = canary?.since ?? periods.at(-1)?.from ?? new Date(0).toISOString();
  lines.push(`  live    ${live.version.padEnd(16)} ${await healthLine(collector, remote, live.version, since)} since ${since}`);
  if (canary)
    lines.push(`  canary  ${canary.version.padEnd(16)} ${canary.percent}% of browsers, ${await healthLine(collector, remote, canary.version, canary.since)}`);
  lines.push('  live history (oldest first):');
  for (const period of periods) {
    lines.push(
      `    ${period.version.padEnd(16)} live ${period.from} by ${period.cameBy}${period.to ? `, left ${period.to} by ${period.leftBy ?? ''}` : ', live now'}`,
    );
  }
  for (const event of history) {
    if (event.remote !== remote || event.kind === 'live') continue;
    lines.push(
      event.kind === 'canary'
        ? `    ${event.version.padEnd(16)} canary for ${event.percent}% from ${event.at}`
        : `    ${event.version.padEnd(16)} canary ended ${event.at} by ${event.by}${event.note ? `: ${event.note}` : ''}`,
    );
  }
  const everLive = new Set(periods.map((period) => period.version));
  const bad = rolledBackVersions(history, remote);
  const unreleased = listReleases(remote, dir).filter((release) => !everLive.has(release.version));
  if (unreleased.length) {
    lines.push(
      `  built, never live: ${unreleased.map((release) => `${release.version}${bad.has(release.version) ? ' (canary rolled back)' : ''}`).join(', ')}`,
    );
  }
  return lines.join('\n');
}
