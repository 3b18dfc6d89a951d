import type { User } from '../entities/user';
import type { BillingForm } from './forms';

/** The billing form prefilled from the profile: billing fields first, the account's names and email when those are blank. */
export function billingFormFromUser(user: User): BillingForm {
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
