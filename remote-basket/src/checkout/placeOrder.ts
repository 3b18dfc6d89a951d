import {
  refusedFields,
  type BillingField,
  type CartItem,
  type CheckoutRequest,
  type FieldErrors,
  type ShopApi,
  type StoreAddress,
} from '@shop/shared-contracts';
import { failureCode } from '../flow/failureMessage';
import { settleStoreApiFailure } from '../flow/storeApiFailure';
import type { PendingOrder, PlacedOrder } from '../order/lastOrder';
import { CHECKOUT_BILLING_REFUSALS } from './billing';
import { gatewayOf, type PaymentChoice } from './paymentChoices';
import { PAYMENT_REFUSED_MESSAGE, paymentOutcome } from './paymentOutcome';

export const PLACE_ORDER_FAILED_MESSAGE = 'Sorry, your order could not be placed. Nothing has been charged; please try again.';

/** WooCommerce's answer to a checkout of an empty cart: after a Pay whose answer was lost, the order may already exist. */
export const CART_EMPTY_CODE = 'woocommerce_rest_cart_empty';

export type PlaceOrderResult =
  | { ok: true; order: PlacedOrder }
  /**
   * The order waits for the provider: the customer goes to `url` (its payment page, or the return page) with
   * the order kept as pending and the basket kept until the payment is known.
   */
  | { ok: 'redirect'; url: string; order: PendingOrder }
  /**
   * outcomeUnknown: no usable answer came (the connection dropped, a garbled answer, a server or gateway
   * error), so the order may have been placed; the page finds out before the customer can pay again.
   */
  /** basketReplaced: the site had forgotten the basket; the page shows the fresh one and says why. */
  | { ok: false; message: string; code: string; outcomeUnknown: boolean; basketReplaced: boolean; refusedFields: FieldErrors<BillingField> };

export interface PlaceOrderInput {
  billing: StoreAddress & { email: string };
  paymentMethod: PaymentChoice;
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
  const gateway = gatewayOf(input.paymentMethod);
  const request: CheckoutRequest = {
    billing_address: input.billing,
    ...(gateway ? { payment_method: gateway } : {}),
    ...(input.paymentMethod === 'test_card' ? { payment_data: [{ key: 'card_number', value: input.cardNumber.replace(/\s+/g, '') }] } : {}),
  };
  try {
    const answer = await api.checkout(request);
    const order = placedOrder(input, {
      orderId: answer.order_id,
      orderNumber: answer.order_number || String(answer.order_id),
      instantWins: answer.instant_wins.map((win) => ({ competitionId: win.competition_id, ticketNumber: win.ticket_number, prize: win.prize })),
    });
    const outcome = paymentOutcome(answer);
    if (outcome.kind === 'paid') return { ok: true, order };
    if (outcome.kind === 'redirect') return { ok: 'redirect', url: outcome.url, order: { ...order, orderKey: answer.order_key } };
    return { ok: false, message: outcome.message, code: 'payment_failure', outcomeUnknown: false, basketReplaced: false, refusedFields: {} };
  } catch (error) {
    console.error('[basket] checkout failed', error);
    return {
      ok: false,
      code: failureCode(error),
      outcomeUnknown: outcomeUnknown(error),
      // A gateway's failure without a message comes back as the order with payment_status failure (HTTP 400, no error code).
      ...settleStoreApiFailure(error, paymentFailedWithoutMessage(error) ? PAYMENT_REFUSED_MESSAGE : PLACE_ORDER_FAILED_MESSAGE),
      refusedFields: refusedFields(error, CHECKOUT_BILLING_REFUSALS),
    };
  }
}

const statusOf = (error: unknown) => (typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined);

/** WooCommerce's 400 for a gateway's `failure` result with no notice: the order itself, no error code. */
const paymentFailedWithoutMessage = (error: unknown) => statusOf(error) === 400 && failureCode(error) === '';

/** A failure that says nothing of the order: no answer (status 0: the network, or a garbled answer) or a 5xx that is not WooCommerce's (a proxy's or gateway's). */
function outcomeUnknown(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  return status === 0 || (typeof status === 'number' && status >= 500 && failureCode(error) === '');
}
