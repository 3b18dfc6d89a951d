import type { Db } from '../db/database';
import { mapRow, text } from '../db/rows';
import { sql } from '../db/statements';

/** The `bank_details` table: one account per customer, for cash prizes. */
export interface BankDetails {
  accountNumber: string;
  sortCode: string;
}

export function saveBankDetails(db: Db, userId: number, details: BankDetails): void {
  sql(db, 'INSERT OR REPLACE INTO bank_details (user_id, account_number, sort_code) VALUES (?, ?, ?)').run(userId, details.accountNumber, details.sortCode);
}

export function bankDetailsOf(db: Db, userId: number): BankDetails | undefined {
  return mapRow(sql(db, 'SELECT account_number, sort_code FROM bank_details WHERE user_id = ?').get(userId), (row) => ({
    accountNumber: text(row, 'account_number'),
    sortCode: text(row, 'sort_code'),
  }));
}
