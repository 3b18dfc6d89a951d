import type { BankDetails, BillingUpdatePayload, ProfileUpdatePayload } from '../entities/user';
import { MIN_NEW_PASSWORD_LENGTH } from '../constants';

/**
 * Spec section 5: the account forms' validators with the spec's exact messages (typos included).
 * Pure functions: each returns the errors by field in the form's order (the first key is the field to
 * scroll to and focus), and an empty object when the form may be saved.
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const FORM_MESSAGES = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  emailRequired: 'Email address is required.',
  emailInvalid: 'Email address is invalid.',
  passwordFieldsIncomplete: 'Please Fill all password fields.',
  passwordWeak: 'Password must contain one letter, number and special charactor.',
  passwordMismatch: 'New password and Confirm password do not match.',
  quickProfileIncomplete: 'All feilds are required',
  phoneRequired: 'Phone No. is required.',
  address1Required: 'House Name/No. is required.',
  address2Required: 'Street Address is required.',
  cityRequired: 'Town/City is required.',
  postcodeRequired: 'Postcode is required.',
  accountNumberRequired: 'Account Number is required.',
  accountNumberDigits: 'Account Number must contain only numbers.',
  confirmAccountNumberRequired: 'Confirm Account Number is required.',
  accountNumbersMismatch: 'Account Numbers do not match.',
  sortCodeRequired: 'Sort Code is required.',
  sortCodeLength: 'Sort Code must be 6 digits.',
} as const;

/** Spec toasts of the account forms (sections 4 and 8). */
export const FORM_TOASTS = {
  detailsUpdated: 'Details updated successfully!',
  profileUpdated: ' Profile updated successfully!',
  genericError: 'An error occurred.',
  bankSaveFailed: 'Failed to update user details.',
} as const;

const isBlank = (value: string): boolean => value.trim().length === 0;

/** Text, @, text, dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function compact<F extends string>(entries: [F, string | null][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}

export function validateFirstName(value: string): string | null {
  return isBlank(value) ? FORM_MESSAGES.firstNameRequired : null;
}

export function validateLastName(value: string): string | null {
  return isBlank(value) ? FORM_MESSAGES.lastNameRequired : null;
}

export function validateEmail(value: string): string | null {
  if (isBlank(value)) return FORM_MESSAGES.emailRequired;
  return EMAIL_PATTERN.test(value.trim()) ? null : FORM_MESSAGES.emailInvalid;
}

export function validateRequired(value: string, message: string): string | null {
  return isBlank(value) ? message : null;
}

/** At least 12 characters with a letter, a digit and one of @$!%*?&. */
export function isAcceptableNewPassword(password: string): boolean {
  return password.length >= MIN_NEW_PASSWORD_LENGTH && /[A-Za-z]/.test(password) && /\d/.test(password) && /[@$!%*?&]/.test(password);
}

// ── Profile (account details) ───────────────────────────────────────────────────────────────────────

export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type ProfileField = keyof ProfileForm;

/**
 * The password change is optional: all three empty is fine. Once any is filled, all three are needed
 * ('Please Fill all password fields.' at the first empty one), then the new one must be acceptable,
 * then the two must match.
 */
export function validatePasswordChange(
  form: Pick<ProfileForm, 'currentPassword' | 'newPassword' | 'confirmPassword'>,
): FieldErrors<'currentPassword' | 'newPassword' | 'confirmPassword'> {
  const { currentPassword, newPassword, confirmPassword } = form;
  if (!currentPassword && !newPassword && !confirmPassword) return {};
  if (!currentPassword) return { currentPassword: FORM_MESSAGES.passwordFieldsIncomplete };
  if (!newPassword) return { newPassword: FORM_MESSAGES.passwordFieldsIncomplete };
  if (!confirmPassword) return { confirmPassword: FORM_MESSAGES.passwordFieldsIncomplete };
  if (!isAcceptableNewPassword(newPassword)) return { newPassword: FORM_MESSAGES.passwordWeak };
  if (newPassword !== confirmPassword) return { confirmPassword: FORM_MESSAGES.passwordMismatch };
  return {};
}

export function validateProfileForm(form: ProfileForm): FieldErrors<ProfileField> {
  return {
    ...compact<ProfileField>([
      ['firstName', validateFirstName(form.firstName)],
      ['lastName', validateLastName(form.lastName)],
      ['email', validateEmail(form.email)],
    ]),
    ...validatePasswordChange(form),
  };
}

/**
 * Spec section 3: the profile update payload (display name is first and last name joined by a space).
 * The API client adds `token` from storage itself, as for every customer call.
 */
export function profileUpdatePayload(form: ProfileForm): Omit<ProfileUpdatePayload, 'token'> {
  const first = form.firstName.trim();
  const last = form.lastName.trim();
  return {
    account_first_name: first,
    account_last_name: last,
    account_display_name: `${first} ${last}`,
    account_email: form.email.trim(),
    password_current: form.currentPassword,
    password_1: form.newPassword,
    password_2: form.confirmPassword,
  };
}

/** The general flow's quick profile update: first and last name only. */
export function validateQuickProfile(firstName: string, lastName: string): string | null {
  return isBlank(firstName) || isBlank(lastName) ? FORM_MESSAGES.quickProfileIncomplete : null;
}

// ── Billing ─────────────────────────────────────────────────────────────────────────────────────────

export interface BillingForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  /** County: optional. */
  state: string;
  postcode: string;
}
export type BillingField = keyof BillingForm;

/** Spec section 5 billing rules, in the form's order. County optional; no format check on phone or postcode. */
export function validateBillingForm(form: BillingForm): FieldErrors<BillingField> {
  return compact<BillingField>([
    ['firstName', validateFirstName(form.firstName)],
    ['lastName', validateLastName(form.lastName)],
    ['email', validateEmail(form.email)],
    ['phone', validateRequired(form.phone, FORM_MESSAGES.phoneRequired)],
    ['address1', validateRequired(form.address1, FORM_MESSAGES.address1Required)],
    ['address2', validateRequired(form.address2, FORM_MESSAGES.address2Required)],
    ['city', validateRequired(form.city, FORM_MESSAGES.cityRequired)],
    ['postcode', validateRequired(form.postcode, FORM_MESSAGES.postcodeRequired)],
  ]);
}

/** Spec section 3: the billing payload (the client adds `token`). Names go in twice; billing_email comes from the email field. */
export function billingUpdatePayload(form: BillingForm): Omit<BillingUpdatePayload, 'token'> {
  const first = form.firstName.trim();
  const last = form.lastName.trim();
  return {
    first_name: first,
    last_name: last,
    billing_first_name: first,
    billing_last_name: last,
    billing_email: form.email.trim(),
    billing_phone: form.phone.trim(),
    billing_address_1: form.address1.trim(),
    billing_address_2: form.address2.trim(),
    billing_city: form.city.trim(),
    billing_postcode: form.postcode.trim(),
    billing_state: form.state.trim(),
  };
}

// ── Bank details ────────────────────────────────────────────────────────────────────────────────────

export interface BankForm {
  accountNumber: string;
  confirmAccountNumber: string;
  sortCode: string;
}
export type BankField = keyof BankForm;

/** Typing in the bank form strips everything but digits. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

export function validateBankForm(form: BankForm): FieldErrors<BankField> {
  const accountNumber = isBlank(form.accountNumber)
    ? FORM_MESSAGES.accountNumberRequired
    : /^\d+$/.test(form.accountNumber)
      ? null
      : FORM_MESSAGES.accountNumberDigits;
  const confirm = isBlank(form.confirmAccountNumber)
    ? FORM_MESSAGES.confirmAccountNumberRequired
    : form.confirmAccountNumber === form.accountNumber
      ? null
      : FORM_MESSAGES.accountNumbersMismatch;
  // 3 to 6 digits are accepted, though the message says 6 (spec section 5).
  const sortCode = isBlank(form.sortCode) ? FORM_MESSAGES.sortCodeRequired : /^\d{3,6}$/.test(form.sortCode) ? null : FORM_MESSAGES.sortCodeLength;
  return compact<BankField>([
    ['accountNumber', accountNumber],
    ['confirmAccountNumber', confirm],
    ['sortCode', sortCode],
  ]);
}

/** Spec section 3: only account_number and sort_code are sent; the confirmation is form-only. */
export function bankDetailsPayload(form: BankForm): BankDetails {
  return { account_number: form.accountNumber, sort_code: form.sortCode };
}
