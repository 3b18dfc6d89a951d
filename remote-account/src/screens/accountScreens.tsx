import { lazy } from 'react';
import type { ScreenMap } from '@shop/remote-kit';

/** Screen id (from the shell's route table) → component. Each screen is its own chunk: a page loads only its code. */
export const accountScreens: ScreenMap<'account'> = {
  login: lazy(() => import('./auth/LoginScreen')),
  'login-as-user': lazy(() => import('./auth/LoginAsUserScreen')),
  'forgot-password': lazy(() => import('./auth/ForgotPasswordScreen')),
  'reset-password': lazy(() => import('./auth/ResetPasswordScreen')),
  overview: lazy(() => import('./account/OverviewScreen')),
  'responsible-gaming': lazy(() => import('./account/ResponsibleGamingScreen')),
  points: lazy(() => import('./account/PointsScreen')),
  credit: lazy(() => import('./account/CreditScreen')),
  coupons: lazy(() => import('./account/CouponsScreen')),
  details: lazy(() => import('./account/DetailsScreen')),
  billing: lazy(() => import('./account/BillingScreen')),
  'bank-details': lazy(() => import('./account/BankDetailsScreen')),
  orders: lazy(() => import('./account/OrdersScreen')),
  'order-detail': lazy(() => import('./account/OrderDetailScreen')),
};
