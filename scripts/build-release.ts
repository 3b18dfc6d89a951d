/** `pnpm build-release <remote> [--version X]`: build a release folder without making it live (a pipeline publishes it later). */
import { parseRemoteName } from './lib/apps';
import { buildRelease } from './lib/deploy';
import { commandArgs, runCli } from './lib/cli';

runCli(() => {
  const { values, positionals } = commandArgs({ version: { type: 'string' } });
  const remote = parseRemoteName(positionals[0]);
  const release = buildRelease(remote, { version: values.version });
  console.log(
    `Built remote-${remote} ${release.version} (contract ${release.contract}, ${Object.keys(release.files).length} files). Not live: pnpm publish-release ${remote} ${release.version}`,
  );
});
