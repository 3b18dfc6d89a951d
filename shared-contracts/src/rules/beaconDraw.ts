import type { Beacon, BeaconCheck } from './beacon';
import { QUICKNET } from './drawRules';

/**
 * Draw rule v2, "drand-quicknet-v2": a main draw's winner comes from the shop's committed seed AND a public
 * randomness beacon round that did not exist when entries closed, so neither the shop nor anyone else can
 * choose or foresee the winner. Written once (Web Crypto only) so store-api draws with it and any browser
 * recomputes it; the beacon's BLS check lives in ./drandBeacon (loaded only by code that verifies).
 *
 * 1. Seed. When a competition is created the shop picks a secret random 32-byte seed and publishes its
 *    commitment at once, with the competition: SHA-256 of the 32 seed bytes, 64 lowercase hex characters.
 *    The seed is revealed after the draw.
 * 2. Close. When entries close (closing time passed or sold out) sales stop, and the shop publishes
 *    - the entry list's canonical text (`entryListText`): one line per entry, sorted by ticket number
 *      ascending, each `<ticket>,<entrant label>` followed by a line feed (0x0A); the ticket number in decimal
 *      without sign or leading zeros, each ticket once; the label 1 to 64 printable ASCII characters
 *      (0x20 to 0x7E) except the comma, with no space at either end (store-api labels a paid entry
 *      `order-<order number>` and a free postal entry `postal-<order number>`, the number of the £0 order
 *      it was recorded as: free and paid entries are in the same list, with the same chance, and the
 *      labels say which is which). An empty list is the empty text;
 *    - its hash: SHA-256 of that text (ASCII bytes), lowercase hex, and the entry count (its lines);
 *    - `closed_at`, the moment the list was published, in whole Unix seconds;
 *    - the beacon round R: the first drand quicknet round whose time is at least 60 seconds after
 *      `closed_at` (`drawRoundFor`). Round r's time is genesis + (r - 1) × period (quicknet: genesis
 *      1692803367, period 3 s), so R = max(1, ceil((closed_at + 60 − genesis) / period) + 1).
 * 3. Beacon. Once round R is due, its beacon is fetched from drand relays and verified: the signature is a
 *    BLS signature on G1 (scheme bls-unchained-g1-rfc9380, DST `BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_`)
 *    of SHA-256(R as 8 bytes big-endian) under quicknet's pinned public key, and the round's randomness is
 *    SHA-256 of the 48 signature bytes. No other round is ever used, and the shop never uses its own
 *    randomness instead: a late beacon only delays the draw.
 * 4. Winner. With n entries (n ≥ 1), for counter = 0, 1, 2, …:
 *      h = SHA-256( "angling-prizes draw v2" (22 ASCII bytes) ‖ 0x00 ‖ competition id (8 bytes big-endian)
 *                   ‖ seed (32 bytes) ‖ beacon randomness (32 bytes) ‖ entry-list hash (32 bytes)
 *                   ‖ counter (4 bytes big-endian) )
 *    read h as a 256-bit big-endian unsigned integer x; if x < floor(2^256 / n) × n (the largest multiple of
 *    n not above 2^256) the winning index is x mod n, else try the next counter. Every index is then equally
 *    likely: no modulo bias (a retry happens with probability below n / 2^256). The winner is the entry at
 *    that index of the sorted list.
 *
 * The seed guards against a beacon known early, the beacon against the shop: the shop knows its seed, but
 * at close it has already published the list and cannot know round R's randomness.
 */

/** The versioned label hashed into every v2 winner, so no other use of the same inputs gives the same hash. */
export const DRAW_LABEL_V2 = 'angling-prizes draw v2';

/** Round R's time is at least this many seconds after entries close. */
export const BEACON_DELAY_SECONDS = 60;

/** A quicknet round's time, in Unix seconds: genesis + (round − 1) × period. */
export function beaconRoundTime(round: number): number {
  return QUICKNET.genesisTime + (round - 1) * QUICKNET.period;
}

/** The latest quicknet round due at `time` (Unix seconds): floor((time − genesis) / period) + 1, at least 1. */
export function beaconRoundAt(time: number): number {
  return Math.max(1, Math.floor((time - QUICKNET.genesisTime) / QUICKNET.period) + 1);
}

/** The round R of a draw whose entries closed at `closedAt` (Unix seconds): the first round at least 60 s later. */
export function drawRoundFor(closedAt: number): number {
  return Math.max(1, Math.ceil((closedAt + BEACON_DELAY_SECONDS - QUICKNET.genesisTime) / QUICKNET.period) + 1);
}

/** One entry of a draw: its ticket number and its entrant's label. */
export interface DrawEntry {
  ticket: number;
  label: string;
}

const LABEL_PATTERN = /^[!-+\--~](?:[ -+\--~]{0,62}[!-+\--~])?$/;

/** 1 to 64 printable ASCII characters except the comma, no space at either end. */
export function isEntrantLabel(label: string): boolean {
  return LABEL_PATTERN.test(label);
}

/** Why a list of entries cannot be drawn from as it is (null when it can). */
export function entryListProblem(entries: readonly DrawEntry[]): string | null {
  const seen = new Set<number>();
  for (const { ticket, label } of entries) {
    if (!Number.isSafeInteger(ticket) || ticket < 0) return `ticket ${String(ticket)} is not a whole number`;
    if (seen.has(ticket)) return `ticket ${ticket} is listed twice`;
    seen.add(ticket);
    if (!isEntrantLabel(label)) return `the label of ticket ${ticket} is not 1 to 64 printable ASCII characters without a comma`;
  }
  return null;
}

/** The entries sorted by ticket number, ascending. */
export function sortedEntries(entries: readonly DrawEntry[]): DrawEntry[] {
  return [...entries].sort((a, b) => a.ticket - b.ticket);
}

/** The entry list's canonical text: `<ticket>,<label>\n` per entry, by ticket ascending. */
export function entryListText(entries: readonly DrawEntry[]): string {
  const problem = entryListProblem(entries);
  if (problem) throw new Error(`The entry list cannot be drawn from: ${problem}.`);
  return sortedEntries(entries)
    .map(({ ticket, label }) => `${ticket},${label}\n`)
    .join('');
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const HEX_32 = /^[0-9a-f]{64}$/;

/** 32 bytes written as 64 hex characters (either case), or null. */
export function hex32(value: string): Uint8Array<ArrayBuffer> | null {
  const normalised = value.trim().toLowerCase();
  if (!HEX_32.test(normalised)) return null;
  const bytes = new Uint8Array(new ArrayBuffer(32));
  for (let index = 0; index < 32; index += 1) bytes[index] = Number.parseInt(normalised.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

/** SHA-256 of the entry list's canonical text, lowercase hex. */
export async function entryListHash(entries: readonly DrawEntry[]): Promise<string> {
  return toHex(await sha256(new TextEncoder().encode(entryListText(entries))));
}

/**
 * The bias-free step of the winner rule for one hash value: `value` read as a big-endian unsigned integer x
 * of 8 × length bits; x mod count when x is below the largest multiple of count not above 2^(8 × length),
 * else null (the caller hashes again with the next counter). Any width works, so tests can check every value.
 */
export function acceptedIndex(value: Uint8Array, count: number): number | null {
  if (!Number.isSafeInteger(count) || count < 1) throw new Error('A draw needs at least one entry.');
  const x = value.reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
  const space = 1n << BigInt(8 * value.length);
  const n = BigInt(count);
  return x < space - (space % n) ? Number(x % n) : null;
}

/** What the v2 winner is computed from (hex strings as published). */
export interface WinnerInputs {
  competitionId: number;
  /** The revealed seed, 64 hex characters. */
  seed: string;
  /** The beacon round's randomness, 64 hex characters. */
  randomness: string;
  /** The entry list's hash, 64 hex characters. */
  entryListHash: string;
  /** The number of entries (n ≥ 1). */
  count: number;
}

/** Counters are 4 bytes: the loop ends long before (each retry has probability below n / 2^256). */
const MAX_COUNTER = 0xffffffff;

/** The hashed message for one counter (rule step 4). */
export function winnerMessage(inputs: Omit<WinnerInputs, 'count'>, counter: number): Uint8Array<ArrayBuffer> {
  const seed = hex32(inputs.seed);
  const randomness = hex32(inputs.randomness);
  const listHash = hex32(inputs.entryListHash);
  if (!seed || !randomness || !listHash) throw new Error('The seed, the beacon randomness and the entry-list hash are each 64 hexadecimal characters.');
  if (!Number.isSafeInteger(inputs.competitionId) || inputs.competitionId < 0) throw new Error('A competition id is a whole number.');
  const label = new TextEncoder().encode(DRAW_LABEL_V2);
  const message = new Uint8Array(new ArrayBuffer(label.length + 1 + 8 + 96 + 4));
  const view = new DataView(message.buffer);
  message.set(label, 0);
  let at = label.length + 1; // the 0x00 separator stays zero
  view.setBigUint64(at, BigInt(inputs.competitionId));
  at += 8;
  for (const part of [seed, randomness, listHash]) {
    message.set(part, at);
    at += 32;
  }
  view.setUint32(at, counter);
  return message;
}

/** The winning index among `count` sorted entries, and how many hashes it took (1 unless a value was rejected). */
export async function winnerIndex(inputs: WinnerInputs): Promise<{ index: number; hashes: number }> {
  for (let counter = 0; counter <= MAX_COUNTER; counter += 1) {
    const index = acceptedIndex(await sha256(winnerMessage(inputs, counter)), inputs.count);
    if (index !== null) return { index, hashes: counter + 1 };
  }
  throw new Error('No counter gave an accepted value.');
}

/** The winning entry of a draw by this rule: the entry at the winning index of the list sorted by ticket. */
export async function drawWinnerV2(inputs: Omit<WinnerInputs, 'count' | 'entryListHash'> & { entries: readonly DrawEntry[] }): Promise<{
  index: number;
  entry: DrawEntry;
  entryListHash: string;
}> {
  const sorted = sortedEntries(inputs.entries);
  const listHash = await entryListHash(sorted);
  const { index } = await winnerIndex({ ...inputs, entryListHash: listHash, count: sorted.length });
  return { index, entry: sorted[index]!, entryListHash: listHash };
}

/**
 * Verifies a quicknet beacon against the pinned public key (rule step 3). The BLS code (@noble/curves) is
 * loaded on the first call only, so nothing that merely imports the contract pays for it.
 */
export async function verifyBeacon(beacon: Beacon): Promise<BeaconCheck> {
  const { verifyQuicknetBeacon } = await import('./drandBeacon');
  return verifyQuicknetBeacon(beacon);
}
