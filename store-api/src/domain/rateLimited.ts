import { DomainError } from './errors';

/** Whole seconds to wait for `waitMs` (at least 1: a Retry-After of 0 would invite an immediate retry). */
export function secondsToWait(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** How long to wait, for a customer: seconds under a minute ("45 seconds"), whole minutes otherwise ("15 minutes"). */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * A rate-limit refusal (429 with Retry-After): the only way domain code refuses for going too fast, so every
 * such refusal says how long to wait. `message` gets the wait in words ("Please wait 3 seconds ...").
 */
export function rateLimited(code: string, waitMs: number, message: (wait: string) => string): DomainError {
  const seconds = secondsToWait(waitMs);
  return new DomainError('rate_limited', code, message(waitText(seconds)), seconds);
}
