/** `pnpm release <remote> [--version X] [--canary <percent>]`: build a remote into an immutable version folder and publish it. */
import { parseRemoteName } from './lib/apps';
import { parseCanaryPercent, releaseRemote } from './lib/deploy';
import { commandArgs, runCli } from './lib/cli';
import { describePublished } from './lib/releaseReport';

runCli(() => {
  const { values, positionals } = commandArgs({ version: { type: 'string' }, canary: { type: 'string' } });
  const remote = parseRemoteName(positionals[0]);
  const canary = values.canary === undefined ? undefined : parseCanaryPercent(values.canary);
  const release = releaseRemote(remote, values.version, { canary });
  console.log(describePublished(remote, release.version, canary));
});
