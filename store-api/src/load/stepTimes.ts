/** Response times per named step (sign-in, add, a page…), in the order the steps were first seen. */
export class StepTimes {
  private readonly times = new Map<string, number[]>();

  add(step: string, ms: number): void {
    const list = this.times.get(step);
    if (list) list.push(ms);
    else this.times.set(step, [ms]);
  }

  steps(): string[] {
    return [...this.times.keys()];
  }

  summary(step: string): StepSummary {
    const sorted = [...(this.times.get(step) ?? [])].sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      p99Ms: percentile(sorted, 0.99),
      maxMs: sorted.at(-1) ?? 0,
    };
  }
}

export interface StepSummary {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Nearest-rank percentile of an ascending list (0 for an empty one): the smallest value with `share` of the values at or below it. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))]!;
}
