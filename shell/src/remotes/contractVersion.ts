import { CONTRACT_VERSION } from '@shop/shared-contracts';

/** The major of a contract version (`1.4.2` → 1), or null when it is not one. */
export function contractMajor(version: string): number | null {
  const match = /^(\d+)\.\d+\.\d+/.exec(version.trim());
  return match ? Number(match[1]) : null;
}

export function isContractCompatible(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  const remoteMajor = contractMajor(remoteVersion);
  return remoteMajor !== null && remoteMajor === contractMajor(hostVersion);
}
