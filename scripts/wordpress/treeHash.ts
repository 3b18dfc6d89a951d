import type crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Adds every file under `dir` that `wanted` accepts (by its path relative to `dir`) to `hash`: path and content, sorted. */
export function hashTree(hash: crypto.Hash, dir: string, wanted: (file: string) => boolean): void {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter(wanted)
    .sort();
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
  }
}
