/** `pnpm rollback <remote> [<version>]`: end the canary, or return to what was live before (or to the named release). */
import { parseRemoteName } from './lib/apps';
import { rollbackRemote } from './lib/deploy';
import { commandArgs, runCli } from './lib/cli';

runCli(() => {
  const { positionals } = commandArgs({});
  const remote = parseRemoteName(positionals[0]);
  const result = rollbackRemote(remote, positionals[1]);
  console.log(
    result.ended === 'canary'
      ? `remote-${remote}'s canary ${result.version} has ended; every browser gets the live release again.`
      : `remote-${remote} now serves ${result.version} (was ${result.from}). Nothing was rebuilt or restarted.`,
  );
});
