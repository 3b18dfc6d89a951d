import crypto from 'node:crypto';

/**
 * A preview of a not-yet-live release, for one browser: `pnpm preview <remote> <version>` signs a token
 * with the deploy's secret; opening the shop with `?preview=<token>` keeps it in that browser's cookie.
 * Without the secret nobody can make one, so a customer cannot land in a preview by accident or by
 * guessing, and each token expires.
 */
export interface PreviewRequest {
  remote: string;
  version: string;
  /** Seconds since the epoch. */
  expires: number;
}

export const PREVIEW_COOKIE = 'shop_preview';
export const PREVIEW_PARAM = 'preview';
/** `?preview=off` leaves the preview. */
export const LEAVE_PREVIEW = 'off';
export const PREVIEW_LIFETIME_S = 24 * 60 * 60;

const signatureOf = (payload: string, secret: string) => crypto.createHmac('sha256', secret).update(payload).digest('base64url');

export function signPreview(request: PreviewRequest, secret: string): string {
  const payload = `${request.remote}~${request.version}~${request.expires}`;
  return `${payload}~${signatureOf(payload, secret)}`;
}

/** The preview a token asks for, or why it is refused. */
export function readPreviewToken(token: string, secret: string, nowS = Date.now() / 1000): PreviewRequest | { refused: string } {
  const parts = token.split('~');
  if (parts.length !== 4) return { refused: 'the preview link is malformed' };
  const [remote, version, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(signatureOf(`${remote}~${version}~${expires}`, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { refused: 'the preview link is not signed by this shop' };
  if (!(Number(expires) > nowS)) return { refused: 'the preview link has expired' };
  return { remote, version, expires: Number(expires) };
}
