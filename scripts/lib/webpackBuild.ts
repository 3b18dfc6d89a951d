import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps';
import { buildInputsHash } from './buildInputs';

/** The webpack config of a variant build: the app's own, with the files of an overlay folder standing in for the repository's. */
const E2E_OVERLAY_CONFIG = path.join(ROOT, 'build-config', 'e2eOverlay.cjs');

/** Runs an app's own production webpack build, optionally into another folder and with a version label. */
export interface WebpackBuildOptions {
  outDir?: string;
  version?: string;
  /** A folder of files that stand in for the repository's files of the same relative path (the e2e version-skew variants). */
  overlayDir?: string;
}

/**
 * With SHOP_BUILD_CACHE set (the test run sets it), a build whose inputs are unchanged is not run again:
 * a build into a folder is copied from `$SHOP_BUILD_CACHE/<app>-<inputs hash>/`, and a build in place (the
 * shell's dist/) is kept while its stamp names the same inputs. Outside tests every build runs.
 */
export function webpackBuild(appDir: string, options: WebpackBuildOptions = {}): void {
  const cacheRoot = process.env.SHOP_BUILD_CACHE;
  if (!cacheRoot) {
    fs.rmSync(inPlaceStamp(appDir), { force: true });
    runWebpack(appDir, options);
  } else if (options.outDir) {
    fs.cpSync(cachedBuild(appDir, options), options.outDir, { recursive: true });
  } else {
    buildInPlaceUnlessCurrent(appDir, options);
  }
}

function runWebpack(appDir: string, options: WebpackBuildOptions): void {
  const args = ['--mode', 'production'];
  if (options.outDir) args.push('--env', `outDir=${options.outDir}`);
  if (options.version) args.push('--env', `version=${options.version}`);
  if (options.overlayDir) args.push('--config', E2E_OVERLAY_CONFIG, '--env', `overlay=${options.overlayDir}`);
  const result = spawnSync(path.join(appDir, 'node_modules', '.bin', 'webpack'), args, { cwd: appDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`webpack build failed in ${path.basename(appDir)} (exit ${result.status ?? 'signal'})`);
}

/** The SHOP_BUILD_CACHE folder holding this build (its outDir aside), built first if it is not there yet. */
export function cachedBuild(appDir: string, options: Omit<WebpackBuildOptions, 'outDir'>): string {
  const cacheRoot = process.env.SHOP_BUILD_CACHE;
  if (!cacheRoot) throw new Error('cachedBuild needs SHOP_BUILD_CACHE: the folder the build cache lives in.');
  const entry = path.join(path.resolve(cacheRoot), `${path.basename(appDir)}-${buildInputsHash(appDir, options)}`);
  if (fs.existsSync(entry)) return entry;
  const building = `${entry}.building-${process.pid}`;
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  fs.rmSync(building, { recursive: true, force: true });
  try {
    runWebpack(appDir, { ...options, outDir: building });
    // Another process may have finished the same build meanwhile: either copy is the same build.
    if (!fs.existsSync(entry)) fs.renameSync(building, entry);
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return entry;
}

function inPlaceStamp(appDir: string): string {
  return path.join(appDir, 'dist', '.build-inputs');
}

function buildInPlaceUnlessCurrent(appDir: string, options: WebpackBuildOptions): void {
  const stamp = inPlaceStamp(appDir);
  const inputs = buildInputsHash(appDir, options);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === inputs) return;
  fs.rmSync(stamp, { force: true });
  runWebpack(appDir, options);
  fs.writeFileSync(stamp, inputs);
}
