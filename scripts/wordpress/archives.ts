import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../lib/apps';
import { findExecutable } from './executables';

const run = promisify(execFile);

/** The default folder of the two archives: `shared/wordpress/` beside the repository's folder, outside the repository. */
export const SHARED_ARCHIVES_DIR = path.join(ROOT, '..', 'shared', 'wordpress');
export const DEFAULT_WORDPRESS_ARCHIVE = path.join(SHARED_ARCHIVES_DIR, 'wordpress-6.8.3.tar.gz');
export const DEFAULT_WOOCOMMERCE_ARCHIVE = path.join(SHARED_ARCHIVES_DIR, 'woocommerce-10.2.4.tar.gz');
/** Unpacked archives, one folder per archive name, shared by every site. */
export const ARCHIVE_CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'wordpress');

export interface Archives {
  wordpress: string;
  woocommerce: string;
}

/** The two archives, from WORDPRESS_ARCHIVE and WOOCOMMERCE_ARCHIVE or the shared folder; refused in one sentence when one is missing. */
export function resolveArchives(env: NodeJS.ProcessEnv = process.env): Archives {
  const archives: Archives = {
    wordpress: path.resolve(env.WORDPRESS_ARCHIVE || DEFAULT_WORDPRESS_ARCHIVE),
    woocommerce: path.resolve(env.WOOCOMMERCE_ARCHIVE || DEFAULT_WOOCOMMERCE_ARCHIVE),
  };
  const missing = Object.values(archives).filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `No ${missing.length === 2 ? 'archives' : 'archive'} at ${missing.join(' and ')}: download the official zips of WordPress ` +
        '(https://wordpress.org/download/) and WooCommerce (https://wordpress.org/plugins/woocommerce/) and set WORDPRESS_ARCHIVE ' +
        'and WOOCOMMERCE_ARCHIVE to their paths.',
    );
  }
  return archives;
}

async function extract(archive: string, into: string): Promise<void> {
  if (/\.zip$/i.test(archive)) {
    const unzip = findExecutable('unzip');
    if (!unzip) throw new Error(`unzip is not installed: install it (apt-get install unzip) to unpack ${archive}, or give a .tar.gz archive.`);
    await run(unzip, ['-q', archive, '-d', into], { maxBuffer: 64 * 1024 * 1024 });
  } else if (/\.(tar\.gz|tgz|tar)$/i.test(archive)) {
    await run('tar', ['-xf', archive, '-C', into], { maxBuffer: 64 * 1024 * 1024 });
  } else {
    throw new Error(`${archive} is neither a .zip nor a .tar.gz archive.`);
  }
}

/** The folder holding `markerFile`: the unpacked folder itself or its one top folder (wordpress/, woocommerce/). */
function contentFolder(unpacked: string, markerFile: string): string | null {
  if (fs.existsSync(path.join(unpacked, markerFile))) return unpacked;
  for (const entry of fs.readdirSync(unpacked, { withFileTypes: true })) {
    if (entry.isDirectory() && fs.existsSync(path.join(unpacked, entry.name, markerFile))) return path.join(unpacked, entry.name);
  }
  return null;
}

/**
 * Unpacks an archive into the cache once and returns the folder holding `markerFile` (wp-settings.php for
 * WordPress, woocommerce.php for WooCommerce). Unpacking goes to a temporary folder renamed into place, so a
 * run that stops half-way leaves nothing behind that looks complete, and two runs at once do not clash.
 */
export async function unpackOnce(archive: string, markerFile: string, log: (line: string) => void, cacheDir = ARCHIVE_CACHE_DIR): Promise<string> {
  const target = path.join(cacheDir, path.basename(archive));
  if (!fs.existsSync(target)) {
    log(`Unpacking ${archive} into ${cacheDir} (once: later runs reuse it).`);
    fs.mkdirSync(cacheDir, { recursive: true });
    const temporary = fs.mkdtempSync(path.join(cacheDir, '.unpacking-'));
    try {
      await extract(archive, temporary);
      if (!contentFolder(temporary, markerFile)) throw new Error(`${archive} holds no ${markerFile}: is it the right archive?`);
      try {
        fs.renameSync(temporary, target);
      } catch (error) {
        // Another run unpacked the same archive first: its copy is as good.
        if (!fs.existsSync(target)) throw error;
      }
    } finally {
      fs.rmSync(temporary, { recursive: true, force: true });
    }
  }
  const folder = contentFolder(target, markerFile);
  if (!folder) throw new Error(`${target} holds no ${markerFile}: delete that folder so that ${archive} is unpacked again.`);
  return folder;
}
