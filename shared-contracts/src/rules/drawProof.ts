/**
 * Verifiable draws, the first rule ("seed-hmac-v1"): the rule that picked a main draw's winning ticket before
 * draw rule v2 (rules/beaconDraw.ts), kept so the draws made with it can still be recomputed (their proofs
 * name no rule, or this one). Web Crypto only: `crypto.subtle` in browsers and Node 20. The proof check,
 * `checkDrawProof`, is in rules/drawVerification.ts with the check of rule v2.
 *
 * 1. When the competition is created, the shop picks a secret random 32-byte seed and publishes its
 *    commitment: SHA-256 of the 32 seed bytes, as 64 lowercase hex characters.
 * 2. At the draw, the sold ticket numbers are sorted ascending and joined with commas ("3,17,254").
 *    The winning index is HMAC-SHA256(key: the 32 seed bytes, message: that text, UTF-8), read as one
 *    256-bit unsigned number, modulo the number of sold tickets; the winner is the ticket at that index.
 * 3. After the draw the seed is revealed: anyone checks SHA-256(seed) against the commitment published
 *    before, and recomputes the winning ticket from the seed and the list of sold tickets.
 *
 * The modulo bias is below 2^-200 for any real ticket count. The same check from a shell:
 * `echo -n <seed> | xxd -r -p | sha256sum` and
 * `printf '<tickets>' | openssl dgst -sha256 -mac HMAC -macopt hexkey:<seed>`.
 */

export interface DrawProof {
  /** SHA-256 of the seed bytes, hex, published when the competition closes. */
  commitment: string;
  /** The 32-byte seed as 64 hex characters, revealed after the draw (null before it). */
  seed: string | null;
  /** The sold ticket numbers (the rule sorts them). */
  tickets: number[];
  /** The ticket the shop announced (null before the draw). */
  winning_ticket: number | null;
}

export interface DrawCheck {
  /** SHA-256(seed) equals the published commitment. */
  commitmentMatches: boolean;
  /** The winning ticket the rule gives for this seed and these tickets (null without a seed or tickets). */
  computedTicket: number | null;
  /** The computed ticket is the announced one. */
  winnerMatches: boolean;
  /** Both hold: the draw is verified. */
  verified: boolean;
}

const SEED_PATTERN = /^[0-9a-f]{64}$/;

export function isSeedHex(seed: string): boolean {
  return SEED_PATTERN.test(seed);
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(hex.length / 2));
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

function bytesToHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function seedBytes(seed: string): Uint8Array<ArrayBuffer> {
  const normalised = seed.trim().toLowerCase();
  if (!isSeedHex(normalised)) throw new Error('A draw seed is 64 hexadecimal characters (32 bytes).');
  return hexToBytes(normalised);
}

/** The sold tickets as the rule reads them: ascending, comma-joined. */
export function ticketMessage(tickets: readonly number[]): string {
  return [...tickets].sort((a, b) => a - b).join(',');
}

/** The commitment of a seed: SHA-256 of its 32 bytes, lowercase hex. */
export async function drawCommitment(seed: string): Promise<string> {
  return bytesToHex(await crypto.subtle.digest('SHA-256', seedBytes(seed)));
}

/** The winning index among `count` sold tickets: HMAC-SHA256(seed, sorted tickets) mod count. */
export async function winningIndex(seed: string, tickets: readonly number[]): Promise<number> {
  if (tickets.length === 0) throw new Error('A draw needs at least one sold ticket.');
  const key = await crypto.subtle.importKey('raw', seedBytes(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(ticketMessage(tickets)));
  return Number(BigInt(`0x${bytesToHex(mac)}`) % BigInt(tickets.length));
}

/** The winning ticket number the rule gives for this seed and these sold tickets. */
export async function winningTicket(seed: string, tickets: readonly number[]): Promise<number> {
  const sorted = [...tickets].sort((a, b) => a - b);
  return sorted[await winningIndex(seed, sorted)]!;
}

/** Recomputes a draw of this rule: the seed against the commitment, and the winner from seed and tickets. */
export async function checkFirstRuleDraw(proof: DrawProof): Promise<DrawCheck> {
  if (proof.seed === null || !isSeedHex(proof.seed.trim().toLowerCase())) {
    return { commitmentMatches: false, computedTicket: null, winnerMatches: false, verified: false };
  }
  const commitmentMatches = (await drawCommitment(proof.seed)) === proof.commitment.trim().toLowerCase();
  const computedTicket = proof.tickets.length > 0 ? await winningTicket(proof.seed, proof.tickets) : null;
  const winnerMatches = computedTicket !== null && computedTicket === proof.winning_ticket;
  return { commitmentMatches, computedTicket, winnerMatches, verified: commitmentMatches && winnerMatches };
}
