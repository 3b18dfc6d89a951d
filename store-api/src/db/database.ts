import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { commitUndrawnCompetitions } from '../domain/drawCommitments';

export type Db = Database.Database;

/**
 * The store's tables. Competitions and users keep their spec fields as JSON next to the columns the
 * rules query, so the API answers exactly the shared-contracts shapes.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS competitions (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  featured INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  date_of_birth TEXT NOT NULL DEFAULT '',
  data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL DEFAULT 0,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS one_time_keys (
  key TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  purpose TEXT NOT NULL CHECK (purpose IN ('reset', 'login-as-user')),
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS carts (
  token TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id),
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS cart_items (
  cart_token TEXT NOT NULL REFERENCES carts(token),
  key TEXT NOT NULL,
  competition_id INTEGER NOT NULL REFERENCES competitions(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  answer INTEGER,
  PRIMARY KEY (cart_token, key)
);
CREATE TABLE IF NOT EXISTS cart_coupons (
  cart_token TEXT NOT NULL REFERENCES carts(token),
  code TEXT NOT NULL,
  PRIMARY KEY (cart_token, code)
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  total_minor INTEGER NOT NULL,
  payment_method TEXT NOT NULL,
  payment_method_title TEXT NOT NULL,
  order_key TEXT NOT NULL,
  billing TEXT NOT NULL,
  lines TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tickets (
  competition_id INTEGER NOT NULL REFERENCES competitions(id),
  ticket_number INTEGER NOT NULL,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  PRIMARY KEY (competition_id, ticket_number)
);
CREATE TABLE IF NOT EXISTS points_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  description TEXT NOT NULL,
  type TEXT NOT NULL,
  points INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS credit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  description TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS coupons (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  user_id INTEGER REFERENCES users(id),
  description TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS bank_details (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  account_number TEXT NOT NULL,
  sort_code TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS spending (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  amount_minor INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS winners (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  competition_id INTEGER NOT NULL REFERENCES competitions(id),
  ticket_number INTEGER NOT NULL,
  user_id INTEGER REFERENCES users(id),
  name TEXT NOT NULL,
  location TEXT NOT NULL DEFAULT '',
  prize TEXT NOT NULL,
  prize_value_minor INTEGER NOT NULL DEFAULT 0,
  prize_type TEXT NOT NULL CHECK (prize_type IN ('main', 'instant', 'reward')),
  won_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS draw_commitments (
  competition_id INTEGER PRIMARY KEY REFERENCES competitions(id),
  seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  revealed INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS site_content (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS chat_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_messages_by_user ON chat_messages (user_id, created_at);
CREATE TABLE IF NOT EXISTS contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL, email TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'store.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  migrate(db);
  return db;
}

/** Columns added after a store was first created (CREATE TABLE IF NOT EXISTS leaves old tables as they were). */
function migrate(db: Db): void {
  const tokenColumns = (db.prepare('PRAGMA table_info(tokens)').all() as { name: string }[]).map((column) => column.name);
  if (!tokenColumns.includes('last_used_at')) {
    db.exec('ALTER TABLE tokens ADD COLUMN last_used_at INTEGER NOT NULL DEFAULT 0; UPDATE tokens SET last_used_at = created_at;');
  }
  commitUndrawnCompetitions(db);
}

export function isEmpty(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM competitions').get() as { n: number }).n === 0;
}
