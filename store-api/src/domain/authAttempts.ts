import { DomainError } from './errors';

export interface AuthLimits {
  /** Failed attempts allowed per account (email or username) inside the window. */
  perAccount: number;
  /** Failed attempts allowed per client address inside the window. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

/**
 * Failed sign-in and registration attempts, per account and per client address, in memory. An attempt
 * counts as failed from the moment it starts (so a parallel flood cannot slip past the check) and is
 * forgiven when it succeeds.
 */
export class AuthAttempts {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: AuthLimits = DEFAULT_AUTH_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Refuses (rate_limited, with the seconds to wait) when the account or the address is over its limit; else counts the attempt. */
  begin(account: string, address: string): void {
    const now = this.now();
    const waits = [this.waitMs(`account:${normalise(account)}`, this.limits.perAccount, now), this.waitMs(`address:${address}`, this.limits.perAddress, now)];
    const waitMs = Math.max(...waits);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new DomainError(
        'rate_limited',
        'too_many_attempts',
        `Too many failed attempts. Please try again in ${Math.ceil(seconds / 60)} minute(s).`,
        seconds,
      );
    }
    this.record(`account:${normalise(account)}`, now);
    this.record(`address:${address}`, now);
  }

  /** The attempt succeeded: the account starts afresh and the address gets this attempt back. */
  succeed(account: string, address: string): void {
    this.failures.delete(`account:${normalise(account)}`);
    this.failures.get(`address:${address}`)?.pop();
  }

  private record(key: string, now: number): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list);
    if (this.failures.size > 50_000) this.prune(now);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => at > now - this.limits.windowMs);
  }

  /** How long until one more attempt is allowed (0: allowed now). */
  private waitMs(key: string, limit: number, now: number): number {
    const list = this.recent(key, now);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    if (list.length < limit) return 0;
    return list[list.length - limit]! + this.limits.windowMs - now;
  }

  private prune(now: number): void {
    for (const key of [...this.failures.keys()]) if (this.recent(key, now).length === 0) this.failures.delete(key);
  }
}

const normalise = (account: string) => account.trim().toLowerCase();
