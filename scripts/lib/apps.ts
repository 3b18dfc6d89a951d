import path from 'node:path';
import type { RemoteName } from '@shop/shared-contracts';
import registry from '@shop/shared-contracts/remotes.json';

export const ROOT = path.resolve(__dirname, '..', '..');

/** Where releases and the live manifest live; e2e points it at a temporary folder. */
export function deployDir(): string {
  return path.resolve(process.env.SHOP_DEPLOY_DIR ?? path.join(ROOT, 'deploy'));
}

export interface RemoteApp {
  name: RemoteName;
  packageName: string;
  dir: string;
  defaultPort: number;
}

/** Each remote as the remote registry (shared-contracts/remotes.json) states it. */
function registered(name: RemoteName): RemoteApp {
  const { package: packageName, folder, port } = registry.remotes[name];
  return { name, packageName, dir: path.join(ROOT, folder), defaultPort: port };
}
export const REMOTE_APPS: Readonly<Record<RemoteName, RemoteApp>> = {
  catalog: registered('catalog'),
  basket: registered('basket'),
  account: registered('account'),
};

export const SHELL_DIR = path.join(ROOT, registry.shell.folder);
export const SHELL_PORT = registry.shell.port;
export const STORE_API_PORT = 3100;
export const RTDB_PORT = 3101;

/** Accepts 'catalog' or 'remote-catalog'; anything else is refused with the list of names. */
export function parseRemoteName(input: string | undefined): RemoteName {
  const name = (input ?? '').replace(/^remote-/, '');
  if (name in REMOTE_APPS) return name as RemoteName;
  throw new Error(`Unknown remote "${input ?? ''}". Known remotes: ${Object.keys(REMOTE_APPS).join(', ')}.`);
}
