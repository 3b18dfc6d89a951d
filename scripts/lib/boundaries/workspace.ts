import fs from 'node:fs';
import path from 'node:path';

/**
 * Who is who in the workspace, by top-level folder. Apps ship to customers or serve them; libraries are
 * shared by apps; anything else (scripts/, e2e/, build-config/, bench/, root files) is a tool: tools may
 * import anything, and a tool's use of the contract does not make it shared between apps.
 */
export interface WorkspaceLayout {
  host: string;
  remotes: readonly string[];
  /** Apps that are neither host nor remote (the backend). */
  otherApps: readonly string[];
  /** The contract every app may import; what it exports must be shared by two apps or more. */
  contract: string;
  /** Code the apps share: the contract and the remotes' kit. They import no app. */
  libraries: readonly string[];
  /** The remote registry (each remote's container, port, exposes and server entry), relative to the root. */
  registry: string;
  /** Tools that import another package only through its public entry (its `exports`, or its main and nothing under src/). */
  entryOnlyTools: readonly string[];
  /**
   * Contract files the shell shares with the release tooling (the scripts write remotes.json, the shell reads
   * it): what they export may have one app as its user.
   */
  sharedWithTools: readonly string[];
}

export const SHOP_LAYOUT: WorkspaceLayout = {
  host: 'shell',
  remotes: ['remote-catalog', 'remote-basket', 'remote-account'],
  otherApps: ['store-api'],
  contract: 'shared-contracts',
  libraries: ['shared-contracts', 'remote-kit'],
  registry: 'shared-contracts/remotes.json',
  entryOnlyTools: ['scripts'],
  sharedWithTools: ['shared-contracts/src/remotesManifest.ts'],
};

export const appsOf = (layout: WorkspaceLayout): string[] => [layout.host, ...layout.remotes, ...layout.otherApps];

/** What the remote registry says a remote exposes to the host through Module Federation. */
export interface RemoteExposes {
  federationName: string;
  /** The exposed names without './' ("Screen", "meta"). */
  names: Set<string>;
  /** The exposed files and the server entry, relative to the root, without extension. */
  files: Set<string>;
}

export interface WorkspacePackage {
  name: string;
  area: string;
  main: string | null;
  exports: Record<string, string>;
}

export interface Workspace {
  root: string;
  layout: WorkspaceLayout;
  packages: Map<string, WorkspacePackage>;
  remotes: Map<string, RemoteExposes>;
}

/** Where an import lands inside the workspace. */
export interface ImportTarget {
  area: string;
  /** The file or folder named, relative to the root (null for a Module Federation name). */
  path: string | null;
  /** The exposed name of a Module Federation import (`remote_catalog/Screen` → "Screen"). */
  expose: string | null;
}

const withoutExtension = (file: string) => file.replace(/\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/, '');

function readPackages(root: string): Map<string, WorkspacePackage> {
  const packages = new Map<string, WorkspacePackage>();
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const manifest = path.join(root, entry.name, 'package.json');
    if (!entry.isDirectory() || !fs.existsSync(manifest)) continue;
    const json = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: unknown; main?: unknown; exports?: unknown };
    if (typeof json.name !== 'string') continue;
    const exports: Record<string, string> = {};
    if (typeof json.exports === 'object' && json.exports !== null) {
      for (const [key, value] of Object.entries(json.exports)) if (typeof value === 'string') exports[key] = value;
    }
    packages.set(json.name, { name: json.name, area: entry.name, main: typeof json.main === 'string' ? json.main : null, exports });
  }
  return packages;
}

interface RegistryEntry {
  folder?: unknown;
  container?: unknown;
  exposes?: unknown;
  serverEntry?: unknown;
}

/** Each remote's container name, exposes and server entry, as the remote registry states them (by folder). */
function readRegistry(root: string, layout: WorkspaceLayout): Map<string, RemoteExposes> {
  const remotes = new Map<string, RemoteExposes>();
  const file = path.join(root, layout.registry);
  if (!fs.existsSync(file)) return remotes;
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { remotes?: Record<string, RegistryEntry> };
  for (const entry of Object.values(json.remotes ?? {})) {
    const { folder, container, exposes, serverEntry } = entry;
    if (typeof folder !== 'string' || typeof container !== 'string' || !layout.remotes.includes(folder)) continue;
    const toRootPath = (relative: string) => withoutExtension(path.posix.join(folder, relative));
    const found: RemoteExposes = { federationName: container, names: new Set(), files: new Set() };
    for (const [name, target] of Object.entries(typeof exposes === 'object' && exposes !== null ? exposes : {})) {
      if (typeof target !== 'string') continue;
      found.names.add(name.replace(/^\.\//, ''));
      found.files.add(toRootPath(target));
    }
    if (typeof serverEntry === 'string') found.files.add(toRootPath(serverEntry));
    remotes.set(folder, found);
  }
  return remotes;
}

export function readWorkspace(root: string, layout: WorkspaceLayout = SHOP_LAYOUT): Workspace {
  return { root, layout, packages: readPackages(root), remotes: readRegistry(root, layout) };
}

/** The top-level folder of a path relative to the root ('' for a file at the root). */
export const areaOf = (file: string): string => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '');

/** Where `specifier`, imported by `fromFile` (relative to the root), lands in the workspace; null when outside it. */
export function resolveImport(workspace: Workspace, fromFile: string, specifier: string): ImportTarget | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const absolute = path.resolve(workspace.root, path.dirname(fromFile), specifier);
    const relative = path.relative(workspace.root, absolute).split(path.sep).join('/');
    if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
    return { area: areaOf(relative), path: relative, expose: null };
  }
  for (const [name, workspacePackage] of workspace.packages) {
    if (specifier !== name && !specifier.startsWith(`${name}/`)) continue;
    const subpath = specifier.slice(name.length + 1);
    const exported = workspacePackage.exports[subpath === '' ? '.' : `./${subpath}`];
    const inside = exported ?? (subpath === '' ? (workspacePackage.main ?? '') : subpath);
    return { area: workspacePackage.area, path: path.posix.join(workspacePackage.area, inside), expose: null };
  }
  for (const [area, exposes] of workspace.remotes) {
    if (specifier.startsWith(`${exposes.federationName}/`)) return { area, path: null, expose: specifier.slice(exposes.federationName.length + 1) };
  }
  return null;
}

/**
 * Why an import of another package does not go through its public entry, or null when it does: a relative
 * path into its folder, a subpath its `exports` does not name, or (without `exports`) a path under its src/.
 */
export function notThroughPublicEntry(workspace: Workspace, specifier: string, target: ImportTarget): string | null {
  const owner = [...workspace.packages.values()].find((candidate) => candidate.area === target.area);
  if (!owner) return null;
  if (specifier.startsWith('.') || specifier.startsWith('/')) return `a relative path into ${owner.name}`;
  if (specifier !== owner.name && !specifier.startsWith(`${owner.name}/`)) return null;
  const subpath = specifier === owner.name ? '.' : `./${specifier.slice(owner.name.length + 1)}`;
  if (Object.keys(owner.exports).length > 0) return subpath in owner.exports ? null : `a subpath ${owner.name}'s exports do not name`;
  return subpath.startsWith('./src/') ? `a path inside ${owner.name}'s src/` : null;
}

/** True when the target is what the remote exposes: an exposed name, or the very file an expose (or the server entry) names. */
export function isExposed(exposes: RemoteExposes | undefined, target: ImportTarget): boolean {
  if (!exposes) return false;
  if (target.expose !== null) return exposes.names.has(target.expose);
  return target.path !== null && exposes.files.has(withoutExtension(target.path));
}
