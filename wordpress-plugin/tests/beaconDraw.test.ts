/**
 * Draw rule v2 on a real WordPress + WooCommerce + the plugin: a competition's commitment from its creation,
 * the close (entry list, hash, count, round R) and frozen sales, a late beacon waiting with backoff, a forged
 * relay answer set aside, and the draw with the genuine round, whose proof the browser's own checker
 * (shared-contracts verifyDrawProof) verifies step by step.
 *
 * The job runs with an injected clock (BeaconDraws::tick($now, $relays), what WP-Cron calls with the real
 * time), set to the recorded quicknet round 30662982 (2026-07-23): this network reaches no relay, so the
 * relays are local ones serving the recorded round.
 *
 *   node --import tsx --test wordpress-plugin/tests/beaconDraw.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DRAW_RULE_V2, QUICKNET, beaconRoundTime, entryListHash, verifyDrawProof, type Competition } from '@shop/shared-contracts';
import { recordedRound } from '@shop/shared-contracts/src/testing/quicknetRounds';
import { startFakeRelay, type FakeRelay } from '../../store-api/src/testing/fakeDrandRelay';
import { call, conforming, startTestSite, type TestSite } from './testSite';

const ROUND = recordedRound(30662982);
/** Exactly 60 s before round R's time: R is the first round at least 60 s after the close. */
const CLOSED_AT = beaconRoundTime(ROUND.round) - 60;
const FORGED_SIGNATURE = `${ROUND.signature.slice(0, 60)}${ROUND.signature[60] === '0' ? '1' : '0'}${ROUND.signature.slice(61)}`;

interface TickOutcome {
  closed: number[];
  attempts: {
    product_id: number;
    drawn?: { ticket_number: number; user_id: number; winner: string; ticket_count: number };
    waiting?: { round: number; attempts: number; next_attempt_at: number; problems: string[] };
  }[];
}

let shop: TestSite;
let genuine: FakeRelay;
let forger: FakeRelay;
let late: FakeRelay;

const host = () => shop.site.apiHost;

async function tick(now: number, relays: FakeRelay[]): Promise<TickOutcome> {
  const output = await shop.site.runPhp(
    'echo wp_json_encode(\\AnglingPrizes\\Draw\\BeaconDraws::tick((int) $args[0], array_values(array_filter(explode(",", $args[1])))));',
    [String(now), relays.map((relay) => relay.url).join(',')],
  );
  return JSON.parse(output) as TickOutcome;
}

/** The featured list (open ones) and the finished list (closed, sold out and drawn ones). */
async function competitions(): Promise<Competition[]> {
  const featured = await conforming('featured', await call(host(), 'featured', { page: 1, limit: 100 }));
  const finished = await conforming('finishedSoldOut', await call(host(), 'finishedSoldOut', { page: 1, limit: 100 }));
  return [...featured.data, ...finished.data];
}

/** The attempts of the tick at the competition under test (others the demo closed at the same moment are drawn alike). */
const attemptsOf = (outcome: TickOutcome, id: number) => outcome.attempts.filter((attempt) => attempt.product_id === id);

async function proof(id: number) {
  return conforming('drawProof', await call(host(), 'drawProof', { competition_id: id }));
}

before(async () => {
  shop = await startTestSite('beacon-draw');
  genuine = await startFakeRelay((round) => (round === ROUND.round ? { status: 200, body: ROUND } : null));
  forger = await startFakeRelay((round) => ({ status: 200, body: { round, signature: FORGED_SIGNATURE, randomness: ROUND.randomness } }));
  late = await startFakeRelay(() => null);
});

after(async () => {
  await Promise.all([genuine?.close(), forger?.close(), late?.close()]);
  await shop?.stop();
});

describe('draw rule v2 on WordPress', () => {
  let drawnId = 0;

  test('an open competition publishes its commitment from its creation, and no entry list yet', async () => {
    const open = (await competitions()).find((competition) => competition.status === 'open');
    assert.ok(open, 'the demo has an open competition');
    assert.equal(open.verifiable_draw?.rule, DRAW_RULE_V2);
    assert.equal(open.verifiable_draw?.state, 'open');
    assert.match(open.verifiable_draw?.commitment ?? '', /^[0-9a-f]{64}$/);
    const published = await proof(open.id);
    assert.equal(published.state, 'open');
    assert.equal(published.commitment, open.verifiable_draw?.commitment);
    assert.equal(published.seed, null);
    assert.deepEqual(published.tickets, []);
    assert.equal(typeof published.committed_at, 'number');
  });

  test('at the close: the entry list, its SHA-256 and count, and round R, the first round at least 60 s later', async () => {
    const closed = (await competitions()).find(
      (competition) =>
        competition.verifiable_draw?.rule === DRAW_RULE_V2 && competition.verifiable_draw.state === 'closed' && (competition.total_ticket_sold ?? 0) > 0,
    );
    assert.ok(closed, 'the demo has a closed rule v2 competition with entries');
    drawnId = closed.id;

    const first = await tick(CLOSED_AT, []);
    assert.ok(first.closed.includes(drawnId), `the job closed ${drawnId}: ${JSON.stringify(first)}`);
    assert.deepEqual(first.attempts, [], 'round R is not due at the close');
    assert.deepEqual((await tick(CLOSED_AT + 5, [])).closed, [], 'a close is written once');

    const published = await proof(drawnId);
    assert.equal(published.state, 'waiting_for_beacon');
    assert.equal(published.closed_at, CLOSED_AT);
    assert.equal(published.beacon_round, ROUND.round);
    assert.equal(published.beacon_round_time, beaconRoundTime(ROUND.round));
    assert.equal(published.entry_count, closed.total_ticket_sold);
    assert.equal(published.seed, null, 'the seed is revealed with the draw');
    assert.equal(published.beacon, null);
    const entries = published.entries ?? [];
    assert.equal(entries.length, closed.total_ticket_sold);
    assert.deepEqual(
      published.tickets,
      entries.map((entry) => entry.ticket),
    );
    assert.deepEqual(
      entries.map((entry) => entry.ticket),
      [...entries.map((entry) => entry.ticket)].sort((a, b) => a - b),
    );
    for (const entry of entries) {
      assert.match(entry.label, /^order-\d+$/);
      assert.match(entry.entrant, /^\S+ \S\.$/, `ticket ${entry.ticket}'s entrant is a first name and initial: ${entry.entrant}`);
    }
    assert.equal(published.entry_list_hash, await entryListHash(entries.map(({ ticket, label }) => ({ ticket, label }))));

    const listed = (await competitions()).find((competition) => competition.id === drawnId);
    assert.equal(listed?.status, 'closed');
    assert.deepEqual(
      { ...listed?.verifiable_draw },
      {
        rule: DRAW_RULE_V2,
        commitment: published.commitment,
        state: 'waiting_for_beacon',
        closed_at: CLOSED_AT,
        entry_count: published.entry_count,
        entry_list_hash: published.entry_list_hash,
        beacon_round: ROUND.round,
        beacon_round_time: beaconRoundTime(ROUND.round),
      },
    );
  });

  test('a late beacon leaves the draw waiting, retried with backoff; it never draws without round R', async () => {
    const due = beaconRoundTime(ROUND.round);
    assert.deepEqual((await tick(due - 1, [genuine])).attempts, [], 'nothing is asked for before round R is due');

    const waiting = await tick(due, [late]);
    assert.deepEqual(attemptsOf(waiting, drawnId), [
      {
        product_id: drawnId,
        waiting: { round: ROUND.round, attempts: 1, next_attempt_at: due * 1000 + 2000, problems: [`${late.url} has no round ${ROUND.round} yet (404)`] },
      },
    ]);
    assert.ok(late.asked.length > 0 && late.asked.every((round) => round === ROUND.round), `only round R is asked for: ${late.asked.join(', ')}`);
    assert.deepEqual(attemptsOf(await tick(due + 1, [genuine]), drawnId), [], 'the next attempt waits out its 2 s');
    const again = attemptsOf(await tick(due + 2, [late]), drawnId);
    assert.equal(again[0]?.waiting?.attempts, 2);
    assert.equal(again[0]?.waiting?.next_attempt_at, (due + 2) * 1000 + 4000, 'the wait doubles');
    assert.equal((await proof(drawnId)).state, 'waiting_for_beacon');
    assert.deepEqual(genuine.asked, []);
  });

  test('a forged answer is set aside; the genuine round draws, and the storefront’s checker (verifyDrawProof, the code the browser runs, run here in Node) passes every step', async () => {
    const now = beaconRoundTime(ROUND.round) + 10;
    const outcome = attemptsOf(await tick(now, [forger, genuine]), drawnId);
    assert.equal(outcome.length, 1, JSON.stringify(outcome));
    const drawn = outcome[0]?.drawn;
    assert.ok(drawn, JSON.stringify(outcome));
    assert.ok(forger.asked.includes(ROUND.round) && genuine.asked.includes(ROUND.round), 'both relays were asked for round R');

    const published = await proof(drawnId);
    assert.equal(published.state, 'drawn');
    assert.equal(published.winning_ticket, drawn.ticket_number);
    assert.match(published.seed ?? '', /^[0-9a-f]{64}$/, 'the seed is revealed');
    assert.deepEqual(published.beacon, { chain_hash: QUICKNET.chainHash, round: ROUND.round, signature: ROUND.signature, randomness: ROUND.randomness });
    const verification = await verifyDrawProof(published);
    assert.deepEqual(
      verification.steps.map((step) => [step.step, step.passed, step.reason]).filter(([, passed]) => !passed),
      [],
      'every step passes',
    );
    assert.equal(verification.verified, true);
    assert.equal(verification.computedTicket, drawn.ticket_number);

    // Tampering shows: the checker refuses the same proof with one entry's owner changed.
    const entries = published.entries ?? [];
    const tampered = await verifyDrawProof({
      ...published,
      entries: entries.map((entry, index) => (index === 0 ? { ...entry, label: 'order-999999' } : entry)),
    });
    assert.equal(tampered.verified, false);

    const results = await conforming('drawResults', await call(host(), 'drawResults', { page: 1, limit: 50 }));
    const result = results.data.find((row) => row.competition_id === drawnId && row.prize_type === 'main');
    assert.equal(result?.rule, DRAW_RULE_V2);
    assert.equal(result?.ticket_number, drawn.ticket_number);
    assert.equal(result?.ticket_count, published.entry_count);
    assert.equal(result?.seed, published.seed);

    assert.deepEqual(attemptsOf(await tick(now + 600, [genuine]), drawnId), [], 'a drawn competition is never drawn again');
  });

  test("WordPress's debug log gained no line while this file ran", () => {
    assert.equal(shop.debugLogGrowth(), '');
  });
});
