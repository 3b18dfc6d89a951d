import type { Db } from '../db/database';
import { sql } from '../db/statements';

/** Admin-edited content (settings, SEO, FAQ, legal texts), stored as JSON by key. */
export function readContent<T>(db: Db, key: string, fallback: T): T {
  const row = sql(db, 'SELECT value FROM site_content WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : fallback;
}

export function writeContent(db: Db, key: string, value: unknown): void {
  sql(db, 'INSERT OR REPLACE INTO site_content (key, value) VALUES (?, ?)').run(key, JSON.stringify(value));
}
