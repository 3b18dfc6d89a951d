import { declaredMeta } from '../../../../shared/declaredMeta';

/** remote-basket N+1's `./meta`: it declares the contract minor it was built with. */
export default declaredMeta('basket');
