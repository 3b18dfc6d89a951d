import type { Db } from '../db/database';
import { randomToken } from './secrets';
import { sql } from '../db/statements';

export type KeyPurpose = 'reset' | 'login-as-user';

export function mintKey(db: Db, userId: number, purpose: KeyPurpose, lifetimeMs: number): string {
  const key = randomToken();
  sql(db, 'INSERT INTO one_time_keys (key, user_id, purpose, expires_at) VALUES (?, ?, ?, ?)').run(key, userId, purpose, Date.now() + lifetimeMs);
  return key;
}

/** Uses a key once: returns its user, or null when unknown, used, expired or for another purpose. */
export function consumeKey(db: Db, key: string, purpose: KeyPurpose): number | null {
  const row = sql(db, 'SELECT user_id, expires_at, used FROM one_time_keys WHERE key = ? AND purpose = ?').get(key, purpose) as
    { user_id: number; expires_at: number; used: number } | undefined;
  if (!row || row.used || row.expires_at < Date.now()) return null;
  sql(db, 'UPDATE one_time_keys SET used = 1 WHERE key = ?').run(key);
  return row.user_id;
}
