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

/** "£X left this month" when the customer has a spending limit (never below £0.00); null without one. */
export function spendingLeftLabel(user: Pick<User, 'limit_value' | 'limit_duration' | 'current_spending'> | null | undefined): string | null {
  if (!user || !(user.limit_value > 0)) return null;
  const left = Math.max(0, user.limit_value - user.current_spending);
  return `${formatPounds(left)} left ${PERIODS[user.limit_duration.trim().toLowerCase()] ?? 'this month'}`;
}
