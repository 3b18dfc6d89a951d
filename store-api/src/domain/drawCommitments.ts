import crypto from 'node:crypto';
import { DRAW_RULE_V2, DRAW_RULES, type DrawRule } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { bool, int, mapRow, mapRows, text, type Row } from '../db/rows';
import { sql } from '../db/statements';

/**
 * Verifiable draws: each competition gets a secret random 32-byte seed when it is created, and its
 * commitment, SHA-256 of the seed bytes, is published with the competition from then on; the seed itself
 * only after the main draw. `rule` says which rule draws it: rule v2 (shared-contracts rules/beaconDraw.ts,
 * the seed with the drand beacon) for every competition created since, the first rule
 * (rules/drawProof.ts) for those drawn before rule v2 existed.
 */
export interface DrawCommitment {
  competitionId: number;
  seed: string;
  commitment: string;
  revealed: boolean;
  rule: DrawRule;
  /** When the commitment was published, Unix seconds (0: a store from before this was kept). */
  committedAt: number;
}

function ruleOf(row: Row): DrawRule {
  const rule = text(row, 'rule');
  const known = DRAW_RULES.find((candidate) => candidate === rule);
  if (!known) throw new Error(`column rule: unknown draw rule ${rule}`);
  return known;
}

function newSeed(): { seed: string; commitment: string } {
  const bytes = crypto.randomBytes(32);
  return { seed: bytes.toString('hex'), commitment: crypto.createHash('sha256').update(bytes).digest('hex') };
}

const toCommitment = (row: Row): DrawCommitment => ({
  competitionId: int(row, 'competition_id'),
  seed: text(row, 'seed'),
  commitment: text(row, 'commitment'),
  revealed: bool(row, 'revealed'),
  rule: ruleOf(row),
  committedAt: int(row, 'committed_at'),
});

/** Gives the competition its seed and commitment unless it has them (a seed, and its rule, are never replaced). */
export function commitSeed(db: Db, competitionId: number, rule: DrawRule = DRAW_RULE_V2, now = Date.now()): void {
  const { seed, commitment } = newSeed();
  sql(db, 'INSERT OR IGNORE INTO draw_commitments (competition_id, seed, commitment, rule, committed_at) VALUES (?, ?, ?, ?, ?)').run(
    competitionId,
    seed,
    commitment,
    rule,
    Math.floor(now / 1000),
  );
}

export function commitmentOf(db: Db, competitionId: number): DrawCommitment | null {
  return (
    mapRow(
      sql(db, 'SELECT competition_id, seed, commitment, revealed, rule, committed_at FROM draw_commitments WHERE competition_id = ?').get(competitionId),
      toCommitment,
    ) ?? null
  );
}

export function revealSeed(db: Db, competitionId: number): void {
  sql(db, 'UPDATE draw_commitments SET revealed = 1 WHERE competition_id = ?').run(competitionId);
}

/** A store from before verifiable draws: every competition not yet drawn gets its seed now. */
export function commitUndrawnCompetitions(db: Db): void {
  const missing = sql(
    db,
    "SELECT id FROM competitions WHERE id NOT IN (SELECT competition_id FROM draw_commitments) AND id NOT IN (SELECT competition_id FROM winners WHERE prize_type = 'main')",
  ).all();
  for (const id of mapRows(missing, (row) => int(row, 'id'))) commitSeed(db, id);
}

/** What a rule v2 draw published when entries closed (rules/beaconDraw.ts, step 2). */
export interface DrawClose {
  /** Unix seconds. */
  closedAt: number;
  entryListHash: string;
  entryCount: number;
  beaconRound: number;
}

/** A competition's draw as its answers show it: the commitment, and for rule v2 the close once published. */
export interface DrawRecord {
  competitionId: number;
  rule: DrawRule;
  commitment: string;
  close: DrawClose | null;
  /** Its main winner is recorded. */
  drawn: boolean;
}

const DRAW_RECORD_COLUMNS = `d.competition_id, d.rule, d.commitment, c.closed_at, c.entry_list_hash, c.entry_count, c.beacon_round,
  EXISTS (SELECT 1 FROM winners w WHERE w.competition_id = d.competition_id AND w.prize_type = 'main') AS drawn
  FROM draw_commitments d LEFT JOIN draw_closes c ON c.competition_id = d.competition_id`;

const toDrawRecord = (row: Row): DrawRecord => ({
  competitionId: int(row, 'competition_id'),
  rule: ruleOf(row),
  commitment: text(row, 'commitment'),
  close:
    row.closed_at === null
      ? null
      : {
          closedAt: int(row, 'closed_at'),
          entryListHash: text(row, 'entry_list_hash'),
          entryCount: int(row, 'entry_count'),
          beaconRound: int(row, 'beacon_round'),
        },
  drawn: bool(row, 'drawn'),
});

/** Every competition's draw record (one query, for the cached catalogue). */
export function drawRecords(db: Db): Map<number, DrawRecord> {
  return new Map(mapRows(sql(db, `SELECT ${DRAW_RECORD_COLUMNS}`).all(), toDrawRecord).map((record) => [record.competitionId, record]));
}

export function drawRecordOf(db: Db, competitionId: number): DrawRecord | null {
  return mapRow(sql(db, `SELECT ${DRAW_RECORD_COLUMNS} WHERE d.competition_id = ?`).get(competitionId), toDrawRecord) ?? null;
}
