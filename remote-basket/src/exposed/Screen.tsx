import { createRemoteScreen } from '@shop/remote-kit';
import { basketScreens } from '../screens/basketScreens';
import meta from './meta';

/** The basket team's one public door for the shell: every screen it owns in the route table. */
export default createRemoteScreen(meta, basketScreens);
