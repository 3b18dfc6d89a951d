import { BILLING_REFUSAL_SENTENCES, FORM_MESSAGES, type BillingField, type BillingForm, type FieldRefusalMap, type StoreAddress } from '@shop/shared-contracts';

/** A billing form with every field blank. */
export const EMPTY_BILLING_FORM: BillingForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
};

/** The Store API billing address; the country is fixed to the United Kingdom. */
export function billingAddress(form: BillingForm): StoreAddress & { email: string } {
  return {
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    address_1: form.address1.trim(),
    address_2: form.address2.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    postcode: form.postcode.trim(),
    country: 'GB',
    phone: form.phone.trim(),
    email: form.email.trim(),
  };
}

export const BILLING_FIELDS: { field: keyof BillingForm; label: string; autoComplete: string; type?: string }[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'email', label: 'Email address', autoComplete: 'email', type: 'email' },
  { field: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { field: 'address1', label: 'House name or number', autoComplete: 'address-line1' },
  { field: 'address2', label: 'Street address', autoComplete: 'address-line2' },
  { field: 'city', label: 'Town or city', autoComplete: 'address-level2' },
  { field: 'state', label: 'County (optional)', autoComplete: 'address-level1' },
  { field: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
];

/**
 * Which billing field each part of the checkout's `billing_address` came from, when the server refuses it;
 * WooCommerce's OrderController refuses the email by code.
 */
export const CHECKOUT_BILLING_REFUSALS: FieldRefusalMap<BillingField> = {
  params: {
    'billing_address.first_name': 'firstName',
    'billing_address.last_name': 'lastName',
    'billing_address.email': 'email',
    'billing_address.phone': 'phone',
    'billing_address.address_1': 'address1',
    'billing_address.address_2': 'address2',
    'billing_address.city': 'city',
    'billing_address.state': 'state',
    'billing_address.postcode': 'postcode',
  },
  sentences: BILLING_REFUSAL_SENTENCES,
  codes: {
    woocommerce_rest_missing_email_address: { field: 'email', sentence: FORM_MESSAGES.emailRequired },
    woocommerce_rest_invalid_email_address: { field: 'email', sentence: FORM_MESSAGES.emailInvalid },
  },
};
