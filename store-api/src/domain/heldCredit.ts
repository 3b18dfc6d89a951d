import type { Db } from '../db/database';
import { int, intOrNull, mapRows, text, type Row } from '../db/rows';
import { sql } from '../db/statements';
import { addCredit } from './creditLog';
import { entrantEmailKey } from './postalEntries';

/**
 * The `held_credit` table: site credit won by a free postal entrant who has no account (an instant win whose
 * prize is site credit), held for the email address on their card until an account is opened with it. The
 * registration that opens that account moves it into the account's site-credit ledger (`credit_log`) in its
 * own transaction, with the same description, and marks it claimed by that account: it moves once, and a
 * held row is never deleted (it is the record of what was won and where it went).
 */
export interface HeldCredit {
  id: number;
  /** The email as the card gave it (trimmed). */
  email: string;
  description: string;
  amountMinor: number;
  competitionId: number;
  /** The postal entry's £0 order. */
  orderId: number;
  /** When it was won (epoch ms). */
  heldAt: number;
  /** The account it moved to, null while still held. */
  claimedBy: number | null;
  /** When it moved (epoch ms), null while still held. */
  claimedAt: number | null;
}

export type NewHeldCredit = Pick<HeldCredit, 'email' | 'description' | 'amountMinor' | 'competitionId' | 'orderId' | 'heldAt'>;

const toHeldCredit = (row: Row): HeldCredit => ({
  id: int(row, 'id'),
  email: text(row, 'email'),
  description: text(row, 'description'),
  amountMinor: int(row, 'amount_minor'),
  competitionId: int(row, 'competition_id'),
  orderId: int(row, 'order_id'),
  heldAt: int(row, 'held_at'),
  claimedBy: intOrNull(row, 'claimed_by'),
  claimedAt: intOrNull(row, 'claimed_at'),
});

/** Holds site credit for an email without an account (inside the caller's transaction). */
export function holdCredit(db: Db, credit: NewHeldCredit): void {
  sql(db, 'INSERT INTO held_credit (email, email_key, description, amount_minor, competition_id, order_id, held_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    credit.email,
    entrantEmailKey(credit.email),
    credit.description,
    credit.amountMinor,
    credit.competitionId,
    credit.orderId,
    credit.heldAt,
  );
}

/** Every credit held for an email (trimmed, any case), claimed or not, oldest first. */
export function heldCreditsFor(db: Db, email: string): HeldCredit[] {
  return mapRows(sql(db, 'SELECT * FROM held_credit WHERE email_key = ? ORDER BY id').all(entrantEmailKey(email)), toHeldCredit);
}

/**
 * Moves the credit still held for `email` (trimmed, any case) into the account's site-credit ledger, each
 * with its description, and marks it claimed by the account; answers what moved. The caller runs it in the
 * transaction that opens the account. A held credit already claimed is never moved again.
 */
export function claimHeldCredit(db: Db, userId: number, email: string, now: number): HeldCredit[] {
  const held = heldCreditsFor(db, email).filter((credit) => credit.claimedBy === null);
  const claim = sql(db, 'UPDATE held_credit SET claimed_by = ?, claimed_at = ? WHERE id = ? AND claimed_by IS NULL');
  return held.flatMap((credit) => {
    if (claim.run(userId, now, credit.id).changes !== 1) return [];
    addCredit(db, userId, { description: credit.description, amountMinor: credit.amountMinor, createdAt: now });
    return [{ ...credit, claimedBy: userId, claimedAt: now }];
  });
}
