import type { Competition } from '@shop/shared-contracts';
import { recordedRound } from '@shop/shared-contracts/src/testing/quicknetRounds';
import { openDatabase } from '../../store-api/src/db/openDatabase';
import { closeDraw } from '../../store-api/src/domain/beaconDraws';
import { drawWithBeacon } from '../../store-api/src/domain/draws';
import { sell } from '../../store-api/src/seed/seed';
import { addTestCompetition } from '../../store-api/src/testing/testShop';
import type { Shop } from './shop';

/**
 * A competition of the shop's store-api drawn by rule v2 in the past, with a real drand quicknet round
 * (recorded: this network cannot reach the beacon, and a round due now cannot be faked, being signed by
 * drand). It is made by store-api's own code on the shop's database, on the dates the round fits: opened on
 * 1 July 2026, entries from three demo customers, closed at 07:37:30Z on 23 July 2026 (its entry list and
 * round R 30662982 published), and drawn from that round once it was out. store-api then answers its proof
 * as it answers any other.
 */
const ROUND = recordedRound(30662982); // due at 2026-07-23T07:38:30Z
const OPENED = Date.UTC(2026, 6, 1, 9, 0, 0);
const CLOSE_SEEN = Date.UTC(2026, 6, 23, 7, 37, 30);
const ROUND_FETCHED = Date.UTC(2026, 6, 23, 7, 38, 33);

export interface PastDraw {
  competition: Competition;
  winningTicket: number;
  entryCount: number;
}

export async function pastBeaconDraw(shop: Shop): Promise<PastDraw> {
  if (!shop.dataDir) throw new Error('this shop runs without store-api');
  const db = openDatabase(shop.dataDir);
  try {
    const competition = addTestCompetition(
      db,
      {
        title: 'Summer Carp Session Bundle',
        draw_date: '2026-07-23',
        draw_time: '08:37',
        total_sell_tickets: 30,
        max_ticket_per_user: 10,
        price_per_ticket: 1,
      },
      OPENED,
    );
    const buyers = (db.prepare('SELECT id FROM users ORDER BY id LIMIT 3').all() as { id: number }[]).map((row) => row.id);
    buyers.forEach((userId, index) => sell(db, competition, userId, 3 + index, 'completed', OPENED + (index + 1) * 86_400_000));
    const close = closeDraw(db, competition.id, CLOSE_SEEN);
    if (close?.beaconRound !== ROUND.round) throw new Error(`the close named round ${close?.beaconRound}, not the recorded ${ROUND.round}`);
    const drawn = await drawWithBeacon(db, competition.id, { ...ROUND, relay: 'https://api.drand.sh' }, ROUND_FETCHED);
    return { competition, winningTicket: drawn.ticketNumber, entryCount: close.entryCount };
  } finally {
    db.close();
  }
}
