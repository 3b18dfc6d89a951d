/** `pnpm releases [<remote>]`: live and canary releases with their error rates, the live history and what never went live. */
import { REMOTE_NAMES } from '@shop/shared-contracts';
import { parseRemoteName } from './lib/apps';
import { commandArgs, runCli } from './lib/cli';
import { opsCollectorFromEnv } from './lib/opsCollector';
import { releaseReport } from './lib/releaseReport';

runCli(async () => {
  const { positionals } = commandArgs({});
  const remotes = positionals[0] ? [parseRemoteName(positionals[0])] : REMOTE_NAMES;
  for (const remote of remotes) console.log(await releaseReport(remote, opsCollectorFromEnv()));
});
