import type { CheckoutRequest, PaymentMethod, ShopApi, StoreAddress } from '@shop/shared-contracts';
import type { CartItem } from '@shop/shared-contracts';
import { failureCode, failureMessage } from '../flow/failureMessage';
import type { PlacedOrder } from '../order/lastOrder';

export const PLACE_ORDER_FAILED_MESSAGE = 'Sorry, your order could not be placed. Nothing has been charged; please try again.';
export const CONNECTION_LOST_MESSAGE = 'We lost the connection while placing your order. Please check your orders before trying again.';

export type PlaceOrderResult =
  | { ok: true; order: PlacedOrder }
  /** connectionLost: the answer never came, so the order may exist; the page checks the basket before a retry. */
  | { ok: false; message: string; code: string; connectionLost: boolean };

export interface PlaceOrderInput {
  billing: StoreAddress & { email: string };
  paymentMethod: PaymentMethod;
  cardNumber: string;
  items: readonly CartItem[];
  total: number;
}

/** Places the order through the checkout call; never throws. */
export async function placeOrder(api: Pick<ShopApi, 'checkout'>, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const request: Omit<CheckoutRequest, 'token'> = {
    billing_address: input.billing,
    payment_method: input.paymentMethod,
    ...(input.paymentMethod === 'test_card' ? { payment_data: [{ key: 'card_number', value: input.cardNumber.replace(/\s+/g, '') }] } : {}),
  };
  try {
    const answer = await api.checkout(request);
    return {
      ok: true,
      order: {
        orderId: answer.order_id,
        orderNumber: answer.order_number || String(answer.order_id),
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
        instantWins: answer.instant_wins.map((win) => ({ competitionId: win.competition_id, ticketNumber: win.ticket_number, prize: win.prize })),
      },
    };
  } catch (error) {
    console.error('[basket] checkout failed', error);
    const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
    // Status 0: no answer came (a network error, a timeout) or the answer could not be read (a 200 cut short):
    // either way the order may have been placed, so "nothing has been charged" would not be true.
    const connectionLost = status === 0;
    return {
      ok: false,
      code: failureCode(error),
      connectionLost,
      message: connectionLost ? CONNECTION_LOST_MESSAGE : failureMessage(error, PLACE_ORDER_FAILED_MESSAGE),
    };
  }
}
