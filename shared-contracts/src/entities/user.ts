import * as v from 'valibot';
import { flag, optionalNumeric, text } from './primitives';

/** The user / profile, including the responsible-gaming account data. */
export const UserSchema = v.object({
  id: optionalNumeric,
  billing_address_1: text,
  billing_address_2: text,
  billing_city: text,
  billing_company: text,
  billing_country: text,
  billing_email: text,
  billing_first_name: text,
  billing_last_name: text,
  billing_postcode: text,
  billing_state: text,
  billing_phone: text,
  description: text,
  email: text,
  first_name: text,
  last_name: text,
  name: text,
  nickname: text,
  token: text,
  /** Responsible gaming: the spending limit's period (e.g. 'day', 'week', 'month') and value in pounds. */
  limit_duration: text,
  limit_value: optionalNumeric,
  lockout_period: text,
  current_spending: optionalNumeric,
  lock_account: flag,
  locking_period: text,
  /** A raised or removed limit waiting out its 24-hour cooling-off; applies_at is ISO. Absent or null: none. */
  pending_limit: v.optional(v.nullable(v.object({ limit_duration: v.string(), limit_value: v.number(), applies_at: v.string() }))),
  /** Site credit in pounds. */
  site_credit: optionalNumeric,
});
export type User = v.InferOutput<typeof UserSchema>;
export type PendingLimit = NonNullable<User['pending_limit']>;

/** The password part of the details form. */
export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
