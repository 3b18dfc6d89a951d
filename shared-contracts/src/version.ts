/**
 * The contract version every app is built against. Additive changes bump the minor; a breaking change
 * bumps the major, and the shell refuses a remote whose major differs from its own.
 */
export const CONTRACT_VERSION = '1.0.0';

export function contractMajor(version: string): number | null {
  const match = /^(\d+)\.\d+\.\d+/.exec(version.trim());
  return match ? Number(match[1]) : null;
}

export function isContractCompatible(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  const remoteMajor = contractMajor(remoteVersion);
  return remoteMajor !== null && remoteMajor === contractMajor(hostVersion);
}
