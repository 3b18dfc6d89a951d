/** `pnpm rollback <remote> [<version>]`: point the manifest at the previous (or the named) release. */
import { parseRemoteName } from './lib/apps';
import { rollbackRemote } from './lib/deploy';
import { runCli } from './lib/cli';

runCli(() => {
  const [remoteArg, version] = process.argv.slice(2).filter((arg) => arg !== '--');
  const remote = parseRemoteName(remoteArg);
  const release = rollbackRemote(remote, version);
  console.log(`remote-${remote} now serves ${release.version}. Nothing was rebuilt or restarted; reload the page.`);
});
