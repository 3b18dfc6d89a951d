/** `pnpm promote <remote>`: make the running canary live for every browser. */
import { parseRemoteName } from './lib/apps';
import { promoteCanary } from './lib/deploy';
import { commandArgs, runCli } from './lib/cli';

runCli(() => {
  const remote = parseRemoteName(commandArgs({}).positionals[0]);
  const entry = promoteCanary(remote);
  console.log(`remote-${remote} ${entry.version} is live for every browser now.`);
});
