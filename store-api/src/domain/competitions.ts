import {
  DRAW_RULE_V2,
  beaconRoundTime,
  drawMoment,
  ticketPrice,
  type Competition,
  type CompetitionStatus,
  type DrawRule,
  type VerifiableDraw,
} from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { commitSeed, drawRecordOf, drawRecords, type DrawRecord } from './drawCommitments';
import { bool, int, mapRow, mapRows, text, type Row } from '../db/rows';
import { sql } from '../db/statements';

/**
 * Competitions as the API answers them: the stored spec fields plus the live sold count and status. The
 * sold count is the tickets sold and those held by unpaid orders (off sale until paid or the hold ends:
 * domain/ticketHolds.ts; only the sold make it sold out, which closes its draw), each kept with the
 * competition by triggers (db/database.ts), so it never
 * drifts from what was really sold; the parsed catalogue is cached per database and read again only when
 * `catalogue_version` says a competition or its sales changed (also from another process).
 */
interface CompetitionRow {
  id: number;
  data: string;
  sold: number;
  held: number;
}
const toRow = (row: Row): CompetitionRow => ({ id: int(row, 'id'), data: text(row, 'data'), sold: int(row, 'sold'), held: int(row, 'held') });
interface StoredCompetition {
  stored: Competition;
  sold: number;
  /** Tickets held by unpaid orders: off sale, but not sold (they do not make it sold out, which closes its draw). */
  held: number;
}
interface Snapshot {
  version: number;
  list: StoredCompetition[];
  byId: Map<number, StoredCompetition>;
  /** Each competition's verifiable draw (its commitment, and its close once published). */
  draws: Map<number, DrawRecord>;
  /** The live list as of `liveFrom`, good until the next draw moment of an open competition (`liveUntil`). */
  live?: { list: Competition[]; liveFrom: number; liveUntil: number };
}

const snapshots = new WeakMap<Db, Snapshot>();

function catalogueVersion(db: Db): number {
  return mapRow(sql(db, 'SELECT n FROM catalogue_version WHERE id = 1').get(), (row) => int(row, 'n')) ?? 0;
}

/** Cached competitions are shared by every request: frozen, so a handler that changed one would fail loudly. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Parsed spec fields per competition, reused while the stored JSON is unchanged (a sale changes only `sold`). */
const parsed = new WeakMap<Db, Map<number, { data: string; stored: Competition }>>();

function toStored(db: Db, row: CompetitionRow): StoredCompetition {
  let cache = parsed.get(db);
  if (!cache) {
    cache = new Map();
    parsed.set(db, cache);
  }
  let entry = cache.get(row.id);
  if (!entry || entry.data !== row.data) {
    entry = { data: row.data, stored: deepFreeze(JSON.parse(row.data) as Competition) };
    cache.set(row.id, entry);
  }
  return { stored: entry.stored, sold: row.sold, held: row.held };
}

function snapshot(db: Db): Snapshot {
  const version = catalogueVersion(db);
  const cached = snapshots.get(db);
  if (cached && cached.version === version) return cached;
  const list = mapRows(sql(db, 'SELECT id, data, sold, held FROM competitions ORDER BY featured DESC, id').all(), toRow).map((row) => toStored(db, row));
  const fresh = { version, list, byId: new Map(list.map((entry) => [entry.stored.id, entry])), draws: drawRecords(db) };
  snapshots.set(db, fresh);
  return fresh;
}

/** When the main draw happens, read as the storefront reads it (UK local time); a competition without a draw date never closes by time. */
function drawAt(competition: Competition): number {
  return drawMoment(competition) ?? Number.POSITIVE_INFINITY;
}

/** What the answer says of the main draw: its rule and commitment from creation; from the close, its list's hash and count and round R. */
function verifiableDraw(record: DrawRecord | undefined, status: CompetitionStatus): VerifiableDraw | undefined {
  if (!record) return undefined;
  const { rule, commitment, close } = record;
  if (!close) return { rule, commitment, state: record.drawn ? 'drawn' : status === 'open' ? 'open' : 'closed' };
  return {
    rule,
    commitment,
    state: record.drawn ? 'drawn' : close.entryCount === 0 ? 'no_entries' : 'waiting_for_beacon',
    closed_at: close.closedAt,
    entry_count: close.entryCount,
    entry_list_hash: close.entryListHash,
    beacon_round: close.beaconRound,
    beacon_round_time: beaconRoundTime(close.beaconRound),
  };
}

function withLive({ stored, sold, held }: StoredCompetition, draw: DrawRecord | undefined, now: number): Competition {
  let status = stored.status;
  if (status === 'open' && sold >= stored.total_sell_tickets) status = 'sold_out';
  // Once its entry list is published (draw rule v2's close), sales stay frozen, whatever its dates say later.
  if (status === 'open' && (drawAt(stored) <= now || draw?.close)) status = 'closed';
  const verifiable = verifiableDraw(draw, status);
  // What is no longer on sale: the sold tickets and those an unpaid order holds.
  return { ...stored, total_ticket_sold: sold + held, status, ...(verifiable ? { verifiable_draw: verifiable } : {}) };
}

export function getCompetition(db: Db, id: number, now = Date.now()): Competition | null {
  const cached = snapshots.get(db) ?? snapshot(db);
  if (cached.version === catalogueVersion(db)) {
    const entry = cached.byId.get(id);
    return entry ? withLive(entry, cached.draws.get(id), now) : null;
  }
  // Changed since the last list: read just this one (a checkout reads a competition right after selling).
  const row = sql(db, 'SELECT id, data, sold, held FROM competitions WHERE id = ?').get(id) as (CompetitionRow & { id: number }) | undefined;
  return row ? withLive(toStored(db, row), drawRecordOf(db, id) ?? undefined, now) : null;
}

/**
 * Every competition, featured first, with live sold counts and status; no query per competition. The
 * answer is reused until the catalogue changes or an open competition's draw moment passes.
 */
export function allCompetitions(db: Db, now = Date.now()): readonly Competition[] {
  const current = snapshot(db);
  const live = current.live;
  if (live && now >= live.liveFrom && now < live.liveUntil) return live.list;
  const list = current.list.map((entry) => Object.freeze(withLive(entry, current.draws.get(entry.stored.id), now)));
  const upcoming = current.list
    .filter((entry) => entry.stored.status === 'open')
    .map((entry) => drawAt(entry.stored))
    .filter((moment) => moment > now);
  current.live = { list, liveFrom: now, liveUntil: Math.min(Infinity, ...upcoming) };
  return list;
}

const competitionJson = new WeakMap<Competition, string>();

/** A listed competition as JSON, serialised once per catalogue change (lists answer 12 at a time). */
export function competitionAsJson(competition: Competition): string {
  let json = competitionJson.get(competition);
  if (json === undefined) {
    json = JSON.stringify(competition);
    competitionJson.set(competition, json);
  }
  return json;
}

export function isFeatured(db: Db, id: number): boolean {
  return mapRow(sql(db, 'SELECT featured FROM competitions WHERE id = ?').get(id), (row) => bool(row, 'featured')) ?? false;
}

/**
 * Saves a competition's spec fields (its sold count stays with the tickets) and, when it is new, commits its
 * draw seed: the commitment is published with it from creation, `now` (ms) (draw rule v2, rules/beaconDraw.ts;
 * a competition's rule is set once, here, and never changes).
 */
export function saveCompetition(db: Db, competition: Competition, featured: boolean, drawRule: DrawRule = DRAW_RULE_V2, now = Date.now()): void {
  // The draw's record lives in its own tables (domain/drawCommitments.ts); an answer's copy is never stored.
  const { verifiable_draw: _answered, ...fields } = competition;
  sql(
    db,
    `INSERT INTO competitions (id, category, featured, data) VALUES (?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET category = excluded.category, featured = excluded.featured, data = excluded.data`,
  ).run(competition.id, competition.category, featured ? 1 : 0, JSON.stringify(fields));
  commitSeed(db, competition.id, drawRule, now);
}

export function isOnSale(competition: Competition): boolean {
  return competition.status === 'open' && !competition.disable_tickets;
}

export function orderByDrawDate(list: readonly Competition[]): Competition[] {
  return [...list].sort((a, b) => (drawAt(a) === drawAt(b) ? 0 : drawAt(a) - drawAt(b)));
}

/**
 * The sale price rule: the sale price counts only when lower and inside the sale window. The storefront's own
 * rule, so the basket charges what the card showed: the window is UK local time (Europe/London).
 */
export function effectivePrice(competition: Competition, now = Date.now()): number {
  return ticketPrice(competition, now);
}
