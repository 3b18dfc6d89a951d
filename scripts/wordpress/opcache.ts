/**
 * OPcache for the harness's PHP: compiled scripts kept on disk between PHP processes (every command-line run
 * loads all of WordPress and WooCommerce, and compiles it in about twice the time it takes to run it; each
 * PHP-FPM master keeps them in memory too, and starts from the disk copy).
 *
 * Test sites were seen running a plugin's changed code after the file had been restored from an earlier copy
 * (a revert, a branch switch), until the one shared disk copy was removed: OPcache knows a file by its path and
 * its modification time, which a restore need not change as OPcache expects. So the disk copy is kept per
 * content: a folder named by a hash of the companion plugin's PHP files and of the harness's PHP, and a change
 * to either compiles afresh in a folder of its own. Folders not used for a day are removed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ARCHIVE_CACHE_DIR } from './archives';
import { PHP_DIR } from './sitePaths';
import { hashTree } from './treeHash';

export const OPCACHE_DIR = path.join(ARCHIVE_CACHE_DIR, 'opcache');
const UNUSED_FOR_MS = 86_400_000;
/** Touched at each use, so that a folder in use is never taken for an old one. */
const USED_MARKER = 'used';

/** The name of the compiled copy of this plugin and harness: 24 hex characters of a SHA-256 of their files. */
export function opcacheKey(pluginDir: string | null): string {
  const hash = crypto.createHash('sha256');
  hashTree(hash, PHP_DIR, () => true);
  hash.update('\0plugin');
  if (pluginDir) hashTree(hash, pluginDir, (file) => file.split(path.sep)[0] !== 'tests' && file.endsWith('.php'));
  return hash.digest('hex').slice(0, 24);
}

/** The folder of compiled scripts for this plugin's content (made and marked used); older folders are pruned. */
export function opcacheDir(pluginDir: string | null, cacheDir = OPCACHE_DIR): string {
  const dir = path.join(cacheDir, opcacheKey(pluginDir));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, USED_MARKER), '');
  for (const entry of fs.readdirSync(cacheDir)) {
    const other = path.join(cacheDir, entry);
    if (other === dir) continue;
    const marker = path.join(other, USED_MARKER);
    // Folders of the earlier single cache (compiled files straight under OPCACHE_DIR) have no marker: removed too.
    const lastUsed = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
    if (Date.now() - lastUsed <= UNUSED_FOR_MS) continue;
    try {
      fs.rmSync(other, { recursive: true, force: true });
    } catch {
      // A PHP process of another run is still writing into it: the next start removes it.
    }
  }
  return dir;
}

/**
 * PHP's -d options for OPcache with its disk copy in `dir`: for command-line runs, or for PHP-FPM. Unlike
 * production (deploy/wordpress/README.md), PHP looks at a file's time on every request: tests write must-use
 * plugins into a running site.
 */
export function opcacheFlags(dir: string, commandLine: boolean): string[] {
  const flags = [
    'opcache.enable=1',
    `opcache.file_cache=${dir}`,
    'opcache.max_accelerated_files=20000',
    'opcache.memory_consumption=256',
    'opcache.validate_timestamps=1',
    'opcache.revalidate_freq=0',
  ];
  if (commandLine) flags.push('opcache.enable_cli=1', 'opcache.file_cache_only=1');
  return flags.flatMap((flag) => ['-d', flag]);
}
