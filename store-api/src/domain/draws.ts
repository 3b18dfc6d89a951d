import { DRAW_RULE_V1, DRAW_RULE_V2, drawWinnerV2, verifyBeacon, winningTicket, type Beacon, type Competition } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { beaconOf, entryLabel, parseEntryList, publishedEntryList, storeBeacon } from './beaconDraws';
import { getCompetition, isFeatured, saveCompetition } from './competitions';
import { commitmentOf, drawRecordOf, revealSeed } from './drawCommitments';
import { toMinor } from './money';
import { soldTickets, ticketOrder } from './tickets';
import { holderOfOrder, holderOfTicket, type TicketHolder } from './ticketHolders';
import { hasMainWinner, recordWinner } from './winners';

export interface MainDraw {
  competitionId: number;
  title: string;
  ticketNumber: number;
  winner: string;
  ticketCount: number;
}

export class DrawRefused extends Error {}

/** Records the main winner, marks the competition drawn and reveals its seed (inside the draw's transaction). */
function recordMainDraw(db: Db, competition: Competition, ticketNumber: number, holder: TicketHolder, wonAt: number): string {
  recordWinner(db, {
    competitionId: competition.id,
    ticketNumber,
    userId: holder.userId,
    name: holder.name,
    location: holder.location,
    prize: competition.title,
    prizeValueMinor: toMinor(competition.price_per_ticket * competition.total_sell_tickets * 0.6),
    prizeType: 'main',
    wonAt,
  });
  saveCompetition(db, { ...competition, status: 'drawn' }, isFeatured(db, competition.id));
  revealSeed(db, competition.id);
  return holder.name;
}

/**
 * The main draw of a closed competition by the first rule (shared-contracts rules/drawProof.ts), kept for
 * the competitions that rule draws (the demo's past draws): the winner is computed from the committed seed
 * and the sorted sold tickets, recorded with the competition marked drawn, and the seed is revealed, all in
 * one transaction. A rule v2 competition is refused: only its beacon round draws it (`drawWithBeacon`).
 */
export async function drawMainWinner(db: Db, competitionId: number, wonAt = Date.now()): Promise<MainDraw> {
  const competition = getCompetition(db, competitionId);
  if (!competition) throw new DrawRefused(`no competition ${competitionId}`);
  if (competition.status === 'open') throw new DrawRefused(`competition ${competitionId} is still open: it is drawn once it closes or sells out`);
  if (hasMainWinner(db, competitionId)) throw new DrawRefused(`competition ${competitionId} has already been drawn`);
  const commitment = commitmentOf(db, competitionId);
  if (!commitment) throw new DrawRefused(`competition ${competitionId} has no committed seed`);
  if (commitment.rule !== DRAW_RULE_V1) {
    throw new DrawRefused(`competition ${competitionId} is drawn by rule ${commitment.rule}, from its drand beacon round: store-api's draw job draws it`);
  }
  const sold = soldTickets(db, competitionId);
  if (sold.length === 0) throw new DrawRefused(`competition ${competitionId} has no sold tickets to draw from`);
  const ticketNumber = await winningTicket(
    commitment.seed,
    sold.map((ticket) => ticket.ticketNumber),
  );

  return db.transaction(() => {
    if (hasMainWinner(db, competitionId)) throw new DrawRefused(`competition ${competitionId} has already been drawn`);
    if (soldTickets(db, competitionId).length !== sold.length) throw new DrawRefused(`competition ${competitionId} sold tickets during the draw; draw again`);
    const winner = recordMainDraw(db, competition, ticketNumber, holderOfTicket(db, competitionId, ticketNumber), wonAt);
    return { competitionId, title: competition.title, ticketNumber, winner, ticketCount: sold.length };
  })();
}

/**
 * The main draw of a closed rule v2 competition (shared-contracts rules/beaconDraw.ts, step 4) with round R's
 * beacon: verified again here against the pinned quicknet key, whoever fetched it, and refused unless it is
 * round R announced at the close. The winner is the published entry list's entry at the index the rule
 * gives for the committed seed, the beacon's randomness and the list's hash. The beacon is kept, the winner
 * recorded, the competition marked drawn and the seed revealed, in one transaction.
 */
export async function drawWithBeacon(db: Db, competitionId: number, beacon: Beacon & { relay: string }, now: number): Promise<MainDraw> {
  const record = drawRecordOf(db, competitionId);
  const commitment = commitmentOf(db, competitionId);
  const competition = getCompetition(db, competitionId, now);
  if (!record || !commitment || !competition) throw new DrawRefused(`no competition ${competitionId} with a committed seed`);
  if (record.rule !== DRAW_RULE_V2) throw new DrawRefused(`competition ${competitionId} is drawn by rule ${record.rule}, not from a beacon`);
  if (record.drawn) throw new DrawRefused(`competition ${competitionId} has already been drawn`);
  const close = record.close;
  const listText = publishedEntryList(db, competitionId);
  if (!close || listText === null) throw new DrawRefused(`competition ${competitionId} has not closed: its entry list is not published yet`);
  if (close.entryCount === 0) throw new DrawRefused(`competition ${competitionId} closed without entries: there is nothing to draw`);
  if (beacon.round !== close.beaconRound) {
    throw new DrawRefused(`competition ${competitionId} is drawn by round ${close.beaconRound} only, not round ${beacon.round}`);
  }
  const check = await verifyBeacon(beacon);
  if (!check.valid) throw new DrawRefused(`competition ${competitionId}: ${check.reason}`);

  const drawn = await drawWinnerV2({ competitionId, seed: commitment.seed, randomness: check.randomness, entries: parseEntryList(listText) });
  if (drawn.entryListHash !== close.entryListHash) {
    throw new DrawRefused(`competition ${competitionId}: the stored entry list no longer hashes to the hash published at its close`);
  }
  const owner = ticketOrder(db, competitionId, drawn.entry.ticket);
  if (!owner || entryLabel(owner) !== drawn.entry.label) {
    throw new DrawRefused(`competition ${competitionId}: ticket ${drawn.entry.ticket} no longer belongs to ${drawn.entry.label} as published at the close`);
  }

  return db
    .transaction(() => {
      if (hasMainWinner(db, competitionId) || beaconOf(db, competitionId)) throw new DrawRefused(`competition ${competitionId} has already been drawn`);
      storeBeacon(db, competitionId, { round: check.round, signature: check.signature, randomness: check.randomness, relay: beacon.relay }, now);
      const winner = recordMainDraw(db, competition, drawn.entry.ticket, holderOfOrder(db, owner), now);
      return { competitionId, title: competition.title, ticketNumber: drawn.entry.ticket, winner, ticketCount: close.entryCount };
    })
    .immediate();
}
