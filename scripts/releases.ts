/** `pnpm releases <remote>`: every release of a remote, oldest first, with the live one marked. */
import { parseRemoteName } from './lib/apps';
import { listReleases, readManifest } from './lib/deploy';
import { runCli } from './lib/cli';

runCli(() => {
  const remote = parseRemoteName(process.argv.slice(2).find((arg) => arg !== '--'));
  const live = readManifest()[remote]?.version;
  const releases = listReleases(remote);
  if (releases.length === 0) {
    console.log(`remote-${remote} has no releases yet. Run: pnpm release ${remote}`);
    return;
  }
  for (const release of releases) {
    const marker = release.version === live ? '* live' : '';
    console.log(`${release.version.padEnd(14)} ${release.releasedAt}  contract ${release.contract}  ${marker}`);
  }
});
