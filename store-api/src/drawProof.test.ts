import { DRAW_RULE_V1, checkDrawProof, drawCommitment, entryListHash, verifyDrawProof } from '@shop/shared-contracts';
import { drawMainWinner } from './domain/draws';
import type { RunningStoreApi } from './server';
import { clientFor, raw, startTestApi } from './testing/testApi';
import { addFirstRuleDraw } from './testing/testShop';

/**
 * Verifiable draws over HTTP. Draws made by the first rule (rules/drawProof.ts) before rule v2 existed keep
 * their proofs: the commitment, the revealed seed and the sold tickets recompute the winner. The demo's own
 * past draws are rule v2's (pastDraws.test.ts), whose whole life is beaconDraw.test.ts.
 */

describe('verifiable draws', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
    await addFirstRuleDraw(api.db, 990);
    await addFirstRuleDraw(api.db, 991);
  });
  afterAll(() => api.close());

  it('publishes, for every main draw by the first rule, the commitment, the revealed seed and the ticket count, and the proof recomputes the winner', async () => {
    const client = clientFor(api);
    const mainDraws = (await client.getDrawResults({ page: 1, limit: 50 })).data.filter((draw) => draw.prize_type === 'main' && draw.rule === DRAW_RULE_V1);
    expect(mainDraws.map((draw) => draw.competition_id).sort()).toEqual([990, 991]);
    for (const draw of mainDraws) {
      expect(draw.ticket_count).toBe(40);
      expect(draw.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(draw.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(await drawCommitment(draw.seed!)).toBe(draw.commitment);
      const proof = await client.getDrawProof(draw.competition_id);
      expect(proof).toMatchObject({
        competition_id: draw.competition_id,
        rule: 'seed-hmac-v1',
        commitment: draw.commitment,
        seed: draw.seed,
        winning_ticket: draw.ticket_number,
      });
      expect(draw.rule).toBe('seed-hmac-v1');
      expect(proof.tickets).toHaveLength(draw.ticket_count!);
      expect(proof.tickets).toEqual([...proof.tickets].sort((a, b) => a - b));
      expect(await checkDrawProof(proof)).toEqual({ commitmentMatches: true, computedTicket: draw.ticket_number, winnerMatches: true, verified: true });
      expect(await verifyDrawProof(proof)).toMatchObject({ rule: 'seed-hmac-v1', verified: true, computedTicket: draw.ticket_number });
    }
  });

  it('fails the check when one ticket of the list or the seed is changed', async () => {
    const client = clientFor(api);
    const draw = (await client.getDrawResults({ page: 1, limit: 50 })).data.find((result) => result.prize_type === 'main' && result.rule === DRAW_RULE_V1)!;
    const proof = await client.getDrawProof(draw.competition_id);
    // The winning ticket swapped for a number that was never sold: the winner can no longer be recomputed.
    const unsold = Math.max(...proof.tickets) + 1;
    const tickets = proof.tickets.map((ticket) => (ticket === proof.winning_ticket ? unsold : ticket));
    expect(await checkDrawProof({ ...proof, tickets })).toMatchObject({ commitmentMatches: true, winnerMatches: false, verified: false });
    const otherSeed = `${proof.seed!.slice(0, 63)}${proof.seed!.endsWith('0') ? '1' : '0'}`;
    expect(await checkDrawProof({ ...proof, seed: otherSeed })).toMatchObject({ commitmentMatches: false, verified: false });
  });

  it('publishes the entry list of a closed rule v2 competition with its hash and beacon round, keeps the seed, and refuses the first rule for it', async () => {
    const client = clientFor(api);
    const closed = (await client.listFinishedSoldOut({ page: 1, limit: 50 })).data.find((competition) => competition.status === 'closed')!;
    expect(closed.verifiable_draw).toMatchObject({ rule: 'drand-quicknet-v2', commitment: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const proof = await client.getDrawProof(closed.id); // asking publishes the close if the draw job has not
    expect(proof).toMatchObject({
      competition_id: closed.id,
      rule: 'drand-quicknet-v2',
      state: 'waiting_for_beacon',
      commitment: closed.verifiable_draw!.commitment,
      seed: null,
      beacon: null,
      winning_ticket: null,
      entry_count: closed.total_ticket_sold,
    });
    expect(proof.entries).toHaveLength(closed.total_ticket_sold);
    expect(await entryListHash(proof.entries!)).toBe(proof.entry_list_hash);
    expect(await verifyDrawProof(proof)).toMatchObject({ verified: false, waiting: true });
    expect((await client.getCompetition(closed.id)).verifiable_draw).toMatchObject({ state: 'waiting_for_beacon', beacon_round: proof.beacon_round });
    await expect(drawMainWinner(api.db, closed.id)).rejects.toThrow(`competition ${closed.id} is drawn by rule drand-quicknet-v2, from its drand beacon round`);
    expect((await client.getDrawProof(closed.id)).closed_at).toBe(proof.closed_at); // a close is written once
  });

  it("answers an open competition's proof with its commitment only; refuses an unknown one, and refuses to draw an open competition", async () => {
    const open = (await clientFor(api).listCompetitions({ category: 'all', page: 1 })).data[0]!;
    const proof = await clientFor(api).getDrawProof(open.id);
    expect(proof).toEqual({
      success: true,
      competition_id: open.id,
      rule: 'drand-quicknet-v2',
      state: 'open',
      commitment: open.verifiable_draw!.commitment,
      committed_at: expect.any(Number),
      seed: null,
      tickets: [],
      winning_ticket: null,
    });
    expect((await raw(api, '/api/v1/draw_proof', { body: { competition_id: 999_999 } })).body).toMatchObject({
      code: 'competition_not_found',
      data: { status: 404 },
    });
    await expect(drawMainWinner(api.db, open.id)).rejects.toThrow('is still open');
  });
});
