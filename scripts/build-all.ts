/** `pnpm build`: production builds of the shell and every remote into their dist/ folders (no release). */
import { REMOTE_APPS, SHELL_DIR } from './lib/apps';
import { webpackBuild } from './lib/webpackBuild';
import { runCli } from './lib/cli';

runCli(() => {
  webpackBuild(SHELL_DIR);
  for (const app of Object.values(REMOTE_APPS)) webpackBuild(app.dir);
});
