import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { DRAW_RULE_V1, DRAW_RULE_V2 } from '@shop/shared-contracts';

export type Db = Database.Database;

/**
 * Orders and their tickets. `user_id` is the customer's account, or NULL for a free postal entry by someone
 * without one (a guest order, as WooCommerce keeps customer 0); every other order has an account.
 */
const ordersTable = (name: string) => `CREATE TABLE IF NOT EXISTS ${name} (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER REFERENCES users(id),
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  total_minor INTEGER NOT NULL,
  payment_method TEXT NOT NULL,
  payment_method_title TEXT NOT NULL,
  order_key TEXT NOT NULL,
  billing TEXT NOT NULL,
  lines TEXT NOT NULL
);`;
const ticketsTable = (name: string) => `CREATE TABLE IF NOT EXISTS ${name} (
  competition_id INTEGER NOT NULL REFERENCES competitions(id),
  ticket_number INTEGER NOT NULL,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  user_id INTEGER REFERENCES users(id),
  PRIMARY KEY (competition_id, ticket_number)
);`;
const TICKET_AND_ORDER_INDEXES = `
CREATE INDEX IF NOT EXISTS tickets_by_user ON tickets (competition_id, user_id);
CREATE INDEX IF NOT EXISTS orders_by_user ON orders (user_id, created_at);
`;

/**
 * The store's tables. Competitions and users keep their spec fields as JSON next to the columns the
 * rules query, so the API answers exactly the shared-contracts shapes.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS competitions (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  featured INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL,
  sold INTEGER NOT NULL DEFAULT 0
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
${ordersTable('orders')}
${ticketsTable('tickets')}
CREATE TABLE IF NOT EXISTS order_payments (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id),
  gateway TEXT NOT NULL,
  cart_token TEXT NOT NULL,
  coupons TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  last_event_at INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS ticket_holds (
  order_id INTEGER NOT NULL REFERENCES orders(id),
  competition_id INTEGER NOT NULL REFERENCES competitions(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, competition_id)
);
CREATE TABLE IF NOT EXISTS order_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  note TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS payment_notifications (
  nonce TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL,
  received_at INTEGER NOT NULL
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
CREATE TABLE IF NOT EXISTS catalogue_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n INTEGER NOT NULL
);
INSERT OR IGNORE INTO catalogue_version (id, n) VALUES (1, 0);
CREATE TABLE IF NOT EXISTS draw_commitments (
  competition_id INTEGER PRIMARY KEY REFERENCES competitions(id),
  seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  revealed INTEGER NOT NULL DEFAULT 0,
  rule TEXT NOT NULL DEFAULT 'seed-hmac-v1',
  committed_at INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS draw_closes (
  competition_id INTEGER PRIMARY KEY REFERENCES competitions(id),
  closed_at INTEGER NOT NULL,
  entry_list TEXT NOT NULL,
  entry_list_hash TEXT NOT NULL,
  entry_count INTEGER NOT NULL,
  beacon_round INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS draw_beacons (
  competition_id INTEGER PRIMARY KEY REFERENCES competitions(id),
  round INTEGER NOT NULL,
  signature TEXT NOT NULL,
  randomness TEXT NOT NULL,
  relay TEXT NOT NULL,
  fetched_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS draw_attempts (
  competition_id INTEGER PRIMARY KEY REFERENCES competitions(id),
  attempts INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT NOT NULL
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
${TICKET_AND_ORDER_INDEXES}
CREATE INDEX IF NOT EXISTS carts_by_user ON carts (user_id, updated_at);
CREATE INDEX IF NOT EXISTS spending_by_user ON spending (user_id, created_at);
CREATE INDEX IF NOT EXISTS points_by_user ON points_log (user_id, created_at);
CREATE INDEX IF NOT EXISTS credit_by_user ON credit_log (user_id, created_at);
CREATE INDEX IF NOT EXISTS winners_by_competition ON winners (competition_id, prize_type);
CREATE INDEX IF NOT EXISTS winners_by_time ON winners (won_at);
CREATE TABLE IF NOT EXISTS remote_events (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  kind TEXT NOT NULL,
  count INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS remote_events_by_release ON remote_events (remote, version, at);
CREATE TABLE IF NOT EXISTS contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL, email TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS postal_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  competition_id INTEGER NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address_1 TEXT NOT NULL,
  address_2 TEXT NOT NULL,
  city TEXT NOT NULL,
  postcode TEXT NOT NULL,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  answer INTEGER,
  received TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('accepted', 'refused')),
  reason_code TEXT,
  reason TEXT NOT NULL DEFAULT '',
  user_id INTEGER REFERENCES users(id),
  order_id INTEGER REFERENCES orders(id),
  recorded_at INTEGER NOT NULL,
  CHECK ((outcome = 'accepted') = (order_id IS NOT NULL)),
  CHECK ((outcome = 'refused') = (reason_code IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS postal_entries_by_entrant ON postal_entries (competition_id, email_key, outcome);
-- Site credit won by a postal entrant without an account, held for their card's email until an account is opened with it (domain/heldCredit.ts).
CREATE TABLE IF NOT EXISTS held_credit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  description TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  competition_id INTEGER NOT NULL REFERENCES competitions(id),
  order_id INTEGER NOT NULL REFERENCES orders(id),
  held_at INTEGER NOT NULL,
  claimed_by INTEGER REFERENCES users(id),
  claimed_at INTEGER,
  CHECK ((claimed_by IS NULL) = (claimed_at IS NULL))
);
CREATE INDEX IF NOT EXISTS held_credit_by_email ON held_credit (email_key, claimed_by);
`;

/**
 * Each competition's sold count is kept with it (`competitions.sold`) by triggers on `tickets`, and any
 * change to a competition or to what its answer says of its draw (commitment, close, beacon), from this
 * process or another (the CLI), bumps `catalogue_version`, so the catalogue can be cached in memory and read
 * again only when it changed. A draw's retry bookkeeping (`draw_attempts`) is not in the answer.
 */
const CATALOGUE_TRIGGERS = `
CREATE TRIGGER IF NOT EXISTS tickets_sold_insert AFTER INSERT ON tickets BEGIN
  UPDATE competitions SET sold = sold + 1 WHERE id = NEW.competition_id;
END;
CREATE TRIGGER IF NOT EXISTS tickets_sold_delete AFTER DELETE ON tickets BEGIN
  UPDATE competitions SET sold = sold - 1 WHERE id = OLD.competition_id;
END;
CREATE TRIGGER IF NOT EXISTS tickets_sold_move AFTER UPDATE OF competition_id ON tickets BEGIN
  UPDATE competitions SET sold = sold - 1 WHERE id = OLD.competition_id;
  UPDATE competitions SET sold = sold + 1 WHERE id = NEW.competition_id;
END;
CREATE TRIGGER IF NOT EXISTS ticket_holds_insert AFTER INSERT ON ticket_holds BEGIN
  UPDATE competitions SET held = held + NEW.quantity WHERE id = NEW.competition_id;
END;
CREATE TRIGGER IF NOT EXISTS ticket_holds_delete AFTER DELETE ON ticket_holds BEGIN
  UPDATE competitions SET held = held - OLD.quantity WHERE id = OLD.competition_id;
END;
CREATE TRIGGER IF NOT EXISTS competitions_version_insert AFTER INSERT ON competitions BEGIN
  UPDATE catalogue_version SET n = n + 1 WHERE id = 1;
END;
CREATE TRIGGER IF NOT EXISTS competitions_version_update AFTER UPDATE ON competitions BEGIN
  UPDATE catalogue_version SET n = n + 1 WHERE id = 1;
END;
CREATE TRIGGER IF NOT EXISTS competitions_version_delete AFTER DELETE ON competitions BEGIN
  UPDATE catalogue_version SET n = n + 1 WHERE id = 1;
END;
CREATE TRIGGER IF NOT EXISTS draw_commitments_version_insert AFTER INSERT ON draw_commitments BEGIN
  UPDATE catalogue_version SET n = n + 1 WHERE id = 1;
END;
CREATE TRIGGER IF NOT EXISTS draw_commitments_version_update AFTER UPDATE ON draw_commitments BEGIN
  UPDATE catalogue_version SET n = n + 1 WHERE id = 1;
END;
CREATE TRIGGER IF NOT EXISTS draw_closes_version_insert AFTER INSERT ON draw_closes BEGIN
  UPDATE catalogue_version SET n = n + 1 WHERE id = 1;
END;
CREATE TRIGGER IF NOT EXISTS draw_beacons_version_insert AFTER INSERT ON draw_beacons BEGIN
  UPDATE catalogue_version SET n = n + 1 WHERE id = 1;
END;
`;

/**
 * The store's SQLite file with its tables, columns and triggers as this version has them. The store opens
 * it through openDatabase (db/openDatabase.ts), which brings the data up to date too.
 */
export function openTables(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'store.sqlite'));
  db.pragma('journal_mode = WAL');
  // WAL with synchronous NORMAL: commits no longer wait for fsync; the database stays consistent after a crash.
  db.pragma('synchronous = NORMAL');
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
  const competitionColumns = (db.prepare('PRAGMA table_info(competitions)').all() as { name: string }[]).map((column) => column.name);
  if (!competitionColumns.includes('sold')) {
    db.exec(
      'ALTER TABLE competitions ADD COLUMN sold INTEGER NOT NULL DEFAULT 0; UPDATE competitions SET sold = (SELECT COUNT(*) FROM tickets WHERE competition_id = competitions.id);',
    );
  }
  if (!competitionColumns.includes('held')) {
    // Tickets held by unpaid orders (ticket_holds, kept by triggers): off sale until paid or the hold ends.
    db.exec('ALTER TABLE competitions ADD COLUMN held INTEGER NOT NULL DEFAULT 0;');
  }
  const commitmentColumns = (db.prepare('PRAGMA table_info(draw_commitments)').all() as { name: string }[]).map((column) => column.name);
  if (!commitmentColumns.includes('rule')) {
    // A store from before draw rule v2: its draws so far were made by the first rule and stay so (their proofs
    // still verify); a competition not yet drawn will be drawn by rule v2, from the drand beacon.
    db.exec(
      `ALTER TABLE draw_commitments ADD COLUMN rule TEXT NOT NULL DEFAULT '${DRAW_RULE_V1}';
      UPDATE draw_commitments SET rule = '${DRAW_RULE_V2}' WHERE competition_id NOT IN (SELECT competition_id FROM winners WHERE prize_type = 'main');`,
    );
  }
  if (!commitmentColumns.includes('committed_at')) {
    // When a commitment was published was not kept before: 0 reads as "not recorded".
    db.exec('ALTER TABLE draw_commitments ADD COLUMN committed_at INTEGER NOT NULL DEFAULT 0;');
  }
  allowOrdersWithoutAccount(db);
  db.exec(CATALOGUE_TRIGGERS);
}

const userIdRequired = (db: Db, table: 'orders' | 'tickets') =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; notnull: number }[]).some((column) => column.name === 'user_id' && column.notnull === 1);

/**
 * A store from before free postal entries required an account on every order and ticket. SQLite cannot drop
 * a NOT NULL, so both tables are rebuilt as they are declared now (SQLite's documented twelve steps): copied
 * row for row into the new table, the old one dropped, the new one renamed, the indexes made again (the
 * sold-count triggers are made again by the caller). Foreign keys are off while the tables are swapped and
 * checked before the commit; the order numbers' high-water mark is kept, so no order number is used twice.
 */
function allowOrdersWithoutAccount(db: Db): void {
  if (!userIdRequired(db, 'orders') && !userIdRequired(db, 'tickets')) return;
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      if (!userIdRequired(db, 'orders') && !userIdRequired(db, 'tickets')) return; // another process did it first
      const sequence = (db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'orders'").get() as { seq: number } | undefined)?.seq ?? 0;
      db.exec(`
        ${ordersTable('orders_rebuilt')}
        INSERT INTO orders_rebuilt (id, user_id, status, created_at, total_minor, payment_method, payment_method_title, order_key, billing, lines)
          SELECT id, user_id, status, created_at, total_minor, payment_method, payment_method_title, order_key, billing, lines FROM orders;
        DROP TABLE orders;
        ALTER TABLE orders_rebuilt RENAME TO orders;
        ${ticketsTable('tickets_rebuilt')}
        INSERT INTO tickets_rebuilt (competition_id, ticket_number, order_id, user_id) SELECT competition_id, ticket_number, order_id, user_id FROM tickets;
        DROP TABLE tickets;
        ALTER TABLE tickets_rebuilt RENAME TO tickets;
        ${TICKET_AND_ORDER_INDEXES}
      `);
      const kept = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'orders'").get() as { seq: number } | undefined;
      if (kept === undefined && sequence > 0) db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('orders', ?)").run(sequence);
      else if (kept !== undefined && kept.seq < sequence) db.prepare("UPDATE sqlite_sequence SET seq = ? WHERE name = 'orders'").run(sequence);
      const broken = db.pragma('foreign_key_check') as unknown[];
      if (broken.length > 0) throw new Error(`rebuilding orders and tickets broke ${broken.length} foreign key(s)`);
    }).immediate();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

export function isEmpty(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM competitions').get() as { n: number }).n === 0;
}
