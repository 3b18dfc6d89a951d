import type { Db } from '../db/database';
import { storedProfile } from './users';

const POSTAL_FIELDS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone'] as const;

type PostalField = (typeof POSTAL_FIELDS)[number];
export type CartShippingAddress = Record<PostalField, string>;
export type CartBillingAddress = CartShippingAddress & { email: string };

const EMPTY_SHIPPING = Object.fromEntries(POSTAL_FIELDS.map((field) => [field, ''])) as CartShippingAddress;

/** The shipping half of a billing address (shipping has every field but the email). */
export function shippingOf({ email: _email, ...postal }: CartBillingAddress): CartShippingAddress {
  return postal;
}

/**
 * The cart's `billing_address` and `shipping_address` as WooCommerce's CartSchema sends them, every field
 * present: empty for a guest, the customer's saved billing address for a signed-in customer (their
 * shipping address is the same: prizes go where they are billed).
 */
export function cartAddresses(db: Db, userId: number | null): { billing_address: CartBillingAddress; shipping_address: CartShippingAddress } {
  if (userId === null) return { billing_address: { ...EMPTY_SHIPPING, email: '' }, shipping_address: { ...EMPTY_SHIPPING } };
  const profile = storedProfile(db, userId);
  const billing: CartBillingAddress = {
    ...(Object.fromEntries(POSTAL_FIELDS.map((field) => [field, String(profile[`billing_${field}`] ?? '')])) as CartShippingAddress),
    email: profile.billing_email,
  };
  return { billing_address: billing, shipping_address: shippingOf(billing) };
}
