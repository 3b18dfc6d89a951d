import { formatDateTime, formatPounds, type User } from '@shop/shared-contracts';
import { LIMIT_DURATIONS } from './limits';

/** The responsible gaming page's wording and rules: the limit in words, a pending change, a lockout in force. */

export const LOCKOUT_PERIODS = [
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '6m', label: '6 months' },
] as const;
export type LockoutPeriod = '' | (typeof LOCKOUT_PERIODS)[number]['value'];

/** "this week": the period a limit's spending is counted over. */
export const PERIOD_WORDS: Readonly<Record<string, string>> = { day: 'today', week: 'this week', month: 'this month' };

/** The limit's wording: "£50.00 per week", or that there is none. */
export function describeLimit(user: Pick<User, 'limit_duration' | 'limit_value'>): string {
  if (!user.limit_duration) return 'No spending limit set';
  const per = LIMIT_DURATIONS.find((option) => option.value === user.limit_duration)?.label.toLowerCase() ?? user.limit_duration;
  return `${formatPounds(user.limit_value)} ${per}`;
}

/** The pending raise or removal and when it applies: "Your new limit of £100.00 per week starts on …". */
export function pendingLimitText(user: Pick<User, 'pending_limit'>): string | null {
  const pending = user.pending_limit;
  const at = pending ? new Date(pending.applies_at) : null;
  if (!pending || !at || Number.isNaN(at.getTime())) return null;
  const when = `${formatDateTime(pending.applies_at.slice(0, 10), pending.applies_at.slice(11, 16))} (UTC)`;
  if (!pending.limit_duration) return `Your limit will be removed on ${when}, after the 24-hour cooling-off period.`;
  return `Your new limit of ${describeLimit(pending)} starts on ${when}, after the 24-hour cooling-off period.`;
}

/** True while a lockout is in force (the server's locking_period is its end, an ISO time). */
export function lockedUntil(user: Pick<User, 'lock_account' | 'locking_period'>, now: number): Date | null {
  if (!user.lock_account) return null;
  const end = Date.parse(user.locking_period);
  return Number.isFinite(end) && end > now ? new Date(end) : null;
}
