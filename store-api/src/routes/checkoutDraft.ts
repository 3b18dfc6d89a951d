import { CART_EXTENSION_NAMESPACE } from '@shop/shared-contracts';
import { cartEmptyForDraft } from '../domain/cartAvailability';
import { cartAddresses } from '../domain/cartAddresses';
import { cartLines } from '../domain/cart';
import { defaultGatewayId } from '../domain/paymentGateways';
import { ok, type EndpointHandlers } from '../http/context';
import { checkNonce, storeRoute, withSessionHeaders } from './storeSession';

/**
 * GET /wc/store/v1/checkout: the checkout as it stands for the current cart, before payment (WooCommerce's
 * checkout draft), without placing an order. Needs a valid Cart-Token or nonce, as every /checkout call
 * does; an empty cart is 400 `woocommerce_rest_cart_empty`. A guest may read it (customer_id 0). The
 * payment method is the default one (the first enabled gateway), the plugin's extension data empty.
 * WooCommerce also makes (and keeps for the session) a draft order, whose id, key and number it answers;
 * store-api makes none: order_id 0.
 */
export const checkoutDraftHandlers = {
  checkoutDraft: storeRoute((context, _input, session) => {
    checkNonce(context, session);
    if (cartLines(context.db, session.cartToken).length === 0) throw cartEmptyForDraft();
    return withSessionHeaders(
      context,
      session,
      ok({
        order_id: 0,
        status: 'checkout-draft',
        order_key: '',
        order_number: '',
        customer_note: '',
        customer_id: session.userId ?? 0,
        ...cartAddresses(context.db, session.userId),
        payment_method: defaultGatewayId(context.db),
        payment_result: { payment_status: '', payment_details: [], redirect_url: '' },
        additional_fields: {},
        __experimentalCart: null,
        extensions: { [CART_EXTENSION_NAMESPACE]: { instant_wins: [], tickets: [] } },
      }),
    );
  }),
} satisfies Partial<EndpointHandlers>;
