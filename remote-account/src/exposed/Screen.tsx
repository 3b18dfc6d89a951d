import { createRemoteScreen } from '@shop/remote-kit';
import { accountScreens } from '../screens/accountScreens';
import meta from './meta';

/** The account team's one public door for the shell: every screen it owns in the route table. */
export default createRemoteScreen(meta, accountScreens);
