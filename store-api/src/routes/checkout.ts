import { CART_EXTENSION_NAMESPACE, type EndpointParsedInput } from '@shop/shared-contracts';
import { placeOrder } from '../domain/checkout';
import { shippingOf } from '../domain/cartAddresses';
import { postalAddress } from '../domain/orders';
import { ok, requireUser, type EndpointHandlers } from '../http/context';
import { checkNonce, questionSettings, storeRoute, withSessionHeaders } from './storeSession';

/** WooCommerce's order-received URL (WC_Order::get_checkout_order_received_url) on the storefront's checkout page. */
export const orderReceivedUrl = (publicUrl: string, orderId: number, orderKey: string) => `${publicUrl}/checkout/order-received/${orderId}/?key=${orderKey}`;

/** The sandbox provider's payment page for an order, on store-api's own origin (sandbox/sandboxRoutes.ts). */
export const sandboxPageUrl = (siteUrl: string, orderId: number, orderKey: string) => `${siteUrl}/sandbox-pay/${orderId}?key=${encodeURIComponent(orderKey)}`;

/**
 * POST /wc/store/v1/checkout: signed-in customers only (the companion plugin refuses a guest; entering needs
 * an 18+ verified account); see domain/checkout.ts for the transaction. The answer is WooCommerce's
 * CheckoutSchema; the plugin's data (the instant wins and the ticket numbers) goes under its extension namespace.
 */
export const checkoutHandlers = {
  checkout: storeRoute<EndpointParsedInput<'checkout'>>(async (context, input, session) => {
    const userId = requireUser(context);
    checkNonce(context, session);
    const billing = input.billing_address;
    const result = placeOrder(context.db, {
      userId,
      cartToken: session.cartToken,
      billing: { ...postalAddress(billing), phone: billing.phone, email: billing.email },
      paymentGateway: input.payment_method,
      cardNumber: input.payment_data.find((entry) => entry.key === 'card_number')?.value ?? '',
      failingCardNumber: context.config.failingCardNumber,
      question: (competitionId) => questionSettings(context, competitionId),
      now: context.now(),
    });
    await Promise.all(
      result.notices.map((notice) =>
        context.notices.push(notice).catch((error: unknown) => console.error('[store-api] could not write instant-win notice:', error)),
      ),
    );
    // Paid at once: the order-received page. Waiting for the provider (WooCommerce's 202, payment_status
    // pending): the provider's page, as a hosted-payment gateway's process_payment redirects there.
    const redirectUrl = result.paid
      ? orderReceivedUrl(context.config.publicUrl, result.orderId, result.orderKey)
      : sandboxPageUrl(context.config.siteUrl, result.orderId, result.orderKey);
    const paymentStatus = result.paid ? 'success' : 'pending';
    const answer = withSessionHeaders(
      context,
      session,
      ok({
        order_id: result.orderId,
        status: result.paid ? 'processing' : 'pending',
        order_key: result.orderKey,
        order_number: String(result.orderId),
        customer_note: input.customer_note,
        customer_id: userId,
        billing_address: billing,
        shipping_address: input.shipping_address ?? shippingOf(billing),
        payment_method: input.payment_method,
        // The gateway's result (process_payment's array) as payment details, as WooCommerce passes it on.
        payment_result: {
          payment_status: paymentStatus,
          payment_details: [
            { key: 'result', value: paymentStatus },
            { key: 'redirect', value: redirectUrl },
          ],
          redirect_url: redirectUrl,
        },
        additional_fields: {},
        __experimentalCart: null,
        extensions: { [CART_EXTENSION_NAMESPACE]: { instant_wins: result.instantWins, tickets: result.tickets } },
      }),
    );
    return result.paid ? answer : { ...answer, status: 202 };
  }),
} satisfies Partial<EndpointHandlers>;
