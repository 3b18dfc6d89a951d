/** Spending-limit choices and the amount rule, shared by the responsible gaming page and registration's limit step. */
export const LIMIT_DURATIONS = [
  { value: '', label: 'No limit' },
  { value: 'day', label: 'Per day' },
  { value: 'week', label: 'Per week' },
  { value: 'month', label: 'Per month' },
] as const;
export type LimitDuration = (typeof LIMIT_DURATIONS)[number]['value'];

export const LIMIT_AMOUNT_MESSAGE = 'Enter a limit in pounds, for example 50. £0 is allowed.';

/** A typed amount in pounds (£0 allowed) rounded to pence, or null when it is not one. */
export function parseLimitAmount(amount: string): number | null {
  const trimmed = amount.trim().replace(/^£/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100) / 100;
}
