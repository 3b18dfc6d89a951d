import * as v from 'valibot';
import { CART_EXTENSION_NAMESPACE, CartItemSchema, CartSchema } from '../../entities/cart';
import { field } from './fields';
import { emailField } from './emailField';

/** Quantities arrive as numbers or numeric strings; the server decides whether they are whole and positive. */
const quantity = v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))], 'quantity must be a number');

/**
 * GET /cart and /cart/items send no payload: nothing goes in their URLs. The signed-in
 * customer is named by the user bearer instead (see the endpoint table), so their token never lands in a
 * log or a proxy's URL history.
 */
const NoPayload = v.object({});
/**
 * The spec's add-item payload names the nonce and the cart header as body fields. WooCommerce reads neither
 * from the body (only the `Nonce` and `Cart-Token` headers count), so they are accepted and ignored. The
 * customer is never named in a Store API body: the companion plugin's bridge reads the bearer (docs/backend.md).
 */
const SpecSession = { nonce: field.optionalText(200), cart_header: field.optionalText(200) };

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

/** The ways the storefront lets a customer pay; PAYMENT_GATEWAYS names the WooCommerce gateway behind each. */
export type PaymentMethod = 'site_credit' | 'coupon' | 'test_card';

/** An instant win a placed order's ticket won, as the companion plugin reports it. */
const InstantWinSchema = v.object({ competition_id: v.number(), ticket_number: v.number(), prize: v.string() });

/**
 * The order's `extensions`: what the companion plugin adds under its namespace (the instant wins the
 * order's tickets won). PHP encodes an empty map as [] when no extension registered data.
 */
const CheckoutExtensionsSchema = v.optional(
  v.union([
    v.object({ [CART_EXTENSION_NAMESPACE]: v.optional(v.object({ instant_wins: v.optional(v.array(InstantWinSchema), []) })) }),
    v.pipe(
      v.array(v.unknown()),
      v.transform(() => ({})),
    ),
  ]),
  {},
);

const CheckoutOrderSchema = v.object({
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
  extensions: CheckoutExtensionsSchema,
});

/** A placed order; `instant_wins` is read from the companion plugin's extension data ([] without it). */
export const CheckoutResponseSchema = v.pipe(
  CheckoutOrderSchema,
  v.transform(({ extensions, ...order }) => ({
    ...order,
    instant_wins:
      (extensions as { [CART_EXTENSION_NAMESPACE]?: { instant_wins: v.InferOutput<typeof InstantWinSchema>[] } })[CART_EXTENSION_NAMESPACE]?.instant_wins ?? [],
  })),
);
export type CheckoutResponse = v.InferOutput<typeof CheckoutResponseSchema>;

/** GET /checkout: the checkout as it stands before payment (no order is placed; WooCommerce's draft). */
const CheckoutDraftSchema = v.object({
  order_id: v.number(),
  status: v.string(),
  payment_result: v.object({ payment_status: v.string(), payment_details: v.array(v.unknown()), redirect_url: v.string() }),
});

/** Request and response schemas of the WooCommerce Store API calls (see docs/backend.md). */
export const cartSchemas = {
  cart: { request: NoPayload, response: CartSchema },
  checkoutDraft: { request: NoPayload, response: CheckoutDraftSchema },
  cartItems: { request: NoPayload, response: v.array(CartItemSchema) },
  cartAddItem: {
    request: v.object({
      ...SpecSession,
      id: field.positiveInt(),
      /** WooCommerce adds the line's minimum (1) when no quantity is sent. */
      quantity: v.optional(quantity),
      /** The id of the chosen option when the competition has a qualifying question. */
      answer: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
    }),
    response: CartSchema,
  },
  cartUpdateItem: { request: v.object({ key: field.requiredText(64), quantity }), response: CartSchema },
  cartRemoveItem: { request: v.object({ key: field.requiredText(64) }), response: CartSchema },
  cartApplyCoupon: { request: v.object({ code: field.requiredText(60) }), response: CartSchema },
  cartRemoveCoupon: { request: v.object({ code: field.requiredText(60) }), response: CartSchema },
  checkout: {
    request: v.object({
      billing_address: v.object({ ...Address.entries, email: emailField() }),
      shipping_address: v.optional(Address),
      customer_note: field.optionalText(2000),
      /** A WooCommerce gateway id (PAYMENT_GATEWAYS); none when the order needs no payment. */
      payment_method: v.optional(field.text(60), ''),
      /** For test_card: [{key: 'card_number', value: '4242…'}]. */
      payment_data: v.optional(v.pipe(v.array(v.object({ key: field.text(60), value: field.text(200) })), v.maxLength(20)), []),
    }),
    response: CheckoutResponseSchema,
  },
};
