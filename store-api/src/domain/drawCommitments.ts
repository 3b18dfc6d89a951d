import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { int, mapRows } from '../db/rows';
import { sql } from '../db/statements';

/**
 * Verifiable draws (shared-contracts rules/drawProof.ts): each competition gets a secret random 32-byte
 * seed when it is created; its commitment, SHA-256 of the seed bytes, is published once the competition
 * closes and the seed itself only after the main draw, which picks the winner from it.
 */
export interface DrawCommitment {
  competitionId: number;
  seed: string;
  commitment: string;
  revealed: boolean;
}

interface CommitmentRow {
  competition_id: number;
  seed: string;
  commitment: string;
  revealed: number;
}

function newSeed(): { seed: string; commitment: string } {
  const bytes = crypto.randomBytes(32);
  return { seed: bytes.toString('hex'), commitment: crypto.createHash('sha256').update(bytes).digest('hex') };
}

const toCommitment = (row: CommitmentRow): DrawCommitment => ({
  competitionId: row.competition_id,
  seed: row.seed,
  commitment: row.commitment,
  revealed: row.revealed === 1,
});

/** Gives the competition its seed and commitment unless it has them (a seed is never replaced). */
export function commitSeed(db: Db, competitionId: number): void {
  const { seed, commitment } = newSeed();
  sql(db, 'INSERT OR IGNORE INTO draw_commitments (competition_id, seed, commitment) VALUES (?, ?, ?)').run(competitionId, seed, commitment);
}

export function ensureCommitment(db: Db, competitionId: number): DrawCommitment {
  commitSeed(db, competitionId);
  return commitmentOf(db, competitionId)!;
}

export function commitmentOf(db: Db, competitionId: number): DrawCommitment | null {
  const row = sql(db, 'SELECT competition_id, seed, commitment, revealed FROM draw_commitments WHERE competition_id = ?').get(competitionId) as
    CommitmentRow | undefined;
  return row ? toCommitment(row) : null;
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
