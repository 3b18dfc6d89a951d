import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PREVIEW_LIFETIME_S, PREVIEW_PARAM, signPreview } from '@shop/shell/ops';

/**
 * The secret preview links are signed with: `SHOP_PREVIEW_SECRET`, else `<deploy>/preview-secret` (made on
 * first use, readable by its owner only; the deploy folder's root is never served).
 */
export function previewSecret(dir: string): string {
  if (process.env.SHOP_PREVIEW_SECRET) return process.env.SHOP_PREVIEW_SECRET;
  const file = path.join(dir, 'preview-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** A link that puts the browser opening it (and only it) in a preview of the release, for 24 hours. */
export function previewLink(shopUrl: string, remote: string, version: string, secret: string, nowS = Math.floor(Date.now() / 1000)): string {
  const token = signPreview({ remote, version, expires: nowS + PREVIEW_LIFETIME_S }, secret);
  return `${shopUrl.replace(/\/$/, '')}/?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
}
