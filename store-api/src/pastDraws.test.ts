import { createHash } from 'node:crypto';
import { verifyBeacon, verifyDrawProof } from '@shop/shared-contracts';
import { DEMO_BEACON_ROUNDS, PAST_DRAWS, closeNamesItsRound } from './seed/pastDraws';
import type { RunningStoreApi } from './server';
import { clientFor, startTestApi } from './testing/testApi';

/**
 * The demo's past draws (seed/pastDraws.ts): real drand quicknet rounds kept in the repo, checked here against
 * quicknet's pinned public key, and the draws store-api's seed makes from them.
 */
describe('the demo’s recorded quicknet rounds', () => {
  test.each(DEMO_BEACON_ROUNDS.map((round) => [round.round, round] as const))('round %i verifies under the pinned quicknet key', async (_, round) => {
    expect(await verifyBeacon(round)).toEqual({ valid: true, round: round.round, signature: round.signature, randomness: round.randomness });
    // The randomness is SHA-256 of the signature bytes, checked here with Node's own hash too.
    expect(createHash('sha256').update(Buffer.from(round.signature, 'hex')).digest('hex')).toBe(round.randomness);
  });

  test.each(DEMO_BEACON_ROUNDS.map((round) => [round.round, round] as const))(
    'round %i with one byte of its signature changed is refused',
    async (_, round) => {
      const bytes = Buffer.from(round.signature, 'hex');
      bytes[20] = bytes[20]! ^ 0x01;
      expect(await verifyBeacon({ ...round, signature: bytes.toString('hex') })).toEqual({
        valid: false,
        reason: `the signature of round ${round.round} does not verify under the quicknet public key`,
      });
    },
  );

  test('a round given as another round’s signature is refused', async () => {
    const [first, second] = DEMO_BEACON_ROUNDS;
    expect((await verifyBeacon({ round: first!.round, signature: second!.signature })).valid).toBe(false);
  });

  test('each past draw closes in time to name its own recorded round, and the three show a sold-out, a timed-out and a postal draw', () => {
    expect(PAST_DRAWS.map((draw) => [draw.title, draw.beacon.round, closeNamesItsRound(draw)])).toEqual([
      ['Aluminium Fishing Boat & Engine', 30662982, true],
      ['£2,000 Christmas Cash', 30662990, true],
      ['Carp Porter Barrow Bundle', 30662992, true],
    ]);
    expect(PAST_DRAWS.map((draw) => draw.closedBy)).toEqual(['closing_time', 'sold_out', 'sold_out']);
    expect(PAST_DRAWS.map((draw) => draw.postalCards.length)).toEqual([0, 0, 3]);
  });
});

describe('the demo shop’s past draws', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  test('Draw results lists every past draw by rule v2, and each proof passes every step, the beacon signature among them', async () => {
    const client = clientFor(api);
    const mainDraws = (await client.getDrawResults({ page: 1, limit: 50 })).data.filter((draw) => draw.prize_type === 'main');
    expect(mainDraws.map((draw) => [draw.title, draw.rule]).sort()).toEqual([
      ['Aluminium Fishing Boat & Engine', 'drand-quicknet-v2'],
      ['Carp Porter Barrow Bundle', 'drand-quicknet-v2'],
      ['£2,000 Christmas Cash', 'drand-quicknet-v2'],
    ]);
    for (const draw of mainDraws) {
      const past = PAST_DRAWS.find((candidate) => candidate.title === draw.title)!;
      const proof = await client.getDrawProof(draw.competition_id);
      expect(proof).toMatchObject({
        rule: 'drand-quicknet-v2',
        state: 'drawn',
        committed_at: past.openedAt / 1000,
        closed_at: past.closedAt / 1000,
        beacon_round: past.beacon.round,
        beacon: { round: past.beacon.round, signature: past.beacon.signature, randomness: past.beacon.randomness },
        winning_ticket: draw.ticket_number,
      });
      const result = await verifyDrawProof(proof);
      expect(result.steps.map((step) => `${step.step}: ${step.passed ? 'pass' : 'fail'}`)).toEqual([
        'seed: pass',
        'beacon: pass',
        'round: pass',
        'entries: pass',
        'winner: pass',
      ]);
      expect(result.computedTicket).toBe(draw.ticket_number);
    }
  });

  test('one was closed at its closing time with tickets unsold, two sold out, and the postal one lists its three cards beside the paid entries', async () => {
    const client = clientFor(api);
    const mainDraws = (await client.getDrawResults({ page: 1, limit: 50 })).data.filter((draw) => draw.prize_type === 'main');
    const byTitle = new Map(await Promise.all(mainDraws.map(async (draw) => [draw.title, await client.getDrawProof(draw.competition_id)] as const)));
    expect(byTitle.get('Aluminium Fishing Boat & Engine')!.entry_count).toBe(2789); // 93% of 2,999
    expect(byTitle.get('£2,000 Christmas Cash')!.entry_count).toBe(1999);
    const barrow = byTitle.get('Carp Porter Barrow Bundle')!;
    expect(barrow.entry_count).toBe(999);
    expect(barrow.entries!.filter((entry) => entry.postal).map((entry) => entry.entrant)).toEqual(expect.arrayContaining(['Alan T.', 'Bev C.', 'Sam P.']));
    expect(barrow.entries!.filter((entry) => entry.postal)).toHaveLength(3);
    expect(barrow.entries!.every((entry) => entry.entrant !== '')).toBe(true);
  });
});
