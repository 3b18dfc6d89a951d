import crypto from 'node:crypto';
import os from 'node:os';

const KEY_LENGTH = 32;
/** Hashes at once: every core but one, so the event loop keeps a core during a sign-in flood. */
const MAX_CONCURRENT_HASHES = Math.max(1, os.availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

/**
 * scrypt on libuv's thread pool, so a flood of sign-ins never blocks the event loop; at most
 * MAX_CONCURRENT_HASHES run together and the rest wait their turn in order.
 */
async function scrypt(password: string, salt: string): Promise<Buffer> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      crypto.scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
    });
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** scrypt with a per-password salt: `scrypt$<salt>$<hash>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16).toString('hex');
  return `scrypt$${salt}$${(await scrypt(password, salt)).toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const candidate = await scrypt(password, salt);
  const expected = Buffer.from(hash, 'hex');
  return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash, or against a dummy hash when there is no account, so an
 * unknown account costs the same scrypt work as a wrong password and timing tells nothing.
 */
export async function verifyPasswordOrDummy(password: string, stored: string | undefined): Promise<boolean> {
  if (stored !== undefined) return verifyPassword(password, stored);
  dummyHash ??= hashPassword(randomToken(16));
  await verifyPassword(password, await dummyHash);
  return false;
}

/** A stored hash no password matches (an account made without one cannot sign in with a password). */
export const UNUSABLE_PASSWORD_HASH = '!';

/** An unguessable token for sign-in, carts, reset and login links. */
export function randomToken(bytes = 24): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** A uniform random integer in [0, max) from the cryptographic source. */
export function randomIndex(max: number): number {
  return crypto.randomInt(max);
}
