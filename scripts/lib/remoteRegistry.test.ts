import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_RUNTIME_CONFIG, REMOTE_CONTAINER_NAMES, REMOTE_NAMES } from '@shop/shared-contracts';
import registry from '@shop/shared-contracts/remotes.json';
import { REMOTE_APPS, ROOT, SHELL_DIR, SHELL_PORT } from './apps';

/** The remote registry (shared-contracts/remotes.json) is the one place a remote's name, folder, port and exposes are written. */
describe('the remote registry', () => {
  it('names every remote the contract knows, and nothing else', () => {
    assert.deepEqual(Object.keys(registry.remotes), [...REMOTE_NAMES]);
  });

  it('is what the scripts read: folder, package, port', () => {
    assert.deepEqual(
      Object.values(REMOTE_APPS).map(({ name, packageName, dir, defaultPort }) => [name, packageName, path.relative(ROOT, dir), defaultPort]),
      [
        ['catalog', '@shop/remote-catalog', 'remote-catalog', 3001],
        ['basket', '@shop/remote-basket', 'remote-basket', 3002],
        ['account', '@shop/remote-account', 'remote-account', 3003],
      ],
    );
    assert.deepEqual([path.relative(ROOT, SHELL_DIR), SHELL_PORT], ['shell', 3000]);
    for (const app of Object.values(REMOTE_APPS)) {
      const manifest = JSON.parse(fs.readFileSync(path.join(app.dir, 'package.json'), 'utf8')) as { name: string };
      assert.equal(manifest.name, app.packageName);
    }
  });

  it('is what the shell reads: the container names', () => {
    assert.deepEqual(REMOTE_CONTAINER_NAMES, { catalog: 'remote_catalog', basket: 'remote_basket', account: 'remote_account' });
  });

  it('names exposed files and server entries that exist', () => {
    for (const remote of Object.values(registry.remotes)) {
      const files = [...Object.values(remote.exposes), ...('serverEntry' in remote ? [remote.serverEntry] : [])];
      for (const file of files) assert.ok(fs.existsSync(path.join(ROOT, remote.folder, file)), `${remote.folder}/${file}`);
    }
  });

  it('agrees with the ports the default runtime config and the dev manifest use', () => {
    for (const name of REMOTE_NAMES) {
      assert.equal(new URL(DEFAULT_RUNTIME_CONFIG.remoteOrigins[name]).port, String(registry.remotes[name].port));
    }
    const dev = JSON.parse(fs.readFileSync(path.join(SHELL_DIR, 'public', 'remotes.json'), 'utf8')) as Record<string, { entry: string }>;
    for (const name of REMOTE_NAMES) assert.equal(new URL(dev[name]!.entry).port, String(registry.remotes[name].port));
  });
});
