import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from './db/database';
import { openDatabase } from './db/openDatabase';
import { seedDemoData } from './seed/seed';

/**
 * Free postal entries by people without an account are orders and tickets without one (user_id NULL). A store
 * made before that required an account on both; opening it rebuilds the two tables, keeping every row, the
 * sold counts and their triggers, the indexes and the order numbers' high-water mark.
 */
const userIdNullable = (db: Db | Database.Database, table: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; notnull: number }[]).find((column) => column.name === 'user_id')?.notnull === 0;

/** The orders and tickets tables as a store made them before free postal entries. */
function makeAccountRequired(file: string): void {
  const old = new Database(file);
  old.pragma('foreign_keys = OFF');
  old.exec(`
    CREATE TABLE orders_old (
      id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id), status TEXT NOT NULL, created_at INTEGER NOT NULL,
      total_minor INTEGER NOT NULL, payment_method TEXT NOT NULL, payment_method_title TEXT NOT NULL, order_key TEXT NOT NULL, billing TEXT NOT NULL, lines TEXT NOT NULL
    );
    INSERT INTO orders_old SELECT id, user_id, status, created_at, total_minor, payment_method, payment_method_title, order_key, billing, lines FROM orders;
    DROP TABLE orders;
    ALTER TABLE orders_old RENAME TO orders;
    CREATE TABLE tickets_old (
      competition_id INTEGER NOT NULL REFERENCES competitions(id), ticket_number INTEGER NOT NULL, order_id INTEGER NOT NULL REFERENCES orders(id),
      user_id INTEGER NOT NULL REFERENCES users(id), PRIMARY KEY (competition_id, ticket_number)
    );
    INSERT INTO tickets_old SELECT competition_id, ticket_number, order_id, user_id FROM tickets;
    DROP TABLE tickets;
    ALTER TABLE tickets_old RENAME TO tickets;
    CREATE INDEX tickets_by_user ON tickets (competition_id, user_id);
    CREATE INDEX orders_by_user ON orders (user_id, created_at);
  `);
  // An order deleted after the last one was placed: its number must never be given again.
  old.prepare("UPDATE sqlite_sequence SET seq = seq + 5 WHERE name = 'orders'").run();
  expect([userIdNullable(old, 'orders'), userIdNullable(old, 'tickets')]).toEqual([false, false]);
  old.close();
}

describe('orders and tickets without an account', () => {
  it('rebuilds a store that required an account on every order and ticket, keeping its rows, sold counts, triggers, indexes and order numbers', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-without-account-'));
    try {
      const fresh = openDatabase(dataDir);
      expect([userIdNullable(fresh, 'orders'), userIdNullable(fresh, 'tickets')]).toEqual([true, true]);
      await seedDemoData(fresh, { imagesDir: path.join(dataDir, 'images'), imageBase: 'http://127.0.0.1/images' });
      // A store from before free postal entries had no order without an account: the demo's postal entries get one.
      const someone = (fresh.prepare('SELECT MIN(id) AS id FROM users').get() as { id: number }).id;
      fresh.prepare('UPDATE orders SET user_id = ? WHERE user_id IS NULL').run(someone);
      fresh.prepare('UPDATE tickets SET user_id = ? WHERE user_id IS NULL').run(someone);
      const read = (db: Db) => ({
        orders: db.prepare('SELECT * FROM orders ORDER BY id').all(),
        tickets: db.prepare('SELECT * FROM tickets ORDER BY competition_id, ticket_number').all(),
        sold: db.prepare('SELECT id, sold FROM competitions ORDER BY id').all(),
      });
      const before = read(fresh);
      const lastOrder = (fresh.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'orders'").get() as { seq: number }).seq;
      expect(before.tickets.length).toBeGreaterThan(0);
      fresh.close();
      makeAccountRequired(path.join(dataDir, 'store.sqlite'));

      const db = openDatabase(dataDir);
      expect([userIdNullable(db, 'orders'), userIdNullable(db, 'tickets')]).toEqual([true, true]);
      expect(read(db)).toEqual(before);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      const indexes = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('orders', 'tickets')").all() as { name: string }[]).map(
        (row) => row.name,
      );
      expect(indexes).toEqual(expect.arrayContaining(['tickets_by_user', 'orders_by_user']));
      // An order without an account now fits, numbered after every order ever placed, and its ticket counts as sold.
      const { id: competitionId, sold } = db.prepare('SELECT id, sold FROM competitions ORDER BY id LIMIT 1').get() as { id: number; sold: number };
      const orderId = Number(
        db
          .prepare(
            "INSERT INTO orders (user_id, status, created_at, total_minor, payment_method, payment_method_title, order_key, billing, lines) VALUES (NULL, 'processing', 0, 0, 'free_postal_entry', 'Free postal entry', 'k', '{}', '[]')",
          )
          .run().lastInsertRowid,
      );
      expect(orderId).toBe(lastOrder + 6);
      const unsold = (db.prepare('SELECT MAX(ticket_number) + 1 AS n FROM tickets WHERE competition_id = ?').get(competitionId) as { n: number | null }).n ?? 1;
      db.prepare('INSERT INTO tickets (competition_id, ticket_number, order_id, user_id) VALUES (?, ?, ?, NULL)').run(competitionId, unsold, orderId);
      expect((db.prepare('SELECT sold FROM competitions WHERE id = ?').get(competitionId) as { sold: number }).sold).toBe(sold + 1);
      db.close();
      // Opened again: nothing left to rebuild.
      const again = openDatabase(dataDir);
      expect((again.prepare('SELECT COUNT(*) AS n FROM tickets').get() as { n: number }).n).toBe(before.tickets.length + 1);
      again.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
