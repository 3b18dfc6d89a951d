import fs from 'node:fs';
import path from 'node:path';

// Debian puts mariadbd in /usr/sbin, which is not on every user's PATH.
const EXTRA_DIRS = ['/usr/sbin', '/usr/local/sbin', '/sbin'];

/** The full path of a program on PATH (or in the sbin folders), or null. */
export function findExecutable(name: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...EXTRA_DIRS];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

/** Like findExecutable, refused with what to install when the program is missing. */
export function requireExecutable(names: readonly string[], packageHint: string): string {
  for (const name of names) {
    const found = findExecutable(name);
    if (found) return found;
  }
  throw new Error(`${names[0]} is not installed: install ${packageHint} (apt-get install ${packageHint}).`);
}
