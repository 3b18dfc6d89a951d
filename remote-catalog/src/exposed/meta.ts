import { CONTRACT_VERSION, type RemoteName } from '@shop/shared-contracts';

/** What this remote tells the shell about itself; the shell refuses a contract major it does not speak. */
export const remoteMeta = {
  name: 'catalog' as RemoteName,
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
};

export default remoteMeta;
