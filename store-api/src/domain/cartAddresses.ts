import type { Db } from '../db/database';
import { storedProfile } from './users';

const POSTAL_FIELDS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone'] as const;

type PostalField = (typeof POSTAL_FIELDS)[number];
export type CartShippingAddress = Record<PostalField, string>;
export type CartBillingAddress = CartShippingAddress & { email: string };

/** WooCommerce's default customer location (woocommerce_default_customer_address `base`): the shop's country. */
const BASE_COUNTRY = 'GB';
const EMPTY_SHIPPING = { ...(Object.fromEntries(POSTAL_FIELDS.map((field) => [field, ''])) as CartShippingAddress), country: BASE_COUNTRY };

/** The shipping half of a billing address (shipping has every field but the email). */
export function shippingOf({ email: _email, ...postal }: CartBillingAddress): CartShippingAddress {
  return postal;
}

/**
 * The cart's `billing_address` and `shipping_address` as WooCommerce's CartSchema sends them, every field
 * present, from the session customer (WC_Customer_Data_Store_Session::set_defaults): a guest's empty but for
 * the country (the shop's); a signed-in customer's saved billing address, its email the account's when none
 * is saved. Their shipping address is one they never saved (the storefront keeps none), so only its country
 * and county are there, taken from billing.
 */
export function cartAddresses(db: Db, userId: number | null): { billing_address: CartBillingAddress; shipping_address: CartShippingAddress } {
  if (userId === null) return { billing_address: { ...EMPTY_SHIPPING, email: '' }, shipping_address: { ...EMPTY_SHIPPING } };
  const profile = storedProfile(db, userId);
  const billing: CartBillingAddress = {
    ...(Object.fromEntries(POSTAL_FIELDS.map((field) => [field, String(profile[`billing_${field}`] ?? '')])) as CartShippingAddress),
    email: profile.billing_email || profile.email,
  };
  billing.country ||= BASE_COUNTRY;
  return { billing_address: billing, shipping_address: { ...EMPTY_SHIPPING, country: billing.country, state: billing.state } };
}
