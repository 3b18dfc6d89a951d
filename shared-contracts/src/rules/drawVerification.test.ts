import { checkDrawProof, verifyDrawProof, type DrawVerification, type PublishedDrawProof } from './drawVerification';
import { QUICKNET } from './drawRules';
import { recordedRound } from '../testing/quicknetRounds';

// Expected values computed independently with Python's hashlib (see beaconDraw.test.ts).
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const OTHER_SEED = '100102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const COMMITMENT = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';
const ROUND = recordedRound(30662982);
const ENTRIES = Array.from({ length: 100 }, (_, index) => ({ ticket: index + 1, label: `order-${(((index + 1) * 7) % 13) + 1}` }));

/** A v2 draw of competition 1234 with round 30662982: entries closed exactly 60 s before it; ticket 77 won. */
const PROOF: PublishedDrawProof = {
  competition_id: 1234,
  rule: 'drand-quicknet-v2',
  commitment: COMMITMENT,
  seed: SEED,
  tickets: ENTRIES.map((entry) => entry.ticket),
  winning_ticket: 77,
  entries: ENTRIES,
  entry_count: 100,
  entry_list_hash: 'cace0b36ed3860188eb4832979935c6cb497c39e2d86b2679a0fe12a45e82ced',
  closed_at: 1784792250,
  beacon_round: 30662982,
  beacon: { ...ROUND, chain_hash: QUICKNET.chainHash },
};

/** Each step as `name: pass|fail|wait`, so a test states the whole outcome in one line. */
const summary = (result: DrawVerification) => result.steps.map((step) => `${step.step}: ${step.passed ? 'pass' : step.waiting ? 'wait' : 'fail'}`);
const reasonOf = (result: DrawVerification, step: string) => result.steps.find((candidate) => candidate.step === step)!.reason;

describe('verifyDrawProof, rule v2 (drand quicknet)', () => {
  it('passes every step of an honest draw with a recorded round', async () => {
    const result = await verifyDrawProof(PROOF);
    expect(summary(result)).toEqual(['seed: pass', 'beacon: pass', 'round: pass', 'entries: pass', 'winner: pass']);
    expect(result).toMatchObject({ rule: 'drand-quicknet-v2', verified: true, waiting: false, computedTicket: 77 });
    expect(reasonOf(result, 'round')).toBe(
      'The beacon is round 30662982, the first round at least 60 s after entries closed (2026-07-23T07:37:30Z), announced at the close.',
    );
    expect(reasonOf(result, 'winner')).toBe('The rule gives ticket 77 (entry 77 of 100), the ticket announced.');
  });

  it('refuses a tampered signature as a beacon that does not verify', async () => {
    const signature = `${ROUND.signature.slice(0, 10)}${ROUND.signature[10] === 'a' ? 'b' : 'a'}${ROUND.signature.slice(11)}`;
    const result = await verifyDrawProof({ ...PROOF, beacon: { ...ROUND, signature } });
    expect(result.verified).toBe(false);
    expect(summary(result)[1]).toBe('beacon: fail');
    expect(reasonOf(result, 'beacon')).toBe('The signature of round 30662982 does not verify under the quicknet public key.');
  });

  it('refuses a beacon whose randomness is not SHA-256 of its signature, and one from another chain', async () => {
    const forged = await verifyDrawProof({ ...PROOF, beacon: { ...ROUND, randomness: recordedRound(30662990).randomness } });
    expect(summary(forged)[1]).toBe('beacon: fail');
    expect(reasonOf(forged, 'beacon')).toBe('The randomness given for round 30662982 is not SHA-256 of its signature.');
    const mainnet = await verifyDrawProof({ ...PROOF, beacon: { ...ROUND, chain_hash: '8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce' } });
    expect(reasonOf(mainnet, 'beacon')).toMatch(/^The beacon is from drand chain 8990e7a9.*, not quicknet/);
  });

  it('refuses a genuine beacon of another round than the R announced at close', async () => {
    const result = await verifyDrawProof({ ...PROOF, beacon: recordedRound(30662990) });
    expect(summary(result)).toEqual(['seed: pass', 'beacon: pass', 'round: fail', 'entries: pass', 'winner: fail']);
    expect(reasonOf(result, 'round')).toBe('The beacon is round 30662990, not round 30662982 announced when entries closed.');
  });

  it('refuses an announced R that is not the first round at least 60 s after the close', async () => {
    const early = await verifyDrawProof({ ...PROOF, closed_at: PROOF.closed_at! + 1 });
    expect(summary(early)[2]).toBe('round: fail');
    expect(reasonOf(early, 'round')).toBe(
      'Round 30662982 was announced, but the first round at least 60 s after entries closed (2026-07-23T07:37:31Z) is round 30662983.',
    );
  });

  it('refuses a list that does not match its hash, naming the hash it has', async () => {
    const entries = ENTRIES.map((entry) => (entry.ticket === 12 ? { ...entry, label: 'order-99' } : entry));
    const result = await verifyDrawProof({ ...PROOF, entries });
    expect(summary(result).slice(0, 4)).toEqual(['seed: pass', 'beacon: pass', 'round: pass', 'entries: fail']);
    expect(reasonOf(result, 'entries')).toMatch(/^The entry list hashes to [0-9a-f]{64}, not to cace0b36.* published when entries closed\.$/);
    const added = await verifyDrawProof({ ...PROOF, entries: [...ENTRIES, { ticket: 101, label: 'order-1' }] });
    expect(reasonOf(added, 'entries')).toBe('The list has 101 entries, not the 100 published when entries closed.');
    const twice = await verifyDrawProof({ ...PROOF, entries: [...ENTRIES, { ticket: 5, label: 'order-1' }] });
    expect(reasonOf(twice, 'entries')).toBe('The entry list is not well formed: ticket 5 is listed twice.');
  });

  it('refuses a seed that does not match its commitment', async () => {
    const result = await verifyDrawProof({ ...PROOF, seed: OTHER_SEED });
    expect(summary(result)[0]).toBe('seed: fail');
    expect(reasonOf(result, 'seed')).toBe(
      `SHA-256 of the revealed seed is 25583c31a09b37f791d041c9fd07fb223bca0dfd968b8d48b235559e3f8b45be, not the commitment ${COMMITMENT} published when the competition opened.`,
    );
  });

  it('refuses an announced winner the rule does not give', async () => {
    const result = await verifyDrawProof({ ...PROOF, winning_ticket: 78 });
    expect(summary(result)).toEqual(['seed: pass', 'beacon: pass', 'round: pass', 'entries: pass', 'winner: fail']);
    expect(reasonOf(result, 'winner')).toBe('The rule gives ticket 77, but ticket 78 was announced.');
    expect(result.computedTicket).toBe(77);
  });

  it('waits, without failing, for the seed and the beacon before the draw', async () => {
    const result = await verifyDrawProof({ ...PROOF, seed: null, beacon: null, winning_ticket: null });
    expect(summary(result)).toEqual(['seed: wait', 'beacon: wait', 'round: wait', 'entries: pass', 'winner: wait']);
    expect(result).toMatchObject({ verified: false, waiting: true, computedTicket: null });
    expect(reasonOf(result, 'beacon')).toBe('Waiting for drand quicknet round 30662982, due at 2026-07-23T07:38:30Z.');
  });
});

describe('verifyDrawProof, rule v1 (a proof without a rule is the first rule)', () => {
  const HUNDRED = Array.from({ length: 100 }, (_, index) => index + 1);
  const V1 = { competition_id: 1, commitment: COMMITMENT, seed: SEED, tickets: HUNDRED, winning_ticket: 31 };

  it('still verifies a draw made by the first rule', async () => {
    const result = await verifyDrawProof(V1);
    expect(summary(result)).toEqual(['seed: pass', 'winner: pass']);
    expect(result).toMatchObject({ rule: 'seed-hmac-v1', verified: true, computedTicket: 31 });
    expect(await verifyDrawProof({ ...V1, rule: 'seed-hmac-v1' })).toMatchObject({ verified: true });
  });

  it('fails it for a changed ticket list or seed, and names an unknown rule', async () => {
    expect(summary(await verifyDrawProof({ ...V1, tickets: HUNDRED.map((ticket) => (ticket === 31 ? 131 : ticket)) }))).toEqual(['seed: pass', 'winner: fail']);
    expect(summary(await verifyDrawProof({ ...V1, seed: OTHER_SEED }))).toEqual(['seed: fail', 'winner: fail']);
    expect(await verifyDrawProof({ ...V1, rule: 'dice-v9' })).toMatchObject({
      verified: false,
      steps: [{ step: 'winner', passed: false, reason: 'The draw names a rule this page does not know (dice-v9).' }],
    });
  });
});

describe("checkDrawProof (the first rule's summary) on a rule v2 draw", () => {
  it('calls it verified only when every step passed', async () => {
    expect(await checkDrawProof(PROOF)).toEqual({ commitmentMatches: true, computedTicket: 77, winnerMatches: true, verified: true });
    // A forged beacon with the announced winner still computable: not verified, and not a winner match either.
    const forged = { ...PROOF, beacon: { ...ROUND, signature: recordedRound(30662990).signature } };
    expect(await checkDrawProof(forged)).toEqual({ commitmentMatches: true, computedTicket: 77, winnerMatches: false, verified: false });
    expect(await checkDrawProof({ ...PROOF, seed: OTHER_SEED })).toMatchObject({ commitmentMatches: false, verified: false });
  });
});
