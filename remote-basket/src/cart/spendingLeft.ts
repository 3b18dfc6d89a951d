import { formatPounds, type User } from '@shop/shared-contracts';

const PERIODS: Record<string, string> = {
  day: 'today',
  daily: 'today',
  week: 'this week',
  weekly: 'this week',
  month: 'this month',
  monthly: 'this month',
  year: 'this year',
  yearly: 'this year',
};

export type SpendingUser = Pick<User, 'limit_value' | 'limit_duration' | 'current_spending'>;

/** What may still be spent this period, in pence (never below 0), and the period in words. */
export interface SpendingLeft {
  leftMinor: number;
  period: string;
}

const toMinor = (pounds: number): number => Math.round(pounds * 100);

/**
 * The customer's room under their spending limit, or null without one. As store-api decides: a limit
 * period makes a limit, £0 included; no period is no limit.
 */
export function spendingLeft(user: SpendingUser | null | undefined): SpendingLeft | null {
  const duration = user?.limit_duration.trim().toLowerCase();
  if (!user || !duration) return null;
  return { leftMinor: Math.max(0, toMinor(user.limit_value) - toMinor(user.current_spending)), period: PERIODS[duration] ?? 'this month' };
}

/** "£X left this month" when the customer has a spending limit; null without one. */
export function spendingLeftLabel(user: SpendingUser | null | undefined): string | null {
  const left = spendingLeft(user);
  return left ? `${formatPounds(left.leftMinor / 100)} left ${left.period}` : null;
}

/**
 * Why this order cannot be paid for: it would pass the spending limit (spending exactly what is left is
 * allowed, as store-api allows it). Null when it fits or there is no limit.
 */
export function spendingLimitStop(user: SpendingUser | null | undefined, total: number): string | null {
  const left = spendingLeft(user);
  if (!left || toMinor(total) <= left.leftMinor) return null;
  return `This order of ${formatPounds(total)} would pass your spending limit: ${formatPounds(left.leftMinor / 100)} left ${left.period}.`;
}
