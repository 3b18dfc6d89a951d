import { lazy } from 'react';
import type { ScreenMap } from '@shop/remote-kit';

/**
 * Screen id (from the shell's route table) → component. Each screen is its own chunk, named
 * `screen-<id>`, so a page loads only its own code and the release can list each screen's files in
 * remotes.json for the shell to fetch early (build-config/screenAssetsPlugin.cjs).
 */
export const accountScreens: ScreenMap<'account'> = {
  login: lazy(() => import(/* webpackChunkName: "screen-login" */ './auth/LoginScreen')),
  'login-as-user': lazy(() => import(/* webpackChunkName: "screen-login-as-user" */ './auth/LoginAsUserScreen')),
  'forgot-password': lazy(() => import(/* webpackChunkName: "screen-forgot-password" */ './auth/ForgotPasswordScreen')),
  'reset-password': lazy(() => import(/* webpackChunkName: "screen-reset-password" */ './auth/ResetPasswordScreen')),
  overview: lazy(() => import(/* webpackChunkName: "screen-overview" */ './account/OverviewScreen')),
  'responsible-gaming': lazy(() => import(/* webpackChunkName: "screen-responsible-gaming" */ './account/ResponsibleGamingScreen')),
  points: lazy(() => import(/* webpackChunkName: "screen-points" */ './account/PointsScreen')),
  credit: lazy(() => import(/* webpackChunkName: "screen-credit" */ './account/CreditScreen')),
  coupons: lazy(() => import(/* webpackChunkName: "screen-coupons" */ './account/CouponsScreen')),
  details: lazy(() => import(/* webpackChunkName: "screen-details" */ './account/DetailsScreen')),
  billing: lazy(() => import(/* webpackChunkName: "screen-billing" */ './account/BillingScreen')),
  'bank-details': lazy(() => import(/* webpackChunkName: "screen-bank-details" */ './account/BankDetailsScreen')),
  orders: lazy(() => import(/* webpackChunkName: "screen-orders" */ './account/OrdersScreen')),
  'order-detail': lazy(() => import(/* webpackChunkName: "screen-order-detail" */ './account/OrderDetailScreen')),
};
