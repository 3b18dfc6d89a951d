import { BILLING_REFUSAL_SENTENCES, FORM_MESSAGES, type BillingField, type FieldRefusalMap } from '@shop/shared-contracts';
import { UNDER_AGE_MESSAGE } from './age';
import { BANK_MESSAGES, type BankField } from './bankForm';
import { LIMIT_AMOUNT_TOO_HIGH, type LimitForm } from './limits';
import { PASSWORD_MESSAGES } from './passwordChange';
import type { ProfileField } from './profileForm';

/**
 * Each account form's reading of the server's refusals (shared-contracts' refusedFields): which request
 * parameter came from which field, and the sentence shown there. The forms check names, email, passwords,
 * bank details and dates with the server's own rules before sending, so what the server can still refuse
 * is mostly a value too long for it; those sentences say so.
 */

const PASSWORD_TOO_LONG = 'Password is too long.';
const FIRST_NAME_TOO_LONG = BILLING_REFUSAL_SENTENCES.firstName;
const LAST_NAME_TOO_LONG = BILLING_REFUSAL_SENTENCES.lastName;
export const EMAIL_TAKEN_AT_REGISTRATION = 'An account already uses this email address. Please sign in instead.';

export const REGISTRATION_REFUSALS: FieldRefusalMap<'firstName' | 'lastName' | 'email' | 'password' | 'dateOfBirth' | 'phone'> = {
  params: { first_name: 'firstName', last_name: 'lastName', email: 'email', password: 'password', date_of_birth: 'dateOfBirth', phone: 'phone' },
  sentences: {
    firstName: FIRST_NAME_TOO_LONG,
    lastName: LAST_NAME_TOO_LONG,
    email: FORM_MESSAGES.emailInvalid,
    password: PASSWORD_TOO_LONG,
    dateOfBirth: 'Enter a real date of birth.',
    phone: 'Mobile number is too long.',
  },
  codes: {
    existing_user_email: { field: 'email', sentence: EMAIL_TAKEN_AT_REGISTRATION },
    weak_password: { field: 'password', sentence: PASSWORD_MESSAGES.weak },
    underage: { field: 'dateOfBirth', sentence: UNDER_AGE_MESSAGE },
  },
};

export const LOGIN_REFUSALS: FieldRefusalMap<'username' | 'password'> = {
  params: { username: 'username', password: 'password' },
  sentences: { username: 'That is too long for an email address or username.', password: PASSWORD_TOO_LONG },
};

export const FORGOT_PASSWORD_REFUSALS: FieldRefusalMap<'email'> = {
  params: { email: 'email' },
  sentences: { email: FORM_MESSAGES.emailInvalid },
};

export const RESET_PASSWORD_REFUSALS: FieldRefusalMap<'password' | 'confirmPassword'> = {
  params: { password: 'password', confirm_password: 'confirmPassword' },
  sentences: { password: PASSWORD_TOO_LONG, confirmPassword: PASSWORD_TOO_LONG },
  codes: {
    weak_password: { field: 'password', sentence: PASSWORD_MESSAGES.weak },
    password_mismatch: { field: 'confirmPassword', sentence: PASSWORD_MESSAGES.mismatch },
  },
};

/** The overview's quick update: the names only (the email it sends is the one on file). */
export const QUICK_PROFILE_REFUSALS: FieldRefusalMap<'firstName' | 'lastName'> = {
  params: {
    account_first_name: 'firstName',
    account_last_name: 'lastName',
    // First and last name joined: only too long when both are near their limits.
    account_display_name: 'firstName',
  },
  sentences: { firstName: FIRST_NAME_TOO_LONG, lastName: LAST_NAME_TOO_LONG },
};

export const PROFILE_REFUSALS: FieldRefusalMap<ProfileField> = {
  params: {
    ...QUICK_PROFILE_REFUSALS.params,
    account_email: 'email',
    password_current: 'currentPassword',
    password_1: 'newPassword',
    password_2: 'confirmPassword',
  },
  sentences: {
    firstName: FIRST_NAME_TOO_LONG,
    lastName: LAST_NAME_TOO_LONG,
    email: FORM_MESSAGES.emailInvalid,
    currentPassword: PASSWORD_TOO_LONG,
    newPassword: PASSWORD_TOO_LONG,
    confirmPassword: PASSWORD_TOO_LONG,
  },
};

export const BILLING_REFUSALS: FieldRefusalMap<BillingField> = {
  params: {
    first_name: 'firstName',
    last_name: 'lastName',
    billing_first_name: 'firstName',
    billing_last_name: 'lastName',
    billing_email: 'email',
    billing_phone: 'phone',
    billing_address_1: 'address1',
    billing_address_2: 'address2',
    billing_city: 'city',
    billing_state: 'state',
    billing_postcode: 'postcode',
  },
  sentences: BILLING_REFUSAL_SENTENCES,
};

export const BANK_REFUSALS: FieldRefusalMap<Exclude<BankField, 'confirmAccountNumber'>> = {
  params: { account_number: 'accountNumber', sort_code: 'sortCode' },
  sentences: { accountNumber: 'Account Number is too long.', sortCode: BANK_MESSAGES.sortCodeLength },
};

/** The period is a choice from a list the server takes; only the amount is typed. */
export const LIMIT_REFUSALS: FieldRefusalMap<Extract<keyof LimitForm, 'value'>> = {
  params: { limit_value: 'value' },
  sentences: { value: LIMIT_AMOUNT_TOO_HIGH },
};
