import crypto from 'node:crypto';

/**
 * The sandbox provider's server-to-server notification, built like the real providers' webhooks: the event,
 * the amount it took, when it was sent and a one-time nonce, signed with HMAC-SHA256 under the secret the
 * shop and the provider share (`X-Sandbox-Signature: t=<timestamp>,v1=<hex>`).
 */
export interface SandboxNotification {
  order_id: number;
  event: 'payment.succeeded' | 'payment.failed';
  /** Why a payment failed ("declined", "authentication_failed"); '' for a success. */
  reason: string;
  amount_minor: number;
  currency: string;
  /** When the provider sent it (epoch seconds). */
  timestamp: number;
  nonce: string;
}

export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** What is signed: every field, in a fixed order, so none can be changed without breaking the signature. */
const signedText = (n: SandboxNotification) => [n.timestamp, n.nonce, n.order_id, n.event, n.reason, n.amount_minor, n.currency].join('.');

export function signNotification(secret: string, notification: SandboxNotification): string {
  const mac = crypto.createHmac('sha256', secret).update(signedText(notification)).digest('hex');
  return `t=${notification.timestamp},v1=${mac}`;
}

export function signatureMatches(secret: string, notification: SandboxNotification, header: string): boolean {
  const expected = Buffer.from(signNotification(secret, notification));
  const given = Buffer.from(header);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** A notification's fields read from a parsed body; null when any is missing or of the wrong kind. */
export function readNotification(body: Record<string, unknown>): SandboxNotification | null {
  const { order_id, event, reason, amount_minor, currency, timestamp, nonce } = body;
  const whole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
  if (!whole(order_id) || !whole(amount_minor) || !whole(timestamp)) return null;
  if (event !== 'payment.succeeded' && event !== 'payment.failed') return null;
  if (typeof reason !== 'string' || typeof currency !== 'string' || typeof nonce !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return null;
  return { order_id, event, reason, amount_minor, currency, timestamp, nonce };
}

export const newNonce = () => crypto.randomBytes(16).toString('hex');
