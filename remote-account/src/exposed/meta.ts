import { createRemoteMeta } from '@shop/remote-kit';

/** What this remote tells the shell about itself; the shell refuses a contract major it does not speak. */
export default createRemoteMeta('account', __APP_VERSION__);
