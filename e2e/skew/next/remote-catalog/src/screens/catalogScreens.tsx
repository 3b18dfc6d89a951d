import { lazy } from 'react';
import { catalogScreens as currentScreens } from '../../../../../../remote-catalog/src/screens/catalogScreens';
import { announcing } from '../../../../shared/announce';

/** N+1: a screen id the shell N's route table has not heard of, and a details screen that sends a bus event the shell N does not know. */
export const catalogScreens = {
  ...currentScreens,
  'competition-details': announcing('catalog', 'competition-details', currentScreens['competition-details']),
  'competition-compare': lazy(() => import(/* webpackChunkName: "screen-competition-compare" */ '../../../../shared/PreviewScreen')),
};
