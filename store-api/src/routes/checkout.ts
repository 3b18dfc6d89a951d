import { placeOrder } from '../domain/checkout';
import { postalAddress } from '../domain/orders';
import type { EndpointParsedInput } from '@shop/shared-contracts';
import { ok, requireUser, type EndpointHandlers } from '../http/context';
import { questionSettings, storeRoute, storeSession, withSessionHeaders } from './storeSession';

/** POST /wc/store/v1/checkout: signed-in customers only; see domain/checkout.ts for the transaction. */
export const checkoutHandlers = {
  checkout: storeRoute<EndpointParsedInput<'checkout'>>(async (context, input) => {
    const userId = requireUser(context);
    const session = storeSession(context, true);
    const billing = input.billing_address;
    const result = placeOrder(context.db, {
      userId,
      cartToken: session.cartToken,
      billing: { ...postalAddress(billing), phone: billing.phone, email: billing.email },
      paymentMethod: input.payment_method,
      cardNumber: input.payment_data.find((entry) => entry.key === 'card_number')?.value ?? '',
      failingCardNumber: context.config.failingCardNumber,
      question: (competitionId) => questionSettings(context, competitionId),
    });
    await Promise.all(
      result.notices.map((notice) =>
        context.notices.push(notice).catch((error: unknown) => console.error('[store-api] could not write instant-win notice:', error)),
      ),
    );
    return withSessionHeaders(
      context,
      session,
      ok({
        order_id: result.orderId,
        status: 'processing',
        order_key: result.orderKey,
        order_number: String(result.orderId),
        customer_note: input.customer_note,
        customer_id: userId,
        billing_address: billing,
        shipping_address: input.shipping_address ?? billing,
        payment_method: input.payment_method,
        payment_result: {
          payment_status: 'success',
          payment_details: [{ key: 'result', value: 'success' }],
          redirect_url: `${context.config.publicUrl}/confirmation?order_id=${result.orderId}&key=${result.orderKey}`,
        },
        instant_wins: result.instantWins,
        additional_fields: {},
        extensions: {},
      }),
    );
  }),
} satisfies Partial<EndpointHandlers>;
