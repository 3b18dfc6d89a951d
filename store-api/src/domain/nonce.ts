import crypto from 'node:crypto';

/**
 * WordPress-style nonces: an HMAC of the action and a 12-hour tick, valid for the current and the
 * previous tick (so 12 to 24 hours, as wp_verify_nonce allows).
 */
const TICK_MS = 12 * 60 * 60 * 1000;

function nonceAt(secret: string, tick: number): string {
  return crypto.createHmac('sha256', secret).update(`wc_store_api:${tick}`).digest('hex').slice(0, 10);
}

export function createNonce(secret: string, now = Date.now()): string {
  return nonceAt(secret, Math.ceil(now / TICK_MS));
}

export function verifyNonce(secret: string, nonce: string, now = Date.now()): boolean {
  const tick = Math.ceil(now / TICK_MS);
  return nonce === nonceAt(secret, tick) || nonce === nonceAt(secret, tick - 1);
}
