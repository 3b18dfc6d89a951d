import crypto from 'node:crypto';
import { DRAW_RULE_V2, beaconRoundTime, drawRoundFor, entryListText, type DrawEntry, type DrawRule, type DrawState } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { int, intOrNull, mapRow, mapRows, text, type Row } from '../db/rows';
import { sql } from '../db/statements';
import { allCompetitions, getCompetition } from './competitions';
import { drawRecordOf, drawRecords, type DrawClose } from './drawCommitments';
import { ticketOrders, type TicketOrder } from './tickets';
import { holderOfOrder } from './ticketHolders';
import { mainWinningTicket } from './winners';

/**
 * Draw rule v2 (shared-contracts rules/beaconDraw.ts) in the store: the close (step 2: sales frozen, the entry
 * list, its hash and count and round R published), the verified beacon kept with the draw (step 3), and the
 * bookkeeping of a draw waiting for a late beacon. The draw itself is domain/draws.ts (`drawWithBeacon`); the
 * job that fetches beacons from relays is drand/drawJob.ts.
 */

/** A paid entry's label: its order number, which its buyer sees in their account; the list names nobody. */
export const orderEntryLabel = (orderId: number) => `order-${orderId}`;

/**
 * A free postal entry's label: `postal-` and the number of the £0 order it was recorded as (which an entrant
 * with an account sees in it), so the published list, and its hash, say which entries came by post.
 */
export const postalEntryLabel = (orderId: number) => `postal-${orderId}`;

/** Whether a published entry is a free postal entry (its label says so; the label is in the list's hash). */
export const isPostalEntryLabel = (label: string) => /^postal-\d+$/.test(label);

/** A sold ticket's label in the entry list: its order's, postal or paid. */
export const entryLabel = (ticket: Pick<TicketOrder, 'orderId' | 'postal'>) =>
  ticket.postal ? postalEntryLabel(ticket.orderId) : orderEntryLabel(ticket.orderId);

/** The entries of a competition as they stand: every sold ticket, paid or postal, with its order's label. */
export function currentEntries(db: Db, competitionId: number): DrawEntry[] {
  return ticketOrders(db, competitionId).map((ticket) => ({ ticket: ticket.ticketNumber, label: entryLabel(ticket) }));
}

/**
 * Who holds each entered ticket, as the proof page lists them: first name and initial (a customer's from their
 * account, a postal entrant's from the card). Shown beside the list, never part of it: the published list
 * names orders, so its hash never depends on a name.
 */
export function entrantNames(db: Db, competitionId: number): Map<number, string> {
  const names = new Map<string, string>();
  return new Map(
    ticketOrders(db, competitionId).map((ticket) => {
      const holder = ticket.postal ? `order ${ticket.orderId}` : `user ${ticket.userId}`;
      if (!names.has(holder)) names.set(holder, holderOfOrder(db, ticket).name);
      return [ticket.ticketNumber, names.get(holder)!];
    }),
  );
}

/** The entry list's canonical text back as entries (it is stored exactly as published). */
export function parseEntryList(listText: string): DrawEntry[] {
  return listText
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const comma = line.indexOf(',');
      return { ticket: Number(line.slice(0, comma)), label: line.slice(comma + 1) };
    });
}

/** The entry list published at the close, as its canonical text (null before the close). */
export function publishedEntryList(db: Db, competitionId: number): string | null {
  return mapRow(sql(db, 'SELECT entry_list FROM draw_closes WHERE competition_id = ?').get(competitionId), (row) => text(row, 'entry_list')) ?? null;
}

/**
 * Rule v2, step 2: once a rule v2 competition is no longer open (its closing time passed or it sold out), its
 * entry list is published with its SHA-256 and count, `closed_at` (now, in whole seconds) and round R, the
 * first quicknet round at least 60 s later. From then on its sales stay frozen (domain/competitions.ts) and
 * nothing here changes: a close is written once. Answers the close (null while the competition is open).
 */
export function closeDraw(db: Db, competitionId: number, now: number): DrawClose | null {
  const record = drawRecordOf(db, competitionId);
  if (!record || record.rule !== DRAW_RULE_V2) return null;
  if (record.close) return record.close;
  if (record.drawn) return null;
  const competition = getCompetition(db, competitionId, now);
  if (!competition || competition.status === 'open') return null;
  return db
    .transaction((): DrawClose => {
      const written = drawRecordOf(db, competitionId)?.close;
      if (written) return written;
      const entries = currentEntries(db, competitionId);
      const listText = entryListText(entries);
      const closedAt = Math.ceil(now / 1000);
      const close: DrawClose = {
        closedAt,
        entryListHash: crypto.createHash('sha256').update(listText, 'ascii').digest('hex'),
        entryCount: entries.length,
        beaconRound: drawRoundFor(closedAt),
      };
      sql(db, 'INSERT INTO draw_closes (competition_id, closed_at, entry_list, entry_list_hash, entry_count, beacon_round) VALUES (?, ?, ?, ?, ?, ?)').run(
        competitionId,
        close.closedAt,
        listText,
        close.entryListHash,
        close.entryCount,
        close.beaconRound,
      );
      return close;
    })
    .immediate();
}

/** Closes every rule v2 competition that is no longer open and has no close yet; answers those just closed. */
export function closeEndedDraws(db: Db, now: number): { competitionId: number; close: DrawClose }[] {
  const records = drawRecords(db);
  return allCompetitions(db, now).flatMap((competition) => {
    const record = records.get(competition.id);
    if (!record || record.rule !== DRAW_RULE_V2 || record.close || record.drawn || competition.status === 'open') return [];
    const close = closeDraw(db, competition.id, now);
    return close ? [{ competitionId: competition.id, close }] : [];
  });
}

/** A verified beacon round as kept with its draw. */
export interface StoredBeacon {
  round: number;
  signature: string;
  randomness: string;
  /** The relay that answered it first. */
  relay: string;
}

export function beaconOf(db: Db, competitionId: number): StoredBeacon | null {
  return (
    mapRow(sql(db, 'SELECT round, signature, randomness, relay FROM draw_beacons WHERE competition_id = ?').get(competitionId), (row) => ({
      round: int(row, 'round'),
      signature: text(row, 'signature'),
      randomness: text(row, 'randomness'),
      relay: text(row, 'relay'),
    })) ?? null
  );
}

/** Keeps a verified beacon with its draw (inside the draw's transaction). */
export function storeBeacon(db: Db, competitionId: number, beacon: StoredBeacon, fetchedAt: number): void {
  sql(db, 'INSERT INTO draw_beacons (competition_id, round, signature, randomness, relay, fetched_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    competitionId,
    beacon.round,
    beacon.signature,
    beacon.randomness,
    beacon.relay,
    fetchedAt,
  );
  sql(db, 'DELETE FROM draw_attempts WHERE competition_id = ?').run(competitionId);
}

/**
 * A late beacon is asked for again with backoff: 2 s after the first failed attempt, doubling up to 5
 * minutes, for as long as it takes. The draw never moves to another round.
 */
export const BEACON_RETRY = { firstMs: 2_000, maxMs: 300_000 } as const;

export interface DrawAttempts {
  attempts: number;
  /** Epoch milliseconds. */
  nextAttemptAt: number;
  lastError: string;
}

const toAttempts = (row: Row): DrawAttempts => ({
  attempts: int(row, 'attempts'),
  nextAttemptAt: int(row, 'next_attempt_at'),
  lastError: text(row, 'last_error'),
});

export function attemptsOf(db: Db, competitionId: number): DrawAttempts | null {
  return mapRow(sql(db, 'SELECT attempts, next_attempt_at, last_error FROM draw_attempts WHERE competition_id = ?').get(competitionId), toAttempts) ?? null;
}

/** Notes an attempt that found no verified beacon, and when to ask again. */
export function recordFailedAttempt(db: Db, competitionId: number, now: number, error: string): DrawAttempts {
  const attempts = (attemptsOf(db, competitionId)?.attempts ?? 0) + 1;
  const next: DrawAttempts = {
    attempts,
    nextAttemptAt: now + Math.min(BEACON_RETRY.maxMs, BEACON_RETRY.firstMs * 2 ** Math.min(attempts - 1, 20)),
    lastError: error,
  };
  sql(
    db,
    `INSERT INTO draw_attempts (competition_id, attempts, next_attempt_at, last_error) VALUES (?, ?, ?, ?)
    ON CONFLICT (competition_id) DO UPDATE SET attempts = excluded.attempts, next_attempt_at = excluded.next_attempt_at, last_error = excluded.last_error`,
  ).run(competitionId, next.attempts, next.nextAttemptAt, next.lastError);
  return next;
}

/** Rule v2 draws whose round R is due at `now` (and not backing off): closed with entries, not drawn yet. */
export function dueBeaconDraws(db: Db, now: number): { competitionId: number; beaconRound: number }[] {
  const rows = sql(
    db,
    `SELECT c.competition_id, c.beacon_round, a.next_attempt_at FROM draw_closes c
       JOIN draw_commitments d ON d.competition_id = c.competition_id
       LEFT JOIN draw_attempts a ON a.competition_id = c.competition_id
     WHERE d.rule = ? AND c.entry_count > 0
       AND NOT EXISTS (SELECT 1 FROM winners w WHERE w.competition_id = c.competition_id AND w.prize_type = 'main')
     ORDER BY c.beacon_round, c.competition_id`,
  ).all(DRAW_RULE_V2);
  return mapRows(rows, (row) => ({
    competitionId: int(row, 'competition_id'),
    beaconRound: int(row, 'beacon_round'),
    nextAttemptAt: intOrNull(row, 'next_attempt_at'),
  }))
    .filter((draw) => beaconRoundTime(draw.beaconRound) * 1000 <= now && (draw.nextAttemptAt ?? 0) <= now)
    .map(({ competitionId, beaconRound }) => ({ competitionId, beaconRound }));
}

/** Where one competition's main draw stands, for the operator (the `draw` command). */
export interface DrawStatus {
  competitionId: number;
  title: string;
  rule: DrawRule;
  state: DrawState;
  close: DrawClose | null;
  winningTicket: number | null;
  attempts: DrawAttempts | null;
}

export function drawStatuses(db: Db, now: number): DrawStatus[] {
  return allCompetitions(db, now).flatMap((competition): DrawStatus[] => {
    const draw = competition.verifiable_draw;
    if (!draw) return [];
    const close = drawRecordOf(db, competition.id)?.close ?? null;
    return [
      {
        competitionId: competition.id,
        title: competition.title,
        rule: draw.rule,
        state: draw.state,
        close,
        winningTicket: mainWinningTicket(db, competition.id) ?? null,
        attempts: attemptsOf(db, competition.id),
      },
    ];
  });
}
