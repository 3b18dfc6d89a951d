import crypto from 'node:crypto';
import fs from 'node:fs';

/** What a site keeps between runs besides its database: salts must not change, or every login and nonce breaks. */
export interface SiteState {
  keys: Record<string, string>;
  admin: { user: string; email: string; password: string };
  /** WordPress installed, WooCommerce active and configured: a restart skips all of it. */
  installed: boolean;
  /** Whether the companion plugin has been activated once (after that, activating it is WordPress's business). */
  pluginActivated: boolean;
}

export const KEY_NAMES = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];

const secret = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');

export function readSiteState(file: string): SiteState {
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as SiteState;
  return {
    keys: Object.fromEntries(KEY_NAMES.map((name) => [name, secret(48)])),
    admin: { user: 'admin', email: 'admin@example.test', password: secret(15) },
    installed: false,
    pluginActivated: false,
  };
}

export function writeSiteState(file: string, state: SiteState): void {
  fs.writeFileSync(file, JSON.stringify(state, null, 2) + '\n', { mode: 0o600 });
}
