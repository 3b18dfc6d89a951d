/** `pnpm release <remote> [--version X]`: build a remote into an immutable version folder and make it live. */
import { parseRemoteName } from './lib/apps';
import { releaseRemote } from './lib/deploy';
import { runCli } from './lib/cli';

runCli(() => {
  const args = process.argv.slice(2);
  const versionFlag = args.indexOf('--version');
  const version = versionFlag >= 0 ? args[versionFlag + 1] : undefined;
  if (versionFlag >= 0 && !version) throw new Error('--version needs a value, e.g. --version 0.2.0');
  const positional = args.filter((arg, index) => !arg.startsWith('--') && (versionFlag < 0 || index !== versionFlag + 1));
  const remote = parseRemoteName(positional[0]);
  const release = releaseRemote(remote, version);
  console.log(`Released remote-${remote} ${release.version} (contract ${release.contract}); it is live now. Reload the page to see it.`);
});
