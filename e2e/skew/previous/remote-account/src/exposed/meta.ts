import { declaredMeta } from '../../../../shared/declaredMeta';

/** remote-account N-1's `./meta`: it declares the contract it was built with. */
export default declaredMeta('account');
