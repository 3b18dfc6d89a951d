import { validateBillingForm, type BillingForm, type FieldErrors } from '@shop/shared-contracts';
import type { PaymentChoice } from './paymentChoices';

export const CHECKOUT_MESSAGES = {
  ageRequired: 'Please confirm you are 18 or over.',
  termsRequired: 'Please accept the terms and competition rules.',
  cardRequired: 'Please enter your card number.',
} as const;

export interface CheckoutForm {
  billing: BillingForm;
  over18: boolean;
  acceptTerms: boolean;
  paymentMethod: PaymentChoice;
  cardNumber: string;
}

export type CheckoutField = keyof BillingForm | 'over18' | 'acceptTerms' | 'cardNumber';

/** The billing form's rules (shared validators) plus the 18+ and terms boxes and the card number. */
export function validateCheckout(form: CheckoutForm): FieldErrors<CheckoutField> {
  const errors: FieldErrors<CheckoutField> = { ...validateBillingForm(form.billing) };
  if (!form.over18) errors.over18 = CHECKOUT_MESSAGES.ageRequired;
  if (!form.acceptTerms) errors.acceptTerms = CHECKOUT_MESSAGES.termsRequired;
  if (form.paymentMethod === 'test_card' && !form.cardNumber.replace(/\s+/g, '')) errors.cardNumber = CHECKOUT_MESSAGES.cardRequired;
  return errors;
}

/** The order in which fields appear, so the first invalid one can be focused. */
export const CHECKOUT_FIELD_ORDER: CheckoutField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'over18',
  'acceptTerms',
  'cardNumber',
];
