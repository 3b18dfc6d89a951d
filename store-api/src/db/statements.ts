import type Database from 'better-sqlite3';
import type { Db } from './database';

/**
 * Prepared statements, compiled once per database and reused by every request. Callers never switch a
 * cached statement's mode (pluck, raw, expand): they read rows as objects, so sharing is safe.
 */
const caches = new WeakMap<Db, Map<string, Database.Statement>>();

export function sql(db: Db, text: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(text);
  if (!statement) {
    statement = db.prepare(text);
    cache.set(text, statement);
  }
  return statement;
}
