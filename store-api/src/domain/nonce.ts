import crypto from 'node:crypto';

/**
 * WordPress-style Store API nonces, bound to the session as WooCommerce binds wp_create_nonce('wc_store_api')
 * to the customer's session and user: an HMAC of the action, a 12-hour tick, the signed-in user (0 for a
 * guest) and the cart session (its Cart-Token). Valid for the current and the previous tick (so 12 to 24
 * hours, as wp_verify_nonce allows), and only for the session and user it was issued to.
 */
const TICK_MS = 12 * 60 * 60 * 1000;

export interface NonceSession {
  cartToken: string;
  userId: number | null;
}

function nonceAt(secret: string, tick: number, session: NonceSession): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`wc_store_api|${tick}|${session.userId ?? 0}|${session.cartToken}`)
    .digest('hex')
    .slice(0, 10);
}

export function createNonce(secret: string, session: NonceSession, now = Date.now()): string {
  return nonceAt(secret, Math.ceil(now / TICK_MS), session);
}

export function verifyNonce(secret: string, nonce: string, session: NonceSession, now = Date.now()): boolean {
  const tick = Math.ceil(now / TICK_MS);
  const matches = (expected: string) => nonce.length === expected.length && crypto.timingSafeEqual(Buffer.from(nonce), Buffer.from(expected));
  return matches(nonceAt(secret, tick, session)) || matches(nonceAt(secret, tick - 1, session));
}
