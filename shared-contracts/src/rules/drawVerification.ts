import {
  BEACON_DELAY_SECONDS,
  beaconRoundTime,
  drawRoundFor,
  drawWinnerV2,
  entryListHash,
  entryListProblem,
  hex32,
  verifyBeacon,
  type DrawEntry,
} from './beaconDraw';
import type { BeaconCheck } from './beacon';
import { DRAW_RULE_V1, DRAW_RULE_V2, QUICKNET } from './drawRules';
import { checkFirstRuleDraw, drawCommitment, isSeedHex, type DrawCheck, type DrawProof } from './drawProof';

/**
 * Checks a published main draw, step by step, by the rule that drew it (the proof names it: `rule`; a proof
 * without one is the first rule's, rules/drawProof.ts). For rule v2 (rules/beaconDraw.ts) the steps are:
 * the seed against its commitment, the beacon's signature, the beacon's round against the round R announced
 * at close, the entry list against its hash, and the recomputed winner against the announced one. Each step
 * says whether it passed and why, for the browser's proof page and for tests.
 */

/** A draw's proof as `draw_proof` answers it (v2 fields absent for a rule v1 draw). */
export interface PublishedDrawProof {
  competition_id: number;
  rule?: string;
  commitment: string;
  seed: string | null;
  tickets: readonly number[];
  winning_ticket: number | null;
  entries?: readonly DrawEntry[];
  entry_count?: number;
  entry_list_hash?: string;
  /** Unix seconds. */
  closed_at?: number;
  beacon_round?: number;
  beacon?: { round: number; signature: string; randomness: string; chain_hash?: string } | null;
}

export type DrawStepName = 'seed' | 'beacon' | 'round' | 'entries' | 'winner';

export interface DrawStepResult {
  step: DrawStepName;
  passed: boolean;
  /** Not checkable yet: the draw has not happened (the seed or the beacon is published later). Never set with `passed`. */
  waiting: boolean;
  reason: string;
}

export interface DrawVerification {
  rule: string;
  /** Every step passed. */
  verified: boolean;
  /** No step failed, but some wait for the draw. */
  waiting: boolean;
  steps: DrawStepResult[];
  /** The winning ticket the rule gives for the published values (null when they do not allow one). */
  computedTicket: number | null;
}

const pass = (step: DrawStepName, reason: string): DrawStepResult => ({ step, passed: true, waiting: false, reason });
const fail = (step: DrawStepName, reason: string): DrawStepResult => ({ step, passed: false, waiting: false, reason });
const wait = (step: DrawStepName, reason: string): DrawStepResult => ({ step, passed: false, waiting: true, reason });

const isoTime = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace('.000Z', 'Z');

/** How the reasons write a moment (Unix seconds): ISO 8601 in UTC unless a page gives its own format. */
export interface VerifyOptions {
  moment?: (unixSeconds: number) => string;
}
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

async function seedStep(proof: PublishedDrawProof): Promise<DrawStepResult> {
  if (proof.seed === null) return wait('seed', 'The seed is revealed after the draw.');
  if (!isSeedHex(proof.seed.trim().toLowerCase())) return fail('seed', 'The revealed seed is not 64 hexadecimal characters (32 bytes).');
  const hash = await drawCommitment(proof.seed);
  if (hash !== proof.commitment.trim().toLowerCase()) {
    return fail('seed', `SHA-256 of the revealed seed is ${hash}, not the commitment ${proof.commitment} published when the competition opened.`);
  }
  return pass('seed', 'SHA-256 of the revealed seed equals the commitment published when the competition opened.');
}

function roundDue(proof: PublishedDrawProof, moment: (unixSeconds: number) => string): string {
  return proof.beacon_round === undefined
    ? 'The beacon round is named when entries close.'
    : `Waiting for drand quicknet round ${proof.beacon_round}, due at ${moment(beaconRoundTime(proof.beacon_round))}.`;
}

async function beaconStep(proof: PublishedDrawProof, moment: (unixSeconds: number) => string): Promise<{ step: DrawStepResult; check: BeaconCheck | null }> {
  const beacon = proof.beacon;
  if (!beacon) return { step: wait('beacon', roundDue(proof, moment)), check: null };
  if (beacon.chain_hash !== undefined && beacon.chain_hash.trim().toLowerCase() !== QUICKNET.chainHash) {
    return { step: fail('beacon', `The beacon is from drand chain ${beacon.chain_hash}, not quicknet (${QUICKNET.chainHash}).`), check: null };
  }
  const check = await verifyBeacon(beacon);
  if (!check.valid) return { step: fail('beacon', sentence(check.reason)), check };
  return {
    step: pass('beacon', `The signature of round ${check.round} verifies under drand quicknet's public key, and the randomness is SHA-256 of it.`),
    check,
  };
}

function roundStep(proof: PublishedDrawProof, moment: (unixSeconds: number) => string): DrawStepResult {
  if (proof.closed_at === undefined || proof.beacon_round === undefined) return fail('round', 'The closing time and the beacon round were not published.');
  const due = drawRoundFor(proof.closed_at);
  if (proof.beacon_round !== due) {
    return fail(
      'round',
      `Round ${proof.beacon_round} was announced, but the first round at least ${BEACON_DELAY_SECONDS} s after entries closed (${moment(proof.closed_at)}) is round ${due}.`,
    );
  }
  if (!proof.beacon) return wait('round', roundDue(proof, moment));
  if (proof.beacon.round !== proof.beacon_round) {
    return fail('round', `The beacon is round ${proof.beacon.round}, not round ${proof.beacon_round} announced when entries closed.`);
  }
  return pass(
    'round',
    `The beacon is round ${due}, the first round at least ${BEACON_DELAY_SECONDS} s after entries closed (${moment(proof.closed_at)}), announced at the close.`,
  );
}

async function entriesStep(proof: PublishedDrawProof): Promise<{ step: DrawStepResult; hash: string | null }> {
  const entries = proof.entries;
  if (!entries || proof.entry_list_hash === undefined || proof.entry_count === undefined) {
    return { step: fail('entries', 'The entry list and its hash were not published.'), hash: null };
  }
  const problem = entryListProblem(entries);
  if (problem) return { step: fail('entries', `The entry list is not well formed: ${problem}.`), hash: null };
  const hash = await entryListHash(entries);
  if (entries.length !== proof.entry_count) {
    return { step: fail('entries', `The list has ${entries.length} entries, not the ${proof.entry_count} published when entries closed.`), hash };
  }
  if (hash !== proof.entry_list_hash.trim().toLowerCase()) {
    return { step: fail('entries', `The entry list hashes to ${hash}, not to ${proof.entry_list_hash} published when entries closed.`), hash };
  }
  return { step: pass('entries', `The ${entries.length} entries hash to the SHA-256 published when entries closed.`), hash };
}

async function winnerStep(
  proof: PublishedDrawProof,
  beacon: BeaconCheck | null,
  listHash: string | null,
): Promise<{ step: DrawStepResult; ticket: number | null }> {
  const entries = proof.entries ?? [];
  if (listHash !== null && entries.length === 0) return { step: fail('winner', 'The list has no entries: there is nothing to draw.'), ticket: null };
  if (proof.seed === null || !proof.beacon) return { step: wait('winner', 'The winner is drawn once the beacon round is published.'), ticket: null };
  const randomness = beacon?.valid ? beacon.randomness : proof.beacon.randomness;
  if (listHash === null || !isSeedHex(proof.seed.trim().toLowerCase()) || !hex32(randomness)) {
    return { step: fail('winner', 'The winner cannot be recomputed: the seed, the beacon or the entry list is not well formed.'), ticket: null };
  }
  const { index, entry } = await drawWinnerV2({ competitionId: proof.competition_id, seed: proof.seed, randomness, entries });
  const ticket = entry.ticket;
  if (proof.winning_ticket === null) return { step: fail('winner', `The rule gives ticket ${ticket}, but no winner was announced.`), ticket };
  if (ticket !== proof.winning_ticket)
    return { step: fail('winner', `The rule gives ticket ${ticket}, but ticket ${proof.winning_ticket} was announced.`), ticket };
  return { step: pass('winner', `The rule gives ticket ${ticket} (entry ${index + 1} of ${entries.length}), the ticket announced.`), ticket };
}

function outcome(rule: string, steps: DrawStepResult[], computedTicket: number | null): DrawVerification {
  const verified = steps.every((step) => step.passed);
  const waiting = !verified && steps.every((step) => step.passed || step.waiting);
  return { rule, verified, waiting, steps, computedTicket };
}

async function verifyV1(proof: PublishedDrawProof): Promise<DrawVerification> {
  const seed = await seedStep(proof);
  if (proof.seed === null) return outcome(DRAW_RULE_V1, [seed, wait('winner', 'The winner is recomputed once the seed is revealed.')], null);
  const check = await checkFirstRuleDraw({ ...proof, tickets: [...proof.tickets] });
  const ticket = check.computedTicket;
  const winner =
    ticket === null
      ? fail('winner', 'The winner cannot be recomputed: no tickets or no valid seed.')
      : check.winnerMatches
        ? pass('winner', `HMAC-SHA256 of the sorted tickets under the seed gives ticket ${ticket}, the ticket announced.`)
        : fail(
            'winner',
            `The rule gives ticket ${ticket}, but ${proof.winning_ticket === null ? 'no winner' : `ticket ${proof.winning_ticket}`} was announced.`,
          );
  return outcome(DRAW_RULE_V1, [seed, winner], ticket);
}

async function verifyV2(proof: PublishedDrawProof, moment: (unixSeconds: number) => string): Promise<DrawVerification> {
  const seed = await seedStep(proof);
  const beacon = await beaconStep(proof, moment);
  const round = roundStep(proof, moment);
  const entries = await entriesStep(proof);
  const winner = await winnerStep(proof, beacon.check, entries.hash);
  return outcome(DRAW_RULE_V2, [seed, beacon.step, round, entries.step, winner.step], winner.ticket);
}

/** Checks a published draw by the rule it names; every step comes back with whether it passed and why. */
export async function verifyDrawProof(proof: PublishedDrawProof, options: VerifyOptions = {}): Promise<DrawVerification> {
  const rule = proof.rule ?? DRAW_RULE_V1;
  if (rule === DRAW_RULE_V1) return verifyV1(proof);
  if (rule === DRAW_RULE_V2) return verifyV2(proof, options.moment ?? isoTime);
  return outcome(rule, [fail('winner', `The draw names a rule this page does not know (${rule}).`)], null);
}

/**
 * The first rule's summary of a check (rules/drawProof.ts's DrawCheck), for any published draw: a draw by
 * the first rule is recomputed as before; a rule v2 draw is checked step by step (verifyDrawProof), its seed
 * step giving `commitmentMatches` and every other step (beacon, round R, entry list, winner) `winnerMatches`,
 * so nothing is called verified unless every step passed.
 */
export async function checkDrawProof(proof: DrawProof | PublishedDrawProof): Promise<DrawCheck> {
  if (!('rule' in proof) || proof.rule === undefined || proof.rule === DRAW_RULE_V1) return checkFirstRuleDraw({ ...proof, tickets: [...proof.tickets] });
  const result = await verifyDrawProof(proof);
  const passed = (step: DrawStepName) => result.steps.some((candidate) => candidate.step === step && candidate.passed);
  const others: DrawStepName[] = ['beacon', 'round', 'entries', 'winner'];
  return {
    commitmentMatches: passed('seed'),
    computedTicket: result.computedTicket,
    winnerMatches: others.every(passed),
    verified: result.verified,
  };
}
