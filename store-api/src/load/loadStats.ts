import { StepTimes } from './stepTimes';

/** One HTTP answer the load received: the step that asked, its status and WordPress error code ('' on success). */
export interface Answer {
  step: string;
  status: number;
  code: string;
  ms: number;
}

/** Problems kept word for word; past this many only the count grows (a broken run can fail thousands of times). */
const PROBLEMS_KEPT = 20;

/**
 * What a load run saw from the client side: every answer's time per step, the count per HTTP status, the
 * refusals (4xx) by step and code, and the problems that fail the run (5xx, network errors, unexpected
 * refusals, malformed answers, a basket that read back differently from what was added).
 */
export class LoadStats {
  readonly times = new StepTimes();
  requests = 0;
  readonly statuses = new Map<number, number>();
  /** `step: status code` → count. */
  readonly refusals = new Map<string, number>();
  problemCount = 0;
  readonly problems: string[] = [];

  answer(answer: Answer): void {
    this.requests += 1;
    this.times.add(answer.step, answer.ms);
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    if (answer.status >= 400 && answer.status < 500) {
      const key = `${answer.step}: ${answer.status} ${answer.code || '(no code)'}`;
      this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
    }
    if (answer.status >= 500) this.problem(`${answer.step}: HTTP ${answer.status} ${answer.code}`);
  }

  networkError(step: string, message: string): void {
    this.requests += 1;
    this.problem(`${step}: network error (${message})`);
  }

  problem(description: string): void {
    this.problemCount += 1;
    if (this.problems.length < PROBLEMS_KEPT) this.problems.push(description);
  }

  count(status: (code: number) => boolean): number {
    return [...this.statuses].filter(([code]) => status(code)).reduce((sum, [, n]) => sum + n, 0);
  }
}
