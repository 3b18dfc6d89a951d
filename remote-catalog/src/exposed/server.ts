import type { ServerRemote } from '@shop/remote-kit';
import { loadPage } from '../server/loadPage';
import Screen from './Screen';
import meta from './meta';

/** The catalogue's server build (`<version>/server/remote.cjs`): the browser's Screen, and the data and head of each public page. */
const serverRemote: ServerRemote<'catalog'> = { meta, Screen, loadPage };
export default serverRemote;
