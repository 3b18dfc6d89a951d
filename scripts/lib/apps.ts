import path from 'node:path';
import type { RemoteName } from '@shop/shared-contracts';

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

export const REMOTE_APPS: Readonly<Record<RemoteName, RemoteApp>> = {
  catalog: { name: 'catalog', packageName: '@shop/remote-catalog', dir: path.join(ROOT, 'remote-catalog'), defaultPort: 3001 },
  basket: { name: 'basket', packageName: '@shop/remote-basket', dir: path.join(ROOT, 'remote-basket'), defaultPort: 3002 },
  account: { name: 'account', packageName: '@shop/remote-account', dir: path.join(ROOT, 'remote-account'), defaultPort: 3003 },
};

export const SHELL_DIR = path.join(ROOT, 'shell');
export const SHELL_PORT = 3000;
export const STORE_API_PORT = 3100;
export const RTDB_PORT = 3101;

/** Accepts 'catalog' or 'remote-catalog'; anything else is refused with the list of names. */
export function parseRemoteName(input: string | undefined): RemoteName {
  const name = (input ?? '').replace(/^remote-/, '');
  if (name in REMOTE_APPS) return name as RemoteName;
  throw new Error(`Unknown remote "${input ?? ''}". Known remotes: ${Object.keys(REMOTE_APPS).join(', ')}.`);
}
