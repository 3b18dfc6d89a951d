import { spendingLeftLabel, spendingLimitStop } from './spendingLeft';

type Spending = { limit_value: number; limit_duration: string; current_spending: number };

describe('spendingLeftLabel', () => {
  it.each<[string, Spending | null, string | null]>([
    ['no user', null, null],
    ['no limit set', { limit_value: 0, limit_duration: '', current_spending: 40 }, null],
    ['a value without a period is no limit (as store-api reads it)', { limit_value: 100, limit_duration: '', current_spending: 0 }, null],
    ['a monthly limit', { limit_value: 500, limit_duration: 'month', current_spending: 123.5 }, '£376.50 left this month'],
    ['a weekly limit', { limit_value: 50, limit_duration: 'week', current_spending: 10 }, '£40.00 left this week'],
    ['a daily limit', { limit_value: 20, limit_duration: 'day', current_spending: 0 }, '£20.00 left today'],
    ['a £0 limit is a limit', { limit_value: 0, limit_duration: 'week', current_spending: 0 }, '£0.00 left this week'],
    ['an unknown period reads as monthly', { limit_value: 100, limit_duration: 'fortnight', current_spending: 0 }, '£100.00 left this month'],
    ['spent past the limit shows £0.00', { limit_value: 50, limit_duration: 'month', current_spending: 75 }, '£0.00 left this month'],
  ])('%s', (_name, user, expected) => {
    expect(spendingLeftLabel(user)).toBe(expected);
  });
});

describe('spendingLimitStop: stop before payment when the order would pass the limit', () => {
  const weekly = (limit: number, spent: number): Spending => ({ limit_value: limit, limit_duration: 'week', current_spending: spent });

  it.each<[string, Spending | null, number, string | null]>([
    ['no user', null, 50, null],
    ['no limit set', { limit_value: 0, limit_duration: '', current_spending: 0 }, 500, null],
    ['well under the limit', weekly(50, 10), 9.9, null],
    ['exactly what is left is allowed', weekly(5, 2.03), 2.97, null],
    ['one penny over is stopped', weekly(5, 2.03), 2.98, 'This order of £2.98 would pass your spending limit: £2.97 left this week.'],
    ['the e2e case: three 99p tickets against £1 a week', weekly(1, 0), 2.97, 'This order of £2.97 would pass your spending limit: £1.00 left this week.'],
    [
      'a £0 limit stops any paid order',
      { limit_value: 0, limit_duration: 'month', current_spending: 0 },
      0.99,
      'This order of £0.99 would pass your spending limit: £0.00 left this month.',
    ],
    ['a £0 limit lets a free (fully discounted) order through', { limit_value: 0, limit_duration: 'month', current_spending: 0 }, 0, null],
    ['already past the limit', weekly(20, 25), 1, 'This order of £1.00 would pass your spending limit: £0.00 left this week.'],
    ['float sums do not tip the boundary', weekly(0.3, 0.1), 0.2, null],
  ])('%s', (_name, user, total, expected) => {
    expect(spendingLimitStop(user, total)).toBe(expected);
  });
});
