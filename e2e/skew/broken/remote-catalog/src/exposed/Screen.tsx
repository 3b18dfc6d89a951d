import type { ComponentProps, ReactElement } from 'react';
import { createRemoteScreen } from '@shop/remote-kit';
import { catalogScreens } from '../../../../../../remote-catalog/src/screens/catalogScreens';
import meta from '../../../../../../remote-catalog/src/exposed/meta';

const CatalogScreen = createRemoteScreen(meta, catalogScreens);

/**
 * A bad catalogue release for the canary test (`e2e/tests/delivery.test.ts`): the real screens are built
 * (so the release is complete), but every screen throws while rendering, on the server and in the browser.
 */
export default function BrokenScreen(props: ComponentProps<typeof CatalogScreen>): ReactElement {
  if (props.screen) throw new Error('this catalogue release fails to render (e2e canary fixture)');
  return <CatalogScreen {...props} />;
}
