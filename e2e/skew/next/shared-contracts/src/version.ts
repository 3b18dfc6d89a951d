import { CONTRACT_VERSION as CURRENT_CONTRACT } from '../../../../../shared-contracts/src/version';
import { minorStep } from '../../../shared/semver';

/** N+1: the contract one minor ahead of the real one (additive: an optional entity field, a bus event, a screen). */
export const CONTRACT_VERSION = minorStep(CURRENT_CONTRACT, 1);
