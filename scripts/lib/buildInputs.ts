import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What an app's production build is made from, as one hash: the app's own files, the workspace packages it
 * depends on (transitively), the lockfile and the root TypeScript settings, the version label and the
 * overlay it is built with. Tests and generated folders are left out: they never reach a bundle. Every
 * workspace package is a folder at the workspace's root, so an app's root is its folder's parent.
 */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'coverage', '.swc']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const ROOT_FILES = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json'];

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Every workspace package's folder by its name. */
function workspacePackages(root: string): Map<string, string> {
  const folders = fs.readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'));
  const packages = new Map<string, string>();
  for (const folder of folders) {
    const dir = path.join(root, folder.name);
    if (fs.existsSync(path.join(dir, 'package.json'))) packages.set(readPackage(dir).name, dir);
  }
  return packages;
}

/** The app's folder and the folders of every workspace package it depends on, directly or not. */
export function sourceFolders(appDir: string): string[] {
  const packages = workspacePackages(path.dirname(path.resolve(appDir)));
  const found = new Set<string>([path.resolve(appDir)]);
  const queue = [path.resolve(appDir)];
  while (queue.length) {
    const pkg = readPackage(queue.pop()!);
    for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const dir = packages.get(name);
      if (!range.startsWith('workspace:') || !dir || found.has(dir)) continue;
      found.add(dir);
      queue.push(dir);
    }
  }
  return [...found].sort();
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(full);
    return entry.isFile() && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

export interface BuildIdentity {
  version?: string;
  overlayDir?: string;
}

/** The hash that names a build: equal hashes, equal builds. */
export function buildInputsHash(appDir: string, identity: BuildIdentity = {}): string {
  const root = path.dirname(path.resolve(appDir));
  const folders = sourceFolders(appDir);
  // An overlay file may import the overlays' shared helpers beside it, so the whole overlay tree counts.
  if (identity.overlayDir) folders.push(path.dirname(path.resolve(identity.overlayDir)));
  const files = [...folders.flatMap(filesUnder), ...ROOT_FILES.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file))].sort();
  const hash = crypto.createHash('sha256');
  hash.update(
    JSON.stringify({
      app: path.relative(root, appDir),
      version: identity.version ?? null,
      overlay: identity.overlayDir ? path.relative(root, identity.overlayDir) : null,
    }),
  );
  for (const file of files) {
    hash.update(`\0${path.relative(root, file)}\0`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 20);
}
