import { isValidEmail } from './email';

/**
 * The rules more than one form shares, with their exact messages: names and email
 * (account forms, checkout, contact) and the billing form (account billing and checkout). Pure functions:
 * a form's validator returns the errors by field in the form's order (the first key is the field to scroll
 * to and focus), and an empty object when the form may be saved. Rules of the account forms alone live in
 * remote-account.
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const FORM_MESSAGES = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  emailRequired: 'Email address is required.',
  emailInvalid: 'Email address is invalid.',
  phoneRequired: 'Phone No. is required.',
  address1Required: 'House Name/No. is required.',
  address2Required: 'Street Address is required.',
  cityRequired: 'Town/City is required.',
  postcodeRequired: 'Postcode is required.',
} as const;

const isBlank = (value: string): boolean => value.trim().length === 0;
const required = (value: string, message: string): string | null => (isBlank(value) ? message : null);

/** The errors of a form from [field, message or null] pairs in the form's order. */
function fieldErrors<F extends string>(entries: [F, string | null][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}

export function validateFirstName(value: string): string | null {
  return required(value, FORM_MESSAGES.firstNameRequired);
}

export function validateLastName(value: string): string | null {
  return required(value, FORM_MESSAGES.lastNameRequired);
}

/** Required, then the shop's one email rule (rules/email.ts, the server's too). */
export function validateEmail(value: string): string | null {
  if (isBlank(value)) return FORM_MESSAGES.emailRequired;
  return isValidEmail(value.trim()) ? null : FORM_MESSAGES.emailInvalid;
}

// ── Billing (account billing page and checkout) ─────────────────────────────────────────────────────

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

/** The billing form's rules, in the form's order. County optional; no format check on phone or postcode. */
export function validateBillingForm(form: BillingForm): FieldErrors<BillingField> {
  return fieldErrors<BillingField>([
    ['firstName', validateFirstName(form.firstName)],
    ['lastName', validateLastName(form.lastName)],
    ['email', validateEmail(form.email)],
    ['phone', required(form.phone, FORM_MESSAGES.phoneRequired)],
    ['address1', required(form.address1, FORM_MESSAGES.address1Required)],
    ['address2', required(form.address2, FORM_MESSAGES.address2Required)],
    ['city', required(form.city, FORM_MESSAGES.cityRequired)],
    ['postcode', required(form.postcode, FORM_MESSAGES.postcodeRequired)],
  ]);
}

/**
 * What a billing field's refusal by the server says (a `rest_invalid_param` the rules above let through:
 * the email is checked by the same rule, so for the others it is their length), for `refusedFields`.
 */
export const BILLING_REFUSAL_SENTENCES: Readonly<Record<BillingField, string>> = {
  firstName: 'First name is too long.',
  lastName: 'Last name is too long.',
  email: FORM_MESSAGES.emailInvalid,
  phone: 'Phone number is too long.',
  address1: 'House name or number is too long.',
  address2: 'Street address is too long.',
  city: 'Town or city is too long.',
  state: 'County is too long.',
  postcode: 'Postcode is too long.',
};
