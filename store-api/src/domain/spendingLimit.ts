import type { PendingLimit } from '@shop/shared-contracts';

/** A raised or removed spending limit waits this long before it applies (UK responsible-gaming practice). */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

const WINDOW_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };

export interface Limit {
  limit_duration: string;
  limit_value: number;
}

export interface LimitState extends Limit {
  pending_limit?: PendingLimit | null | undefined;
}

/** What a limit allows per day, to compare limits of different periods; no period is no limit; £0 allows nothing. */
function dailyAllowance(limit: Limit): number {
  if (!limit.limit_duration) return Number.POSITIVE_INFINITY;
  return limit.limit_value / (WINDOW_DAYS[limit.limit_duration] ?? WINDOW_DAYS.month!);
}

/** The pending change once its cooling-off has passed, else the state as it is. */
export function withDueLimit<T extends LimitState>(state: T, now: number): T {
  const pending = state.pending_limit;
  if (!pending || Date.parse(pending.applies_at) > now) return state;
  return { ...state, limit_duration: pending.limit_duration, limit_value: pending.limit_value, pending_limit: null };
}

/**
 * A requested limit: lowering it takes effect at once (and drops a pending raise); raising or removing
 * it waits 24 hours as the pending limit; asking for the current limit again changes nothing.
 */
export function requestLimit(state: LimitState, next: Limit, now: number): LimitState {
  const due = withDueLimit(state, now);
  const current: LimitState = { limit_duration: due.limit_duration, limit_value: due.limit_value, pending_limit: due.pending_limit ?? null };
  if (next.limit_duration === current.limit_duration && next.limit_value === current.limit_value) return current;
  if (dailyAllowance(next) < dailyAllowance(current)) return { limit_duration: next.limit_duration, limit_value: next.limit_value, pending_limit: null };
  return {
    limit_duration: current.limit_duration,
    limit_value: current.limit_value,
    pending_limit: { ...next, applies_at: new Date(now + COOLING_OFF_MS).toISOString() },
  };
}

const LOCK_DAYS: Record<string, number> = { '24h': 1, '7d': 7, '30d': 30, '6m': 182 };

export interface Lockout {
  lockout_period: string;
  lock_account: boolean;
  locking_period: string;
}

/** A break can be started or made longer, never shortened: the later end wins, with its period's name. */
export function requestLockout(current: Lockout, period: string, now: number): Lockout {
  const unchanged: Lockout = { lockout_period: current.lockout_period, lock_account: current.lock_account, locking_period: current.locking_period };
  const days = LOCK_DAYS[period];
  if (!days) return unchanged;
  const end = now + days * 86_400_000;
  const currentEnd = current.lock_account ? Date.parse(current.locking_period) || 0 : 0;
  if (currentEnd >= end) return unchanged;
  return { lockout_period: period, lock_account: true, locking_period: new Date(end).toISOString() };
}
