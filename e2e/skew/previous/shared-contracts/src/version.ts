import { CONTRACT_VERSION as CURRENT_CONTRACT } from '../../../../../shared-contracts/src/version';
import { minorStep } from '../../../shared/semver';

/**
 * N-1: the contract one minor behind the real one. At x.0.z the major has no lower minor (a lower major
 * is refused by design), so the contract stays the real one and N-1 differs only in what it does not
 * know: the entity field, the status label and the bus subscriptions of its other files.
 */
export const CONTRACT_VERSION = minorStep(CURRENT_CONTRACT, -1);
