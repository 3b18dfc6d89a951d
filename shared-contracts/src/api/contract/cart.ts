import * as v from 'valibot';
import { CartItemSchema, CartSchema } from '../../entities/cart';
import { field } from './fields';
import { emailField } from './emailField';

/** Quantities arrive as numbers or numeric strings; the server decides whether they are whole and positive. */
const quantity = v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))], 'quantity must be a number');

/**
 * GET /cart and /cart/items send no payload (spec section 7): nothing goes in their URLs. The signed-in
 * customer is named by the user bearer instead (see the endpoint table), so their token never lands in a
 * log or a proxy's URL history.
 */
const NoPayload = v.object({});
const Session = { token: field.token(), nonce: field.optionalText(200), cart_header: field.optionalText(200) };

const Address = v.object({
  first_name: field.requiredText(100),
  last_name: field.requiredText(100),
  company: field.optionalText(100),
  address_1: field.requiredText(200),
  address_2: field.optionalText(200),
  city: field.requiredText(100),
  state: field.optionalText(100),
  postcode: field.requiredText(20),
  country: v.optional(field.text(2), 'GB'),
  phone: field.optionalText(40),
});

export const PaymentMethodSchema = v.picklist(['site_credit', 'coupon', 'test_card'], 'payment_method must be site_credit, coupon or test_card');
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const CheckoutResponseSchema = v.object({
  order_id: v.number(),
  status: v.string(),
  order_key: v.string(),
  order_number: v.string(),
  customer_note: v.optional(v.string(), ''),
  customer_id: v.number(),
  payment_method: v.string(),
  payment_result: v.object({
    payment_status: v.picklist(['success', 'pending', 'failure', 'error']),
    payment_details: v.array(v.object({ key: v.string(), value: v.string() })),
    redirect_url: v.string(),
  }),
  /** Optional (additive): the instant wins this order's ticket numbers won, so the confirmation need not guess. */
  instant_wins: v.optional(v.array(v.object({ competition_id: v.number(), ticket_number: v.number(), prize: v.string() })), []),
});
export type CheckoutResponse = v.InferOutput<typeof CheckoutResponseSchema>;

/** Request and response schemas of the WooCommerce Store API calls (see spec/woocommerce-store-api.md). */
export const cartSchemas = {
  cart: { request: NoPayload, response: CartSchema },
  cartItems: { request: NoPayload, response: v.array(CartItemSchema) },
  cartAddItem: {
    request: v.object({
      ...Session,
      id: field.positiveInt(),
      quantity,
      /** The id of the chosen option when the competition has a qualifying question. */
      answer: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
    }),
    response: CartSchema,
  },
  cartUpdateItem: { request: v.object({ ...Session, key: field.requiredText(64), quantity }), response: CartSchema },
  cartRemoveItem: { request: v.object({ ...Session, key: field.requiredText(64) }), response: CartSchema },
  cartApplyCoupon: { request: v.object({ ...Session, code: field.requiredText(60) }), response: CartSchema },
  cartRemoveCoupon: { request: v.object({ ...Session, code: field.requiredText(60) }), response: CartSchema },
  checkout: {
    request: v.object({
      ...Session,
      billing_address: v.object({ ...Address.entries, email: emailField() }),
      shipping_address: v.optional(Address),
      customer_note: field.optionalText(2000),
      payment_method: PaymentMethodSchema,
      /** For test_card: [{key: 'card_number', value: '4242…'}]. */
      payment_data: v.optional(v.pipe(v.array(v.object({ key: field.text(60), value: field.text(200) })), v.maxLength(20)), []),
    }),
    response: CheckoutResponseSchema,
  },
};
