import { drawRoundFor } from '@shop/shared-contracts';
import recorded from './quicknetDemoRounds.json';

/**
 * The demo shop's past draws, made by draw rule v2 (shared-contracts rules/beaconDraw.ts) on real drand
 * quicknet rounds recorded in quicknetDemoRounds.json: a round is signed by the League of Entropy, so a
 * recorded round verifies offline exactly as a live one does, and a shop with no internet still shows drawn
 * rule v2 competitions. store-api's seed (seed.ts) and the WordPress demo import (exportDemo.ts, then the
 * plugin's importer) both make them from this file, the same way: opened (its commitment dated then), paid
 * and postal entries over the month, closed at `closedAt` (its entry list, hash and round R published), and
 * drawn from round R once it was out. The moments are fixed, not relative to the day of seeding, because a
 * close names the round due 60 s later, and only these rounds are recorded.
 */

export interface RecordedBeacon {
  round: number;
  /** SHA-256 of the signature, hex. */
  randomness: string;
  /** The BLS signature on G1, 48 bytes in hex. */
  signature: string;
}

export const DEMO_BEACON_ROUNDS: readonly RecordedBeacon[] = recorded.rounds;

function demoRound(round: number): RecordedBeacon {
  const found = DEMO_BEACON_ROUNDS.find((entry) => entry.round === round);
  if (!found) throw new Error(`quicknet round ${round} is not recorded in quicknetDemoRounds.json`);
  return found;
}

/** A free postal entry's card (one entry per card), as the operator types it in. */
export interface PastPostalCard {
  first_name: string;
  last_name: string;
  address_1: string;
  city: string;
  postcode: string;
  email: string;
}

export interface PastDraw {
  /** The catalogue entry it draws (catalogue.ts, `finished: 'drawn'`). */
  title: string;
  /** Its opening and its commitment's date, epoch ms. */
  openedAt: number;
  /** UK local date and time entries were due to close and the draw to be made (a sold-out one closed earlier). */
  draw_date: string;
  draw_time: string;
  /** How its entries closed: all tickets sold, or the closing time passed with tickets unsold. */
  closedBy: 'sold_out' | 'closing_time';
  /** When the close was published (the draw job's look just after entries closed), epoch ms in whole seconds. */
  closedAt: number;
  /** Round R: the first quicknet round at least 60 s after `closedAt`. */
  beacon: RecordedBeacon;
  /** When round R was fetched and the winner drawn, epoch ms. */
  drawnAt: number;
  postalCards: readonly PastPostalCard[];
}

const DAY = 86_400_000;
const OPENED = Date.UTC(2026, 5, 23, 9, 0, 0); // 10:00 UK time, 23 June 2026

export const PAST_DRAWS: readonly PastDraw[] = [
  {
    // Closed at its closing time (08:37 UK, 07:37Z) with tickets unsold; the draw job saw it 30 s later.
    title: 'Aluminium Fishing Boat & Engine',
    openedAt: OPENED,
    draw_date: '2026-07-23',
    draw_time: '08:37',
    closedBy: 'closing_time',
    closedAt: Date.UTC(2026, 6, 23, 7, 37, 30),
    beacon: demoRound(30662982), // due 07:38:30Z
    drawnAt: Date.UTC(2026, 6, 23, 7, 38, 33),
    postalCards: [],
  },
  {
    // Sold out at 08:37:34 UK time, seconds before its closing time; the close was published 20 s later.
    title: '£2,000 Christmas Cash',
    openedAt: OPENED,
    draw_date: '2026-07-23',
    draw_time: '08:38',
    closedBy: 'sold_out',
    closedAt: Date.UTC(2026, 6, 23, 7, 37, 54),
    beacon: demoRound(30662990), // due 07:38:54Z
    drawnAt: Date.UTC(2026, 6, 23, 7, 38, 57),
    postalCards: [],
  },
  {
    // Sold out, with three free postal entries in its list beside the paid ones.
    title: 'Carp Porter Barrow Bundle',
    openedAt: OPENED,
    draw_date: '2026-07-23',
    draw_time: '08:39',
    closedBy: 'sold_out',
    closedAt: Date.UTC(2026, 6, 23, 7, 38, 0),
    beacon: demoRound(30662992), // due 07:39:00Z
    drawnAt: Date.UTC(2026, 6, 23, 7, 39, 3),
    postalCards: [
      { first_name: 'Alan', last_name: 'Taylor', address_1: '4 Weir Cottages', city: 'Ringwood', postcode: 'BH24 1AA', email: 'alan.taylor@example.org' },
      { first_name: 'Bev', last_name: 'Collins', address_1: '17 Canal Street', city: 'Wigan', postcode: 'WN1 2AB', email: 'bev.collins@example.org' },
      { first_name: 'Sam', last_name: 'Patel', address_1: '9 Mere Road', city: 'Ellesmere', postcode: 'SY12 0PA', email: 'sam.patel@example.org' },
    ],
  },
];

export function pastDrawOf(title: string): PastDraw | undefined {
  return PAST_DRAWS.find((draw) => draw.title === title);
}

/** One entry of a past draw, in the order they happened: an order of paid tickets, or a postal card. */
export type PastEntryEvent = { kind: 'sale'; buyer: number; quantity: number; at: number } | { kind: 'postal'; card: PastPostalCard; at: number };

/**
 * When each entry came in: the postal cards in the first fortnight, the buyers' orders every five days from
 * the fourth; a sold-out draw's last order is the one that sold it out, 20 s before its close.
 * `quantities[i]` is buyer i's number of paid tickets.
 */
export function pastEntryEvents(draw: PastDraw, quantities: readonly number[]): PastEntryEvent[] {
  const postal = draw.postalCards.map((card, index): PastEntryEvent => ({ kind: 'postal', card, at: draw.openedAt + (2 + 5 * index) * DAY }));
  const buyers = quantities.flatMap((quantity, buyer) => (quantity > 0 ? [buyer] : []));
  const sales = buyers.map((buyer, index): PastEntryEvent => ({
    kind: 'sale',
    buyer,
    quantity: quantities[buyer]!,
    at: draw.closedBy === 'sold_out' && index === buyers.length - 1 ? draw.closedAt - 20_000 : draw.openedAt + (4 + 5 * index) * DAY,
  }));
  return [...postal, ...sales].sort((a, b) => a.at - b.at);
}

/** Buyer i's paid tickets: the paid share split into equal chunks, as the rest of the demo sells (seed.ts). */
export function pastPaidQuantities(toSell: number, buyers: number): number[] {
  const chunk = Math.ceil(toSell / buyers);
  return Array.from({ length: buyers }, (_, buyer) => Math.max(0, Math.min(chunk, toSell - buyer * chunk)));
}

/** Every past draw's close names its recorded round (a check the seed and the tests share). */
export function closeNamesItsRound(draw: PastDraw): boolean {
  return drawRoundFor(Math.floor(draw.closedAt / 1000)) === draw.beacon.round;
}
