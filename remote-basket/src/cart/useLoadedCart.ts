import { useEffect, useState } from 'react';
import { useShopApi } from '@shop/remote-kit';
import { startBasketListeners } from '../flow/listeners';
import { useCartState } from '../state/basketStore';
import { refreshCart } from './cartActions';

/** The cart state, freshly loaded from the server once per visit (coupons and payable total included). */
export function useLoadedCart() {
  const api = useShopApi();
  const cart = useCartState();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    startBasketListeners();
    let live = true;
    void refreshCart(api).finally(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return { cart, loaded, api };
}
