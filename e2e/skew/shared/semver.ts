/**
 * A release's version one minor away from `version` (`x.y.z`): the next minor is x.(y+1).0; the previous is
 * x.(y-1).0, or `version` itself at x.0.z, where the major has no lower minor. The skew variants derive
 * their contract from the real one with it, so they stay one minor away when the real contract moves.
 */
export function minorStep(version: string, step: 1 | -1): string {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`"${version}" is not a semantic version`);
  const [major, minor] = [Number(match[1]), Number(match[2])];
  if (step === -1 && minor === 0) return version;
  return `${major}.${minor + step}.0`;
}
