import type { Db } from '../db/database';
import { int, intOrNull, mapRow, mapRows, text, type Row } from '../db/rows';
import { sql } from '../db/statements';

/**
 * The `postal_entries` table: every free postal entry the operator recorded, accepted or refused, as the card
 * gave it (trimmed), with the outcome, the refusal's code and sentence, the entrant's account when their
 * email has one, the £0 order an accepted entry became, and when it was recorded. Nothing is ever deleted:
 * it is the record that the free route was honoured.
 */

/** Why a postal entry was refused; `malformed` covers a card missing what an entry needs, or naming no competition. */
export const POSTAL_REFUSALS = ['malformed', 'closed', 'sold_out', 'account_locked', 'wrong_answer', 'over_maximum'] as const;
export type PostalRefusal = (typeof POSTAL_REFUSALS)[number];

export interface PostalCard {
  /** As written on the card (it may name no competition: then the entry is refused). */
  competitionId: number;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
  email: string;
  /** The qualifying question's answer (an option id), null when the card gives none. */
  answer: number | null;
  /** When the card was received, YYYY-MM-DD as the operator wrote it. */
  received: string;
}

export interface PostalEntryRecord extends PostalCard {
  id: number;
  outcome: 'accepted' | 'refused';
  reasonCode: PostalRefusal | null;
  /** The refusal in a sentence the entrant can read ('' when accepted). */
  reason: string;
  userId: number | null;
  orderId: number | null;
  /** Epoch ms. */
  recordedAt: number;
}

/** Who an entrant is for the per-entrant maximum when they have no account: their email, trimmed and lower case. */
export const entrantEmailKey = (email: string) => email.trim().toLowerCase();

const isRefusal = (code: string | null): code is PostalRefusal => POSTAL_REFUSALS.some((refusal) => refusal === code);

const toRecord = (row: Row): PostalEntryRecord => {
  const reasonCode = row.reason_code === null ? null : text(row, 'reason_code');
  if (reasonCode !== null && !isRefusal(reasonCode)) throw new Error(`column reason_code: unknown refusal ${reasonCode}`);
  return {
    id: int(row, 'id'),
    competitionId: int(row, 'competition_id'),
    firstName: text(row, 'first_name'),
    lastName: text(row, 'last_name'),
    address1: text(row, 'address_1'),
    address2: text(row, 'address_2'),
    city: text(row, 'city'),
    postcode: text(row, 'postcode'),
    email: text(row, 'email'),
    answer: intOrNull(row, 'answer'),
    received: text(row, 'received'),
    outcome: text(row, 'outcome') === 'accepted' ? 'accepted' : 'refused',
    reasonCode,
    reason: text(row, 'reason'),
    userId: intOrNull(row, 'user_id'),
    orderId: intOrNull(row, 'order_id'),
    recordedAt: int(row, 'recorded_at'),
  };
};

/** Keeps a postal entry, accepted or refused (inside the caller's transaction); answers it as stored. */
export function insertPostalEntry(db: Db, entry: Omit<PostalEntryRecord, 'id'>): PostalEntryRecord {
  const result = sql(
    db,
    `INSERT INTO postal_entries (competition_id, first_name, last_name, address_1, address_2, city, postcode, email, email_key, answer, received,
      outcome, reason_code, reason, user_id, order_id, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    entry.competitionId,
    entry.firstName,
    entry.lastName,
    entry.address1,
    entry.address2,
    entry.city,
    entry.postcode,
    entry.email,
    entrantEmailKey(entry.email),
    entry.answer,
    entry.received,
    entry.outcome,
    entry.reasonCode,
    entry.reason,
    entry.userId,
    entry.orderId,
    entry.recordedAt,
  );
  return { ...entry, id: Number(result.lastInsertRowid) };
}

export function postalEntryById(db: Db, id: number): PostalEntryRecord | undefined {
  return mapRow(sql(db, 'SELECT * FROM postal_entries WHERE id = ?').get(id), toRecord);
}

/** Every postal entry recorded for a competition (as written on the card), oldest first. */
export function postalEntriesFor(db: Db, competitionId: number): PostalEntryRecord[] {
  return mapRows(sql(db, 'SELECT * FROM postal_entries WHERE competition_id = ? ORDER BY id').all(competitionId), toRecord);
}

/** Accepted postal entries to a competition by entrants without an account, counted by their email (one ticket each). */
export function postalEntriesWithoutAccount(db: Db, competitionId: number, emailKey: string): number {
  return (
    mapRow(
      sql(db, "SELECT COUNT(*) AS n FROM postal_entries WHERE competition_id = ? AND email_key = ? AND outcome = 'accepted' AND user_id IS NULL").get(
        competitionId,
        emailKey,
      ),
      (row) => int(row, 'n'),
    ) ?? 0
  );
}

/**
 * The tickets a customer holds in a competition, for its per-customer maximum (`max_ticket_per_user`): paid
 * and postal alike under their account, and the postal entries accepted with their account's email before
 * the account existed (the same person: the maximum is theirs either way).
 */
export function ticketsHeldBy(db: Db, competitionId: number, userId: number): number {
  return (
    mapRow(
      sql(
        db,
        `SELECT (SELECT COUNT(*) FROM tickets WHERE competition_id = ? AND user_id = ?)
          + (SELECT COUNT(*) FROM postal_entries WHERE competition_id = ? AND outcome = 'accepted' AND user_id IS NULL
              AND email_key = (SELECT lower(trim(email)) FROM users WHERE id = ?)) AS n`,
      ).get(competitionId, userId, competitionId, userId),
      (row) => int(row, 'n'),
    ) ?? 0
  );
}
