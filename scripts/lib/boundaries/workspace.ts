import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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
}

export const SHOP_LAYOUT: WorkspaceLayout = {
  host: 'shell',
  remotes: ['remote-catalog', 'remote-basket', 'remote-account'],
  otherApps: ['store-api'],
  contract: 'shared-contracts',
  libraries: ['shared-contracts', 'remote-kit'],
};

export const appsOf = (layout: WorkspaceLayout): string[] => [layout.host, ...layout.remotes, ...layout.otherApps];

/** What a remote's webpack config exposes to the host through Module Federation. */
export interface RemoteExposes {
  federationName: string;
  /** The exposed names without './' ("Screen", "meta"). */
  names: Set<string>;
  /** The exposed files and the server entry, relative to the root, without extension. */
  files: Set<string>;
}

interface WorkspacePackage {
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
    packages.set(json.name, { area: entry.name, main: typeof json.main === 'string' ? json.main : null, exports });
  }
  return packages;
}

function stringProperty(object: ts.ObjectLiteralExpression, name: string): ts.Expression | null {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) && property.name.text === name) {
      return property.initializer;
    }
  }
  return null;
}

/** Reads `federationName`, `exposes` and `serverEntry` from the object literal a remote's webpack config passes. */
function readExposes(root: string, area: string): RemoteExposes | null {
  const configFile = path.join(root, area, 'webpack.config.cjs');
  if (!fs.existsSync(configFile)) return null;
  const source = ts.createSourceFile(configFile, fs.readFileSync(configFile, 'utf8'), ts.ScriptTarget.Latest, true);
  let found: RemoteExposes | null = null;
  const toRootPath = (file: string) => withoutExtension(path.posix.join(area, file));
  const visit = (node: ts.Node) => {
    if (found === null && ts.isObjectLiteralExpression(node)) {
      const federationName = stringProperty(node, 'federationName');
      if (federationName && ts.isStringLiteral(federationName)) {
        const exposes: RemoteExposes = { federationName: federationName.text, names: new Set(), files: new Set() };
        const exposed = stringProperty(node, 'exposes');
        if (exposed && ts.isObjectLiteralExpression(exposed)) {
          for (const property of exposed.properties) {
            if (ts.isPropertyAssignment(property) && ts.isStringLiteral(property.name) && ts.isStringLiteral(property.initializer)) {
              exposes.names.add(property.name.text.replace(/^\.\//, ''));
              exposes.files.add(toRootPath(property.initializer.text));
            }
          }
        }
        const serverEntry = stringProperty(node, 'serverEntry');
        if (serverEntry && ts.isStringLiteral(serverEntry)) exposes.files.add(toRootPath(serverEntry.text));
        found = exposes;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function readWorkspace(root: string, layout: WorkspaceLayout = SHOP_LAYOUT): Workspace {
  const remotes = new Map<string, RemoteExposes>();
  for (const remote of layout.remotes) {
    const exposes = readExposes(root, remote);
    if (exposes) remotes.set(remote, exposes);
  }
  return { root, layout, packages: readPackages(root), remotes };
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

/** True when the target is what the remote exposes: an exposed name, or the very file an expose (or the server entry) names. */
export function isExposed(exposes: RemoteExposes | undefined, target: ImportTarget): boolean {
  if (!exposes) return false;
  if (target.expose !== null) return exposes.names.has(target.expose);
  return target.path !== null && exposes.files.has(withoutExtension(target.path));
}
