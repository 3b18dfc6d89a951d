/** `pnpm publish-release <remote> <version> [--canary <percent>]`: make a built release live, once every file it lists checks out. */
import { parseRemoteName } from './lib/apps';
import { parseCanaryPercent, publishRelease } from './lib/deploy';
import { commandArgs, runCli } from './lib/cli';
import { describePublished } from './lib/releaseReport';

runCli(() => {
  const { values, positionals } = commandArgs({ canary: { type: 'string' } });
  const remote = parseRemoteName(positionals[0]);
  const version = positionals[1];
  if (!version) throw new Error(`name the release to publish: pnpm publish-release ${remote} <version> (pnpm releases ${remote} lists them).`);
  const canary = values.canary === undefined ? undefined : parseCanaryPercent(values.canary);
  publishRelease(remote, version, { canary });
  console.log(describePublished(remote, version, canary));
});
