import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../db/openDatabase';
import { int, mapRows, text } from '../db/rows';
import { checkShop, type CheckResult } from './checkShop';
import { runCustomer, type CustomerOutcome } from './customer';
import { LoadStats } from './loadStats';
import { prepareShop } from './prepareShop';
import { startStoreApiProcess } from './storeApiProcess';

export interface LoadOptions {
  customers: number;
  seconds: number;
  /** Tickets of the crowded competition (default: one for every two customers, at least 10, so it sells out inside a run). */
  hotTickets?: number;
}

export interface HotCompetition {
  id: number;
  title: string;
  total: number;
  sold: number;
}

export interface LoadResult {
  options: Required<LoadOptions>;
  /** Seconds from the first customer's start to the last one's stop (steps under way at the deadline are finished). */
  elapsedSeconds: number;
  stats: LoadStats;
  outcomes: CustomerOutcome[];
  hotCompetitions: HotCompetition[];
  checks: CheckResult[];
  /** True when nothing failed: no 5xx, network error or other fault, and no check found a violating row. */
  passed: boolean;
}

const SERVICE_TOKEN = 'load-run-service-token';

function hotCompetitions(db: Database.Database, ids: readonly number[]): HotCompetition[] {
  return ids.flatMap((id) =>
    mapRows(
      db
        .prepare("SELECT id, json_extract(data, '$.title') AS title, json_extract(data, '$.total_sell_tickets') AS total, sold FROM competitions WHERE id = ?")
        .all(id),
      (row) => ({
        id: int(row, 'id'),
        title: text(row, 'title'),
        total: int(row, 'total'),
        sold: int(row, 'sold'),
      }),
    ),
  );
}

/**
 * A load run: a fresh store-api in its own process on a temporary data folder (the demo seed), readied by
 * prepareShop, `customers` customers at once for `seconds`, then store-api stopped and its SQLite file
 * opened directly (read-only) for checkShop. The temporary folder is removed afterwards.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const settings: Required<LoadOptions> = { hotTickets: Math.max(10, Math.ceil(options.customers / 2)), ...options };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-load-'));
  try {
    const server = await startStoreApiProcess({ dataDir, serviceToken: SERVICE_TOKEN, host: '127.0.0.1' });
    const stats = new LoadStats();
    let outcomes: CustomerOutcome[];
    let hotIds: readonly number[];
    let elapsedSeconds: number;
    try {
      const setup = openDatabase(dataDir);
      const prepared = await prepareShop(setup, { customers: settings.customers, hotTickets: settings.hotTickets }).finally(() => setup.close());
      hotIds = prepared.hotCompetitionIds;
      const shop = { url: server.url, serviceToken: SERVICE_TOKEN, hotCompetitionIds: hotIds, answers: prepared.answers, stats };
      const started = Date.now();
      const deadline = started + settings.seconds * 1000;
      outcomes = await Promise.all(prepared.customers.map((customer) => runCustomer(shop, customer, deadline)));
      elapsedSeconds = (Date.now() - started) / 1000;
    } finally {
      await server.stop();
    }
    const serverErrors = server.errors().trim();
    if (serverErrors) stats.problem(`store-api wrote to stderr:\n${serverErrors.split('\n').slice(0, 20).join('\n')}`);

    const db = new Database(path.join(dataDir, 'store.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const checks = checkShop(db, {
        customers: outcomes.map((outcome) => ({ userId: outcome.customer.userId, email: outcome.customer.email, basket: outcome.basket })),
        paidOrders: outcomes.flatMap((outcome) => outcome.orders),
      });
      const passed = stats.problemCount === 0 && checks.every((check) => check.violations.length === 0);
      return { options: settings, elapsedSeconds, stats, outcomes, hotCompetitions: hotCompetitions(db, hotIds), checks, passed };
    } finally {
      db.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
