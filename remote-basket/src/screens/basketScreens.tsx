import { lazy } from 'react';
import type { ScreenMap } from '@shop/remote-kit';

/**
 * Screen id (from the shell's route table) → component. Each screen is its own chunk, named
 * `screen-<id>`, so a page loads only its own code and the release can list each screen's files in
 * remotes.json for the shell to fetch early (build-config/screenAssetsPlugin.cjs).
 */
export const basketScreens: ScreenMap<'basket'> = {
  cart: lazy(() => import(/* webpackChunkName: "screen-cart" */ '../cart/CartScreen')),
  checkout: lazy(() => import(/* webpackChunkName: "screen-checkout" */ '../checkout/CheckoutScreen')),
  confirmation: lazy(() => import(/* webpackChunkName: "screen-confirmation" */ '../confirmation/ConfirmationScreen')),
};
