import { spendingLeftLabel } from './spendingLeft';

describe('spendingLeftLabel', () => {
  it.each<[string, { limit_value: number; limit_duration: string; current_spending: number } | null, string | null]>([
    ['no user', null, null],
    ['no limit set', { limit_value: 0, limit_duration: '', current_spending: 40 }, null],
    ['a monthly limit', { limit_value: 500, limit_duration: 'month', current_spending: 123.5 }, '£376.50 left this month'],
    ['a weekly limit', { limit_value: 50, limit_duration: 'week', current_spending: 10 }, '£40.00 left this week'],
    ['a daily limit', { limit_value: 20, limit_duration: 'day', current_spending: 0 }, '£20.00 left today'],
    ['an unknown period reads as monthly', { limit_value: 100, limit_duration: '', current_spending: 0 }, '£100.00 left this month'],
    ['spent past the limit shows £0.00', { limit_value: 50, limit_duration: 'month', current_spending: 75 }, '£0.00 left this month'],
  ])('%s', (_name, user, expected) => {
    expect(spendingLeftLabel(user)).toBe(expected);
  });
});
