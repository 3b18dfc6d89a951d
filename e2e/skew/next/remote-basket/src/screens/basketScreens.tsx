import { lazy } from 'react';
import { basketScreens as currentScreens } from '../../../../../../remote-basket/src/screens/basketScreens';
import { announcing } from '../../../../shared/announce';

/** N+1: a screen id the shell N's route table has not heard of, and a checkout that sends a bus event the shell N does not know. */
export const basketScreens = {
  ...currentScreens,
  checkout: announcing('basket', 'checkout', currentScreens.checkout),
  'saved-for-later': lazy(() => import(/* webpackChunkName: "screen-saved-for-later" */ '../../../../shared/PreviewScreen')),
};
