import { CONTRACT_VERSION as CURRENT_CONTRACT, contractMajor, isContractCompatible as compatible } from '../../../../../shared-contracts/src/version';
import { minorStep } from '../../../shared/semver';

/** N+1: the contract one minor ahead of the real one (additive: an optional entity field, a bus event, a screen). */
export const CONTRACT_VERSION = minorStep(CURRENT_CONTRACT, 1);

export { contractMajor };

export function isContractCompatible(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  return compatible(remoteVersion, hostVersion);
}
