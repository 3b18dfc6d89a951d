import { lazy } from 'react';
import { accountScreens as currentScreens } from '../../../../../../remote-account/src/screens/accountScreens';
import { announcing } from '../../../../shared/announce';

/** N+1: a screen id the shell N's route table has not heard of, and an order list that sends a bus event the shell N does not know. */
export const accountScreens = {
  ...currentScreens,
  orders: announcing('account', 'orders', currentScreens.orders),
  'notification-settings': lazy(() => import(/* webpackChunkName: "screen-notification-settings" */ '../../../../shared/PreviewScreen')),
};
