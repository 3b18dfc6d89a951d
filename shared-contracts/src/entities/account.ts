import * as v from 'valibot';
import { numeric, optionalNumeric, text } from './primitives';

export const PointsLogEntrySchema = v.object({
  description: text,
  date_display_human: text,
  type: text,
  points: numeric,
});
export type PointsLogEntry = v.InferOutput<typeof PointsLogEntrySchema>;

export const CouponSchema = v.object({
  description: text,
  code: v.string(),
  amount: text,
});
export type Coupon = v.InferOutput<typeof CouponSchema>;

export const OrderListItemSchema = v.object({
  order_id_: numeric,
  order_status: text,
  order_date: text,
  /** HTML string: sanitize before rendering. */
  order_total: text,
  item_count: numeric,
  /**
   * Optional (additive): how it was paid, as on the order ("Card payment", "Free postal entry"). store-api and
   * the companion plugin both send it; the original plugin's list did not, so the account shows nothing then.
   */
  payment_method_title: v.optional(text),
});
export type OrderListItem = v.InferOutput<typeof OrderListItemSchema>;

export const OrderProductSchema = v.object({
  /** Optional (additive): the competition this line bought into; 0 when the backend does not send it. */
  competition_id: optionalNumeric,
  title: text,
  quantity: numeric,
  price: text,
  tickets: v.optional(v.array(numeric), []),
  draw_date: text,
  /** HH:MM */
  draw_time: text,
});
export type OrderProduct = v.InferOutput<typeof OrderProductSchema>;

const AddressFields = {
  first_name: text,
  last_name: text,
  address_1: text,
  address_2: text,
  city: text,
  state: text,
  postcode: text,
};

export const OrderDetailSchema = v.object({
  id: numeric,
  status: text,
  date_created: v.object({ date: text }),
  total: text,
  payment_method_title: text,
  product: v.optional(v.array(OrderProductSchema), []),
  billing: v.object({ ...AddressFields, phone: text, email: text }),
  shipping: v.object(AddressFields),
  /**
   * Optional (additive): WooCommerce's order key. The storefront's return page from a payment provider
   * (`/checkout/order-received/<id>?key=<key>`) shows the order only when the link's key is this one.
   */
  order_key: v.optional(v.string(), ''),
  /** Optional (additive): the instant wins the order's tickets won (none until it is paid). */
  instant_wins: v.optional(v.array(v.object({ competition_id: numeric, ticket_number: numeric, prize: text })), []),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

/** A site-credit ledger line (the spec names the screen; the fields are our design). */
export const CreditEntrySchema = v.object({
  description: text,
  date_display_human: text,
  amount: numeric,
});
export type CreditEntry = v.InferOutput<typeof CreditEntrySchema>;

export { optionalNumeric };
