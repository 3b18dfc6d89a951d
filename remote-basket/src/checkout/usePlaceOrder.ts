import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { BillingField, FieldErrors, ShopApi } from '@shop/shared-contracts';
import { showToast } from '@shop/remote-kit';
import { refreshCart } from '../cart/cartActions';
import { checkoutFailureToast } from '../cart/availability';
import { dispatchCart, getCartState, storeCart } from '../state/basketStore';
import { saveLastOrder, savePendingOrder, type PendingOrder, type PlacedOrder } from '../order/lastOrder';
import { CART_EMPTY_CODE, placedOrder, placeOrder, type PlaceOrderInput } from './placeOrder';
import { checkoutOutcome, ORDER_NOT_PLACED_MESSAGE, ORDER_RECOVERED_MESSAGE, ORDER_UNCONFIRMED_MESSAGE } from './orderRecovery';
import { CHECKOUT_QUERY_KEYS } from './useCheckoutDetails';

/**
 * Pay: places the order once (a second press while it is on its way does nothing), then shows the
 * confirmation; when the answer is lost, finds out whether the order went through before anything else.
 * `notice`: what the page says when the order's fate needed that check. `onRefusedFields` shows the
 * server's refusal of billing fields next to those fields (what was typed stays).
 */
export function usePlaceOrder(api: ShopApi, newestOrderBefore: number | null, onRefusedFields: (errors: FieldErrors<BillingField>) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);

  const settle = () => {
    placingRef.current = false;
    setPlacing(false);
  };
  const complete = (order: PlacedOrder) => {
    saveLastOrder(order);
    // Spending, site credit and the newest order have changed: the next checkout reads them again.
    for (const queryKey of CHECKOUT_QUERY_KEYS) queryClient.removeQueries({ queryKey });
    dispatchCart({ type: 'empty' });
    navigate('/confirmation', { state: { order } });
  };

  /**
   * The order waits for its payment: the basket is kept (the server keeps it until the payment is known) and
   * the customer goes to the provider's page, or to the return page when the answer named ours. The button
   * stays busy while the browser leaves, so Pay cannot be pressed twice.
   */
  const leaveForPayment = (url: string, order: PendingOrder) => {
    savePendingOrder(order);
    const target = new URL(url, window.location.href);
    if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
    else window.location.assign(target.href);
  };

  const place = async (input: PlaceOrderInput) => {
    placingRef.current = true;
    setPlacing(true);
    setNotice(null);
    const result = await placeOrder(api, input);
    if (result.ok === 'redirect') return leaveForPayment(result.url, result.order);
    if (result.ok) return complete(result.order);
    // The site had forgotten the basket: the page now shows the fresh one and says why.
    if (result.basketReplaced) return settle();
    // No answer, or the server's basket is already empty (a Pay pressed again): the order may exist. It is
    // looked for before anything else, so the customer is never charged twice and keeps the basket until then.
    if (result.outcomeUnknown || result.code === CART_EMPTY_CODE) {
      const outcome = await checkoutOutcome(api, { items: input.items, newestOrderBefore });
      if (outcome.status === 'placed') {
        showToast('success', ORDER_RECOVERED_MESSAGE);
        return complete(placedOrder(input, { orderId: outcome.order.id, orderNumber: String(outcome.order.id) }));
      }
      if (outcome.status === 'not-placed') storeCart(outcome.cart);
      if (outcome.status === 'not-placed' || result.outcomeUnknown) {
        setNotice(outcome.status === 'not-placed' ? ORDER_NOT_PLACED_MESSAGE : ORDER_UNCONFIRMED_MESSAGE);
        return settle();
      }
    }
    if (Object.keys(result.refusedFields).length > 0) {
      onRefusedFields(result.refusedFields);
      return settle();
    }
    // The basket as the server now holds it (a rule may have failed meanwhile).
    await refreshCart(api);
    showToast('error', checkoutFailureToast(result.message, getCartState().cartItems, Date.now()));
    settle();
  };

  return { place, placing, notice, isPlacing: () => placingRef.current };
}
