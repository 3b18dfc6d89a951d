import os from 'node:os';
import type { LoadResult } from './runLoad';

const n = (value: number) => value.toLocaleString('en-GB');
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** "2 cores, load average 1.02 0.98 1.39": the machine the figures were measured on, at this moment. */
export function machineLoad(): string {
  return `${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
}

/** The printed summary of a load run: requests, orders, refusals, times per step, the crowded competitions and each check. */
export function loadReport(result: LoadResult): string {
  const { stats, options } = result;
  const lines: string[] = [];
  const orders = result.outcomes.reduce((sum, outcome) => sum + outcome.orders.length, 0);
  const rounds = result.outcomes.reduce((sum, outcome) => sum + outcome.rounds, 0);
  const networkErrors = stats.requests - [...stats.statuses.values()].reduce((sum, value) => sum + value, 0);
  lines.push(
    `requests     ${n(stats.requests)} in ${result.elapsedSeconds.toFixed(1)} s (${n(Math.round(stats.requests / result.elapsedSeconds))} req/s; ` +
      `steps begin for ${options.seconds} s, then those under way finish): ` +
      `2xx ${n(stats.count((status) => status < 300))}, 4xx ${n(stats.count((status) => status >= 400 && status < 500))}, ` +
      `5xx ${n(stats.count((status) => status >= 500))}, network errors ${n(networkErrors)}`,
  );
  lines.push(`rounds       ${n(rounds)} (sign-in to sign-out, or cut by the deadline)`);
  const tickets = result.outcomes.flatMap((outcome) => outcome.orders).reduce((sum, order) => sum + [...order.lines.values()].reduce((a, b) => a + b, 0), 0);
  lines.push(`orders       ${n(orders)} paid (${(orders / result.elapsedSeconds).toFixed(1)} a second), ${n(tickets)} tickets bought`);
  lines.push('', 'refusals, by step and code (expected under load: sold out, per-customer maximum, spending limit, credit, wrong answer)');
  if (stats.refusals.size === 0) lines.push('  none');
  for (const [key, times] of [...stats.refusals].sort((a, b) => b[1] - a[1])) lines.push(`  ${key.padEnd(70)} ${n(times).padStart(7)}`);

  lines.push('', `${'step'.padEnd(14)} ${'answers'.padStart(8)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)}`);
  for (const step of stats.times.steps()) {
    const summary = stats.times.summary(step);
    lines.push(
      `${step.padEnd(14)} ${n(summary.count).padStart(8)} ${ms(summary.p50Ms).padStart(10)} ${ms(summary.p99Ms).padStart(10)} ${ms(summary.maxMs).padStart(10)}`,
    );
  }

  lines.push('', 'crowded competitions');
  for (const hot of result.hotCompetitions) {
    lines.push(`  ${hot.id} "${hot.title}": ${n(hot.sold)} of ${n(hot.total)} sold${hot.sold >= hot.total ? ' (sold out during the run)' : ''}`);
  }

  lines.push('', 'database checks (store.sqlite opened directly after store-api stopped)');
  for (const check of result.checks) {
    lines.push(`  ${check.violations.length === 0 ? 'ok  ' : 'FAIL'} ${check.name}: ${check.checked}`);
    for (const violation of check.violations.slice(0, 20)) lines.push(`         ${violation}`);
    if (check.violations.length > 20) lines.push(`         … and ${n(check.violations.length - 20)} more`);
  }

  lines.push('', stats.problemCount === 0 ? 'faults: none (no 5xx, no network error, no unexpected refusal)' : `faults: ${n(stats.problemCount)}`);
  for (const problem of stats.problems) lines.push(`  ${problem}`);
  if (stats.problemCount > stats.problems.length) lines.push(`  … and ${n(stats.problemCount - stats.problems.length)} more`);
  lines.push('', `${result.passed ? 'PASSED' : 'FAILED'}: ${options.customers} customers, ${options.seconds} s`);
  return lines.join('\n');
}
