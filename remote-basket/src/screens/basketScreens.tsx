import { lazy } from 'react';
import type { ScreenMap } from '@shop/remote-kit';

/** Screen id (from the shell's route table) → component; each screen loads only its own code. */
export const basketScreens: ScreenMap<'basket'> = {
  cart: lazy(() => import('../cart/CartScreen')),
  checkout: lazy(() => import('../checkout/CheckoutScreen')),
  confirmation: lazy(() => import('../confirmation/ConfirmationScreen')),
};
