/** `pnpm preview <remote> <version> [--shop <url>]`: a signed link that shows a built release in one browser only. */
import { parseRemoteName, deployDir, SHELL_PORT } from './lib/apps';
import { commandArgs, runCli } from './lib/cli';
import { listReleases } from './lib/deploy';
import { previewLink, previewSecret } from './lib/previewLinks';

runCli(() => {
  const { values, positionals } = commandArgs({ shop: { type: 'string' } });
  const remote = parseRemoteName(positionals[0]);
  const version = positionals[1];
  const built = listReleases(remote).map((release) => release.version);
  if (!version || !built.includes(version))
    throw new Error(`name a built release of remote-${remote}: ${built.join(', ') || 'none yet (pnpm build-release)'}.`);
  const link = previewLink(values.shop ?? `http://127.0.0.1:${SHELL_PORT}`, remote, version, previewSecret(deployDir()));
  console.log(`Open this link in the browser that should preview remote-${remote} ${version} (for 24 hours; customers stay on live):\n\n  ${link}\n`);
  console.log('A banner names the preview on every page; its "Leave preview" link (or ?preview=off) ends it.');
});
