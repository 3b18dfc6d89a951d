import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/**
 * `<dir>/<name>`, or a path in the temporary folder named by a hash of it when that would be too long: a
 * unix socket's path is limited to 107 bytes, and data folders may be deep.
 */
export function socketPath(dir: string, name: string): string {
  const inside = path.join(dir, name);
  if (Buffer.byteLength(inside) < 100) return inside;
  const hash = crypto.createHash('sha256').update(inside).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `wordpress-${hash}-${name}`);
}
