import * as v from 'valibot';
import { placeOrder } from '../domain/checkout';
import { field, ok, parseBody, requireUser, type Handler } from '../http/context';
import { questionSettings, storeSession, withSessionHeaders } from './storeSession';

const Address = v.object({
  first_name: field.requiredText(100), last_name: field.requiredText(100), company: v.optional(field.text(100), ''),
  address_1: field.requiredText(200), address_2: v.optional(field.text(200), ''), city: field.requiredText(100), state: v.optional(field.text(100), ''),
  postcode: field.requiredText(20), country: v.optional(field.text(2), 'GB'), phone: v.optional(field.text(40), ''),
});

const CheckoutSchema = v.object({
  billing_address: v.object({ ...Address.entries, email: v.pipe(v.string(), v.trim(), v.email('Email address is invalid.'), v.maxLength(200)) }),
  shipping_address: v.optional(Address),
  customer_note: v.optional(field.text(2000), ''),
  payment_method: v.picklist(['site_credit', 'coupon', 'test_card'], 'payment_method must be site_credit, coupon or test_card'),
  payment_data: v.optional(v.pipe(v.array(v.object({ key: field.text(60), value: field.text(200) })), v.maxLength(20)), []),
});

/** POST /wc/store/v1/checkout: signed-in customers only; see domain/checkout.ts for the transaction. */
export const checkoutRoutes: Record<string, Handler> = {
  'POST /wc/store/v1/checkout': async (context) => {
    const userId = requireUser(context);
    const input = parseBody(context, CheckoutSchema);
    const session = storeSession(context, true);
    const billing = input.billing_address;
    const result = placeOrder(context.db, {
      userId,
      cartToken: session.cartToken,
      billing: { first_name: billing.first_name, last_name: billing.last_name, address_1: billing.address_1, address_2: billing.address_2, city: billing.city, state: billing.state, postcode: billing.postcode, phone: billing.phone, email: billing.email },
      paymentMethod: input.payment_method,
      cardNumber: input.payment_data.find((entry) => entry.key === 'card_number')?.value ?? '',
      failingCardNumber: context.config.failingCardNumber,
      question: (competitionId) => questionSettings(context, competitionId),
    });
    await Promise.all(result.notices.map((notice) => context.notices.push(notice).catch((error: unknown) => console.error('[store-api] could not write instant-win notice:', error))));
    return withSessionHeaders(context, session, ok({
      order_id: result.orderId, status: 'processing', order_key: result.orderKey, order_number: String(result.orderId), customer_note: input.customer_note, customer_id: userId,
      billing_address: billing, shipping_address: input.shipping_address ?? billing, payment_method: input.payment_method,
      payment_result: {
        payment_status: 'success', payment_details: [{ key: 'result', value: 'success' }],
        redirect_url: `${context.config.publicUrl}/confirmation?order_id=${result.orderId}&key=${result.orderKey}`,
      },
      additional_fields: {}, extensions: {},
    }));
  },
};
