import {
  PAYMENT_GATEWAYS,
  refusedFields,
  type BillingField,
  type CartItem,
  type CheckoutRequest,
  type FieldErrors,
  type PaymentMethod,
  type ShopApi,
  type StoreAddress,
} from '@shop/shared-contracts';
import { failureCode } from '../flow/failureMessage';
import { settleStoreApiFailure } from '../flow/storeApiFailure';
import type { PlacedOrder } from '../order/lastOrder';
import { CHECKOUT_BILLING_REFUSALS } from './billing';

export const PLACE_ORDER_FAILED_MESSAGE = 'Sorry, your order could not be placed. Nothing has been charged; please try again.';

/** WooCommerce's answer to a checkout of an empty cart: after a Pay whose answer was lost, the order may already exist. */
export const CART_EMPTY_CODE = 'woocommerce_rest_cart_empty';

export type PlaceOrderResult =
  | { ok: true; order: PlacedOrder }
  /**
   * outcomeUnknown: no usable answer came (the connection dropped, a garbled answer, a server or gateway
   * error), so the order may have been placed; the page finds out before the customer can pay again.
   */
  /** basketReplaced: the site had forgotten the basket; the page shows the fresh one and says why. */
  | { ok: false; message: string; code: string; outcomeUnknown: boolean; basketReplaced: boolean; refusedFields: FieldErrors<BillingField> };

export interface PlaceOrderInput {
  billing: StoreAddress & { email: string };
  paymentMethod: PaymentMethod;
  cardNumber: string;
  items: readonly CartItem[];
  total: number;
}

/** The confirmation's order from the checkout's lines, and the order's number and instant wins when the answer brought them. */
export function placedOrder(
  input: Pick<PlaceOrderInput, 'items' | 'paymentMethod' | 'total'>,
  placed: Pick<PlacedOrder, 'orderId' | 'orderNumber' | 'instantWins'>,
): PlacedOrder {
  return {
    ...placed,
    total: input.total,
    paymentMethod: input.paymentMethod,
    lines: input.items.map((item) => ({
      competitionId: item.competition.id,
      title: item.competition.title,
      image: item.competition.image,
      quantity: Number(item.quantity),
      drawDate: item.competition.draw_date,
      drawTime: item.competition.draw_time,
    })),
  };
}

/**
 * Places the order through the checkout call; never throws. The customer's choice goes as its WooCommerce
 * gateway id; coupons covering the whole order go with no payment method (the order needs no payment).
 */
export async function placeOrder(api: Pick<ShopApi, 'checkout'>, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const gateway = PAYMENT_GATEWAYS[input.paymentMethod];
  const request: CheckoutRequest = {
    billing_address: input.billing,
    ...(gateway ? { payment_method: gateway } : {}),
    ...(input.paymentMethod === 'test_card' ? { payment_data: [{ key: 'card_number', value: input.cardNumber.replace(/\s+/g, '') }] } : {}),
  };
  try {
    const answer = await api.checkout(request);
    return {
      ok: true,
      order: placedOrder(input, {
        orderId: answer.order_id,
        orderNumber: answer.order_number || String(answer.order_id),
        instantWins: answer.instant_wins.map((win) => ({ competitionId: win.competition_id, ticketNumber: win.ticket_number, prize: win.prize })),
      }),
    };
  } catch (error) {
    console.error('[basket] checkout failed', error);
    return {
      ok: false,
      code: failureCode(error),
      outcomeUnknown: outcomeUnknown(error),
      ...settleStoreApiFailure(error, PLACE_ORDER_FAILED_MESSAGE),
      refusedFields: refusedFields(error, CHECKOUT_BILLING_REFUSALS),
    };
  }
}

/** A failure that says nothing of the order: no answer (status 0: the network, or a garbled answer) or a 5xx that is not WooCommerce's (a proxy's or gateway's). */
function outcomeUnknown(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  return status === 0 || (typeof status === 'number' && status >= 500 && failureCode(error) === '');
}
