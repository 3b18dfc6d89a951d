import { formatPounds, type FieldErrors } from '@shop/shared-contracts';

/** Spending-limit choices and the amount rule, shared by the responsible gaming page and registration's limit step. */
export const LIMIT_DURATIONS = [
  { value: '', label: 'No limit' },
  { value: 'day', label: 'Per day' },
  { value: 'week', label: 'Per week' },
  { value: 'month', label: 'Per month' },
] as const;
export type LimitDuration = (typeof LIMIT_DURATIONS)[number]['value'];

export const LIMIT_AMOUNT_MESSAGE = 'Enter a limit in pounds, for example 50. £0 is allowed.';
/** The highest limit the server takes (the contract's responsibleGaming limit_value). */
export const MAX_SPENDING_LIMIT = 100_000;
export const LIMIT_AMOUNT_TOO_HIGH = `The highest limit you can set is ${formatPounds(MAX_SPENDING_LIMIT)}.`;

/** A typed amount in pounds (£0 allowed) rounded to pence, or null when it is not one. */
export function parseLimitAmount(amount: string): number | null {
  const trimmed = amount.trim().replace(/^£/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100) / 100;
}

/** The spending-limit form: a period ('' for none) and the amount as typed. */
export interface LimitForm {
  duration: LimitDuration;
  value: string;
}

export function validateLimitForm(form: LimitForm): FieldErrors<keyof LimitForm> {
  if (!form.duration) return {};
  const amount = parseLimitAmount(form.value);
  if (amount === null) return { value: LIMIT_AMOUNT_MESSAGE };
  return amount > MAX_SPENDING_LIMIT ? { value: LIMIT_AMOUNT_TOO_HIGH } : {};
}

/** The request's limit from a valid form; no limit is sent as 0. */
export function limitRequest(form: LimitForm): { limit_duration: LimitDuration; limit_value: number } {
  return { limit_duration: form.duration, limit_value: form.duration ? (parseLimitAmount(form.value) ?? 0) : 0 };
}
