import type { Db } from '../db/database';
import { mapRow, text } from '../db/rows';
import { sql } from '../db/statements';

/** Admin-edited content (settings, SEO, FAQ, legal texts), stored as JSON by key. */
export function readContent<T>(db: Db, key: string, fallback: T): T {
  const value = mapRow(sql(db, 'SELECT value FROM site_content WHERE key = ?').get(key), (row) => text(row, 'value'));
  return value === undefined ? fallback : (JSON.parse(value) as T);
}

export function writeContent(db: Db, key: string, value: unknown): void {
  sql(db, 'INSERT OR REPLACE INTO site_content (key, value) VALUES (?, ?)').run(key, JSON.stringify(value));
}
