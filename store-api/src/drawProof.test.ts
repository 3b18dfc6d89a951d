import { checkDrawProof, drawCommitment } from '@shop/shared-contracts';
import { drawMainWinner } from './domain/draws';
import type { RunningStoreApi } from './server';
import { clientFor, raw, startTestApi } from './testing/testApi';

/** Verifiable draws over HTTP: the commitment, the revealed seed and the sold tickets recompute the winner. */
describe('verifiable draws', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('publishes, for every main draw, the commitment, the revealed seed and the ticket count, and the proof recomputes the winner', async () => {
    const client = clientFor(api);
    const mainDraws = (await client.getDrawResults({ page: 1, limit: 50 })).data.filter((draw) => draw.prize_type === 'main');
    expect(mainDraws.length).toBeGreaterThanOrEqual(3);
    for (const draw of mainDraws) {
      expect(draw.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(draw.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(await drawCommitment(draw.seed!)).toBe(draw.commitment);
      const proof = await client.getDrawProof(draw.competition_id);
      expect(proof).toMatchObject({ competition_id: draw.competition_id, commitment: draw.commitment, seed: draw.seed, winning_ticket: draw.ticket_number });
      expect(proof.tickets).toHaveLength(draw.ticket_count!);
      expect(proof.tickets).toEqual([...proof.tickets].sort((a, b) => a - b));
      expect(await checkDrawProof(proof)).toEqual({ commitmentMatches: true, computedTicket: draw.ticket_number, winnerMatches: true, verified: true });
    }
  });

  it('fails the check when one ticket of the list or the seed is changed', async () => {
    const client = clientFor(api);
    const draw = (await client.getDrawResults({ page: 1, limit: 50 })).data.find((result) => result.prize_type === 'main')!;
    const proof = await client.getDrawProof(draw.competition_id);
    // The winning ticket swapped for a number that was never sold: the winner can no longer be recomputed.
    const unsold = Math.max(...proof.tickets) + 1;
    const tickets = proof.tickets.map((ticket) => (ticket === proof.winning_ticket ? unsold : ticket));
    expect(await checkDrawProof({ ...proof, tickets })).toMatchObject({ commitmentMatches: true, winnerMatches: false, verified: false });
    const otherSeed = `${proof.seed!.slice(0, 63)}${proof.seed!.endsWith('0') ? '1' : '0'}`;
    expect(await checkDrawProof({ ...proof, seed: otherSeed })).toMatchObject({ commitmentMatches: false, verified: false });
  });

  it('publishes only the commitment while a closed competition waits for its draw, keeps it, and reveals the seed after', async () => {
    const client = clientFor(api);
    const closed = (await client.listFinishedSoldOut({ page: 1, limit: 50 })).data.find((competition) => competition.status === 'closed')!;
    const before = await client.getDrawProof(closed.id);
    expect(before).toMatchObject({ competition_id: closed.id, seed: null, winning_ticket: null });
    expect(before.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(before.tickets.length).toBe(closed.total_ticket_sold);

    const draw = await drawMainWinner(api.db, closed.id);
    const after = await client.getDrawProof(closed.id);
    expect(after.commitment).toBe(before.commitment);
    expect(after.winning_ticket).toBe(draw.ticketNumber);
    expect(after.tickets).toEqual(before.tickets);
    expect(await checkDrawProof(after)).toMatchObject({ verified: true });
    await expect(drawMainWinner(api.db, closed.id)).rejects.toThrow(`competition ${closed.id} has already been drawn`);
    const listed = (await client.getDrawResults({ page: 1, limit: 50 })).data.find(
      (result) => result.competition_id === closed.id && result.prize_type === 'main',
    );
    expect(listed).toMatchObject({ ticket_number: draw.ticketNumber, commitment: before.commitment, seed: after.seed, ticket_count: before.tickets.length });
  });

  it('refuses a proof for an open competition and an unknown one, and refuses to draw an open competition', async () => {
    const open = (await clientFor(api).listCompetitions({ category: 'all', page: 1 })).data[0]!;
    const answer = await raw(api, '/api/v1/draw_proof', { body: { competition_id: open.id } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'draw_not_closed',
      message: 'The draw commitment is published when the competition closes.',
      data: { status: 400 },
    });
    expect((await raw(api, '/api/v1/draw_proof', { body: { competition_id: 999_999 } })).body).toMatchObject({
      code: 'competition_not_found',
      data: { status: 404 },
    });
    await expect(drawMainWinner(api.db, open.id)).rejects.toThrow('is still open');
  });
});
