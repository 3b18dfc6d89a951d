import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Runs an app's own production webpack build, optionally into another folder and with a version label. */
export function webpackBuild(appDir: string, options: { outDir?: string; version?: string } = {}): void {
  const args = ['--mode', 'production'];
  if (options.outDir) args.push('--env', `outDir=${options.outDir}`);
  if (options.version) args.push('--env', `version=${options.version}`);
  const result = spawnSync(path.join(appDir, 'node_modules', '.bin', 'webpack'), args, { cwd: appDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`webpack build failed in ${path.basename(appDir)} (exit ${result.status ?? 'signal'})`);
}
