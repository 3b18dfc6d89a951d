import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_GATEWAYS, entryListHash, verifyDrawProof } from '@shop/shared-contracts';
import { DEMO_BILLING, TEST_CARDS, cardPaymentData } from '@shop/shared-contracts/src/testing/customers';
import { recordedRound } from '@shop/shared-contracts/src/testing/quicknetRounds';
import { drawStatuses } from './domain/beaconDraws';
import { drawWithBeacon } from './domain/draws';
import { describeDraw, type DrawLog, type DrawTick } from './drand/drawJob';
import type { RunningStoreApi } from './server';
import { recordedRoundsRelay, startFakeRelay, type FakeRelay } from './testing/fakeDrandRelay';
import { buyWithCard, clientFor, newCustomerClient, raw, startTestApi } from './testing/testApi';
import { CLOSE_SEEN, DRAW_CLOSING, DRAW_ROUND, DRAW_ROUND_DUE, verificationSteps } from './testing/recordedDraw';
import { testClock, type TestClock } from './testing/testClock';
import { addFirstRuleDraw, addTestCompetition } from './testing/testShop';

const PAYING_CARD = cardPaymentData(TEST_CARDS.paying);

/**
 * Draw rule v2 (shared-contracts rules/beaconDraw.ts) through store-api, over HTTP, with a real recorded
 * quicknet round served by fake relays and the shop's clock moved by hand: a competition opens with its
 * commitment published, sells, closes (sales freeze, the entry list, its hash and round R published), waits
 * for round R, is drawn when a relay has it, and its proof verifies step by step with verifyDrawProof.
 */
const OTHER = recordedRound(30662990);

/** The demo's own closed competitions are drawn by the same job: a test looks at its competition's attempts and logs only. */
const attemptsOf = (tick: DrawTick, id: number) => tick.attempts.filter((attempt) => attempt.competitionId === id);
const logsOf = (logs: Logged[], id: number, level?: 'info' | 'warn') =>
  logs.filter((entry) => entry.message.includes(`competition ${id}:`) && (level === undefined || entry.level === level)).map((entry) => entry.message);

interface Logged {
  message: string;
  level: 'info' | 'warn';
}

async function shopWithRelays(clock: TestClock, relays: FakeRelay[], logs: Logged[]) {
  const log: DrawLog = (message, level) => logs.push({ message, level });
  return startTestApi({ now: clock.now, drawJob: { relays: relays.map((relay) => relay.url), everyMs: null, log } });
}

describe('draw rule v2 in store-api, with a recorded quicknet round from fake relays', () => {
  const published = [OTHER];
  let honest: FakeRelay;
  let forger: FakeRelay;
  let api: RunningStoreApi;
  const logs: Logged[] = [];
  const clock = testClock(Date.UTC(2026, 6, 23, 7, 0, 0));

  beforeAll(async () => {
    honest = await startFakeRelay(recordedRoundsRelay(published));
    // A forger: for any round, another round's genuine signature and randomness under the asked number.
    forger = await startFakeRelay((round) => ({ status: 200, body: { round, signature: OTHER.signature, randomness: OTHER.randomness } }));
    api = await shopWithRelays(clock, [forger, honest], logs);
  });
  afterAll(async () => {
    await api?.close();
    await honest?.close();
    await forger?.close();
  });

  it('lives through open, paid entries, close, waiting for the beacon, drawn; the proof verifies and a forged answer is ignored', async () => {
    const shop = clientFor(api);
    const draws = api.draws!;

    // Open: the commitment is published with the competition from its creation.
    const { id } = addTestCompetition(api.db, { ...DRAW_CLOSING, total_sell_tickets: 20, max_ticket_per_user: 10, price_per_ticket: 1 });
    const opened = await shop.getCompetition(id);
    expect(opened.status).toBe('open');
    expect(opened.verifiable_draw).toEqual({ rule: 'drand-quicknet-v2', commitment: expect.stringMatching(/^[0-9a-f]{64}$/), state: 'open' });
    const commitment = opened.verifiable_draw!.commitment;

    // Paid entries.
    const first = newCustomerClient(api);
    const second = newCustomerClient(api);
    const a = await buyWithCard(first, id, 3);
    const b = await buyWithCard(second, id, 2);
    await second.addItem({ id, quantity: 1 }); // in the basket at the close: it must not be sold after
    expect((await draws.tick()).closed).not.toContain(id);

    // Close: the draw moment passes. Sales freeze at once, before the job has even looked.
    clock.advance(CLOSE_SEEN - clock.now());
    expect((await shop.getCompetition(id)).status).toBe('closed');
    await expect(
      second.checkout({ billing_address: DEMO_BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: PAYING_CARD }),
    ).rejects.toMatchObject({
      status: 409,
    });
    const late = newCustomerClient(api);
    await late.getNonce();
    await expect(late.addItem({ id, quantity: 1 })).rejects.toMatchObject({ status: 400, code: 'woocommerce_rest_product_not_purchasable' });

    // The job publishes the close: the entry list's hash and count, closed_at and round R.
    expect((await draws.tick()).closed).toContain(id);
    const closed = (await shop.getCompetition(id)).verifiable_draw;
    expect(closed).toEqual({
      rule: 'drand-quicknet-v2',
      commitment,
      state: 'waiting_for_beacon',
      closed_at: CLOSE_SEEN / 1000,
      entry_count: 5,
      entry_list_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      beacon_round: DRAW_ROUND.round,
      beacon_round_time: DRAW_ROUND_DUE / 1000,
    });
    const waiting = await shop.getDrawProof(id);
    const expectedEntries = [
      ...a.tickets.map((ticket) => ({ ticket, label: `order-${a.orderId}` })),
      ...b.tickets.map((ticket) => ({ ticket, label: `order-${b.orderId}` })),
    ].sort((x, y) => x.ticket - y.ticket);
    expect(waiting).toMatchObject({ rule: 'drand-quicknet-v2', state: 'waiting_for_beacon', seed: null, beacon: null, winning_ticket: null });
    expect(waiting.entries!.map(({ ticket, label }) => ({ ticket, label }))).toEqual(expectedEntries);
    // Beside the list, never in it: each ticket's holder by first name and initial (one per order here), none postal.
    expect(waiting.entries!.every((entry) => /^Buyer\d+ T\.$/.test(entry.entrant) && !entry.postal)).toBe(true);
    expect(new Set(waiting.entries!.map((entry) => `${entry.label}:${entry.entrant}`)).size).toBe(2);
    expect(waiting.tickets).toEqual(expectedEntries.map((entry) => entry.ticket));
    expect(await entryListHash(expectedEntries)).toBe(closed!.entry_list_hash);
    const before = await verifyDrawProof(waiting);
    expect(verificationSteps(before)).toEqual(['seed: wait', 'beacon: wait', 'round: wait', 'entries: pass', 'winner: wait']);
    expect(before.waiting).toBe(true);
    expect(
      drawStatuses(api.db, clock.now())
        .filter((status) => status.competitionId === id)
        .map(describeDraw),
    ).toEqual([
      expect.stringContaining(
        `: waiting for quicknet round ${DRAW_ROUND.round} at 2026-07-23T07:38:30.000Z; entries closed at 2026-07-23T07:37:30.000Z with 5`,
      ),
    ]);

    // Before round R is due, no relay is asked for it.
    clock.advance(DRAW_ROUND_DUE - 1000 - clock.now());
    expect(attemptsOf(await draws.tick(), id)).toEqual([]);
    expect([...honest.asked, ...forger.asked].filter((round) => round === DRAW_ROUND.round)).toEqual([]);
    const asked = (relay: FakeRelay) => relay.asked.filter((round) => round === DRAW_ROUND.round).length;

    // R is due, but the honest relay does not have it yet (a late beacon) and the forger's answer is refused:
    // the draw waits, and is retried with backoff.
    clock.advance(1000);
    const lateTick = await draws.tick();
    expect(attemptsOf(lateTick, id)).toEqual([
      { competitionId: id, waiting: { round: DRAW_ROUND.round, attempts: 1, nextAttemptAt: clock.now() + 2000, problems: expect.any(Array) } },
    ]);
    expect((await shop.getCompetition(id)).verifiable_draw?.state).toBe('waiting_for_beacon');
    expect(logsOf(logs, id, 'warn')).toEqual([
      `[store-api] draw of competition ${id}: ignored relay ${forger.url}: it answered a forged beacon: the signature of round ${DRAW_ROUND.round} does not verify under the quicknet public key`,
    ]);
    expect(logsOf(logs, id)).toContainEqual(
      `[store-api] draw of competition ${id}: ignored relay ${honest.url}: it has no round ${DRAW_ROUND.round} yet (404)`,
    );
    expect(drawStatuses(api.db, clock.now()).find((status) => status.competitionId === id)!.attempts).toMatchObject({ attempts: 1 });
    expect(attemptsOf(await draws.tick(), id)).toEqual([]); // backing off: not asked again at once
    expect(asked(honest)).toBe(1);

    // The honest relay publishes R: the next attempt draws with it (the forger's answer is still ignored).
    published.push(DRAW_ROUND);
    clock.advance(2000);
    const drawnTick = await draws.tick();
    expect(attemptsOf(drawnTick, id)).toEqual([{ competitionId: id, drawn: expect.objectContaining({ competitionId: id, ticketCount: 5 }) }]);
    expect([asked(honest), asked(forger)]).toEqual([2, 2]);
    expect(logsOf(logs, id, 'warn')).toHaveLength(2);

    // Drawn: the proof carries everything, and verifies step by step.
    const proof = await shop.getDrawProof(id);
    expect(proof).toMatchObject({
      state: 'drawn',
      commitment,
      beacon: { chain_hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971', ...DRAW_ROUND },
      beacon_round: DRAW_ROUND.round,
      closed_at: CLOSE_SEEN / 1000,
    });
    expect(crypto.createHash('sha256').update(Buffer.from(proof.seed!, 'hex')).digest('hex')).toBe(commitment);
    const result = await verifyDrawProof(proof);
    expect(verificationSteps(result)).toEqual(['seed: pass', 'beacon: pass', 'round: pass', 'entries: pass', 'winner: pass']);
    expect(result.verified).toBe(true);
    const winning = attemptsOf(drawnTick, id)[0]!;
    expect('drawn' in winning && winning.drawn.ticketNumber).toBe(proof.winning_ticket);
    expect(result.computedTicket).toBe(proof.winning_ticket);

    const after = await shop.getCompetition(id);
    expect(after.status).toBe('drawn');
    expect(after.verifiable_draw?.state).toBe('drawn');
    const listed = (await shop.getDrawResults({ page: 1, limit: 50 })).data.find((draw) => draw.competition_id === id && draw.prize_type === 'main');
    expect(listed).toMatchObject({ ticket_number: proof.winning_ticket, rule: 'drand-quicknet-v2', commitment, seed: proof.seed, ticket_count: 5 });
    const winnerOrder = expectedEntries.find((entry) => entry.ticket === proof.winning_ticket)!.label;
    const winnerClient = winnerOrder === `order-${a.orderId}` ? first : second;
    expect(await winnerClient.claimPrize({ competition_id: id, ticket_number: proof.winning_ticket! })).toMatchObject({ success: true });
    expect(
      drawStatuses(api.db, clock.now())
        .filter((status) => status.competitionId === id)
        .map(describeDraw),
    ).toEqual([expect.stringContaining(`: drawn with ticket ${proof.winning_ticket} (quicknet round ${DRAW_ROUND.round}, entries closed at`)]);

    // Drawn once: no second draw, by the job or by hand.
    expect(attemptsOf(await draws.tick(), id)).toEqual([]);
    await expect(drawWithBeacon(api.db, id, { ...DRAW_ROUND, relay: 'by hand' }, clock.now())).rejects.toThrow(`competition ${id} has already been drawn`);
  });

  it('never draws with another round than R, even a genuine one', async () => {
    clock.advance(60_000);
    const { id } = addTestCompetition(api.db, { total_sell_tickets: 5, max_ticket_per_user: 5, price_per_ticket: 1 });
    await buyWithCard(newCustomerClient(api), id, 5); // sold out: closed
    await api.draws!.tick();
    const round = (await clientFor(api).getCompetition(id)).verifiable_draw!.beacon_round!;
    await expect(drawWithBeacon(api.db, id, { ...OTHER, relay: 'by hand' }, clock.now())).rejects.toThrow(
      `competition ${id} is drawn by round ${round} only, not round ${OTHER.round}`,
    );
    await expect(drawWithBeacon(api.db, id, { round, signature: OTHER.signature, relay: 'by hand' }, clock.now())).rejects.toThrow(
      `competition ${id}: the signature of round ${round} does not verify under the quicknet public key`,
    );
  });
});

describe('draw rule v2 when no relay answers a genuine beacon', () => {
  it('waits for the beacon round, retrying with backoff, and never draws: forged, other-round and malformed answers are logged and ignored', async () => {
    const clock = testClock(Date.UTC(2026, 6, 23, 7, 0, 0));
    const forger = await startFakeRelay((round) => ({ status: 200, body: { round, signature: OTHER.signature, randomness: OTHER.randomness } }));
    const otherRound = await startFakeRelay(() => ({ status: 200, body: { round: OTHER.round, signature: OTHER.signature, randomness: OTHER.randomness } }));
    const malformed = await startFakeRelay(() => ({ status: 200, body: '{"round":"30662982","signature":"zz"}' }));
    const logs: Logged[] = [];
    const api = await shopWithRelays(clock, [forger, otherRound, malformed], logs);
    try {
      const { id } = addTestCompetition(api.db, { ...DRAW_CLOSING, total_sell_tickets: 20, max_ticket_per_user: 10, price_per_ticket: 1 });
      await buyWithCard(newCustomerClient(api), id, 4);
      clock.advance(CLOSE_SEEN - clock.now());
      await api.draws!.tick();
      clock.advance(DRAW_ROUND_DUE - clock.now());
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const [outcome] = attemptsOf(await api.draws!.tick(), id);
        expect(outcome && 'waiting' in outcome && outcome.waiting.attempts).toBe(attempt);
        if (outcome && 'waiting' in outcome) waits.push(outcome.waiting.nextAttemptAt - clock.now());
        clock.advance(waits[waits.length - 1]!);
      }
      expect(waits).toEqual([2000, 4000, 8000, 16000]);
      expect(new Set(forger.asked)).toEqual(new Set([DRAW_ROUND.round])); // only ever round R
      expect(new Set(logsOf(logs, id, 'warn'))).toEqual(
        new Set([
          `[store-api] draw of competition ${id}: ignored relay ${forger.url}: it answered a forged beacon: the signature of round ${DRAW_ROUND.round} does not verify under the quicknet public key`,
          `[store-api] draw of competition ${id}: ignored relay ${otherRound.url}: it answered round ${OTHER.round} when asked for round ${DRAW_ROUND.round}`,
          `[store-api] draw of competition ${id}: ignored relay ${malformed.url}: it answered a malformed beacon (round: Invalid type: Expected number but received "30662982")`,
        ]),
      );
      const proof = await clientFor(api).getDrawProof(id);
      expect(proof).toMatchObject({ state: 'waiting_for_beacon', seed: null, beacon: null, winning_ticket: null });
      expect((await clientFor(api).getCompetition(id)).status).toBe('closed');
      expect(
        drawStatuses(api.db, clock.now())
          .filter((status) => status.competitionId === id)
          .map(describeDraw),
      ).toEqual([expect.stringMatching(new RegExp(`waiting for quicknet round ${DRAW_ROUND.round} at .* 4 attempt\\(s\\) found no genuine beacon`))]);
    } finally {
      await api.close();
      await Promise.all([forger.close(), otherRound.close(), malformed.close()]);
    }
  });
});

describe('draw rule v2 and stores from before it', () => {
  it('keeps the first rule for draws made with it, moves undrawn competitions to rule v2, and the old proofs still verify', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-rule-v1-'));
    const first = await startTestApi({ dataDir });
    // Draws of a store from before rule v2 were all by the first rule: the demo's own (rule v2) draws go.
    const v2Drawn = (await clientFor(first).getDrawResults({ page: 1, limit: 50 })).data
      .filter((draw) => draw.prize_type === 'main')
      .map((draw) => draw.competition_id);
    await addFirstRuleDraw(first.db, 990);
    await addFirstRuleDraw(first.db, 991);
    const drawnIds = [990, 991];
    await first.close();
    // The store as it was before rule v2: no rule column, no close, beacon or attempt tables.
    const old = new Database(path.join(dataDir, 'store.sqlite'));
    const gone = v2Drawn.join(', ');
    old.exec(`DELETE FROM winners WHERE competition_id IN (${gone}); DELETE FROM draw_beacons WHERE competition_id IN (${gone});
      DELETE FROM draw_closes WHERE competition_id IN (${gone}); DELETE FROM draw_commitments WHERE competition_id IN (${gone});`);
    old.exec(`DROP TRIGGER draw_commitments_version_insert; DROP TRIGGER draw_commitments_version_update;
      DROP TRIGGER draw_closes_version_insert; DROP TRIGGER draw_beacons_version_insert;
      DROP TABLE draw_closes; DROP TABLE draw_beacons; DROP TABLE draw_attempts;
      ALTER TABLE draw_commitments DROP COLUMN rule;`);
    old.close();

    const api = await startTestApi({ dataDir });
    try {
      const rules = new Map(
        (api.db.prepare('SELECT competition_id, rule FROM draw_commitments').all() as { competition_id: number; rule: string }[]).map((row) => [
          row.competition_id,
          row.rule,
        ]),
      );
      for (const [competitionId, rule] of rules)
        expect([competitionId, rule]).toEqual([competitionId, drawnIds.includes(competitionId) ? 'seed-hmac-v1' : 'drand-quicknet-v2']);
      for (const competitionId of drawnIds) {
        const proof = await clientFor(api).getDrawProof(competitionId);
        expect(proof.rule).toBe('seed-hmac-v1');
        expect(await verifyDrawProof(proof)).toMatchObject({ rule: 'seed-hmac-v1', verified: true });
      }
      expect((await raw(api, '/api/v1/draw_results', { body: { page: 1, limit: 50 } })).status).toBe(200);
    } finally {
      await api.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
