import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Runs an app's own production webpack build, optionally into another folder and with a version label. */
export interface WebpackBuildOptions {
  outDir?: string;
  version?: string;
  /** A folder of files that stand in for the repository's files of the same relative path (the e2e version-skew variants). */
  overlayDir?: string;
}

export function webpackBuild(appDir: string, options: WebpackBuildOptions = {}): void {
  const args = ['--mode', 'production'];
  if (options.outDir) args.push('--env', `outDir=${options.outDir}`);
  if (options.version) args.push('--env', `version=${options.version}`);
  if (options.overlayDir) args.push('--env', `overlay=${options.overlayDir}`);
  const result = spawnSync(path.join(appDir, 'node_modules', '.bin', 'webpack'), args, { cwd: appDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`webpack build failed in ${path.basename(appDir)} (exit ${result.status ?? 'signal'})`);
}
