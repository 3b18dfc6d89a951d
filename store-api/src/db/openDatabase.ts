import { commitUndrawnCompetitions } from '../domain/drawCommitments';
import { renameRetiredPaymentTitles } from '../domain/paymentTitles';
import { openTables, type Db } from './database';

/**
 * The store's database as the store uses it: its tables, then the data an earlier version left brought up
 * to today's rules (a seed for each competition not drawn yet, retired payment titles renamed).
 */
export function openDatabase(dataDir: string): Db {
  const db = openTables(dataDir);
  commitUndrawnCompetitions(db);
  renameRetiredPaymentTitles(db);
  return db;
}
