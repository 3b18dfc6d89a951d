import type { BillingForm, StoreAddress, User } from '@shop/shared-contracts';

export const EMPTY_BILLING: BillingForm = { firstName: '', lastName: '', email: '', phone: '', address1: '', address2: '', city: '', state: '', postcode: '' };

/** The billing form prefilled from the profile (billing fields first, account names and email as fallback). */
export function billingFromUser(user: User): BillingForm {
  return {
    firstName: user.billing_first_name || user.first_name,
    lastName: user.billing_last_name || user.last_name,
    email: user.billing_email || user.email,
    phone: user.billing_phone,
    address1: user.billing_address_1,
    address2: user.billing_address_2,
    city: user.billing_city,
    state: user.billing_state,
    postcode: user.billing_postcode,
  };
}

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
