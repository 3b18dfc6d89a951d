import { useCallback, useEffect, useState } from 'react';
import { useShopApi } from '@shop/remote-kit';
import { startBasketListeners } from '../flow/listeners';
import { useCartState } from '../state/basketStore';
import { refreshCart } from './cartActions';

/** A basket that could not be loaded is not an empty one: the customer's tickets are still in it. */
export const BASKET_FAILED_MESSAGE = 'Your basket could not be loaded just now.';

/**
 * The cart state, freshly loaded from the server once per visit (coupons and payable total included).
 * `failed`: that load failed (only logged), so an empty cart state says nothing about the basket; `retry` loads again.
 */
export function useLoadedCart() {
  const api = useShopApi();
  const cart = useCartState();
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    startBasketListeners();
    let live = true;
    void refreshCart(api).then((ok) => {
      if (!live) return;
      setFailed(!ok);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [api, attempt]);
  const retry = useCallback(() => {
    setLoaded(false);
    setAttempt((count) => count + 1);
  }, []);
  return { cart, loaded, failed, retry, api };
}
