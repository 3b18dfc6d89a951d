import { createRemoteScreen } from '@shop/remote-kit';
import { catalogScreens } from '../screens/catalogScreens';
import meta from './meta';

/** The catalog team's one public door for the shell: every screen it owns in the route table. */
export default createRemoteScreen(meta, catalogScreens);
