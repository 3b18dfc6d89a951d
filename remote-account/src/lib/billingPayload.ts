import type { BillingForm, BillingUpdateRequest } from '@shop/shared-contracts';

/** The billing payload (the client adds `token`). Names go in twice; billing_email comes from the email field. */
export function billingUpdatePayload(form: BillingForm): BillingUpdateRequest {
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
