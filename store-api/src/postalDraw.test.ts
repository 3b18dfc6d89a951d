import { entryListHash, verifyDrawProof } from '@shop/shared-contracts';
import type { RunningStoreApi } from './server';
import { recordedRoundsRelay, startFakeRelay, type FakeRelay } from './testing/fakeDrandRelay';
import { buyWithCard, clientFor, newCustomerClient, OPERATOR_TOKEN, raw, startTestApi } from './testing/testApi';
import { CLOSE_SEEN, DRAW_CLOSING, DRAW_ROUND, DRAW_ROUND_DUE, verificationSteps } from './testing/recordedDraw';
import { testClock } from './testing/testClock';
import { addTestCompetition } from './testing/testShop';

/**
 * A free postal entry in the whole life of a draw rule v2 competition (shared-contracts rules/beaconDraw.ts),
 * over HTTP with a recorded quicknet round served by a fake relay, as beaconDraw.test.ts does for paid
 * entries: paid and postal entries, the close (a late card refused), the entry list with the postal entry
 * labelled `postal-<order>` and marked `postal: true` beside its entrant's first name and initial, the draw,
 * and verifyDrawProof passing every step. A second competition entered only by post is won by that entry.
 */

const CARD = { first_name: 'Ann', last_name: 'Smith', address_1: '1 Lake Road', city: 'Leeds', postcode: 'LS1 4AP', received: '2026-07-20' };

interface Entered {
  status: number;
  body: { success: boolean; error?: string; entry: { status: string; order_id: number; tickets: number[]; reason_code: string | null } };
}

const postal = async (api: RunningStoreApi, body: object) =>
  (await raw(api, '/api/v1/postal_entry', { body, headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } })) as unknown as Entered;

describe('a free postal entry in a rule v2 draw', () => {
  let relay: FakeRelay;
  let api: RunningStoreApi;
  const clock = testClock(Date.UTC(2026, 6, 23, 7, 0, 0));

  beforeAll(async () => {
    relay = await startFakeRelay(recordedRoundsRelay([DRAW_ROUND]));
    api = await startTestApi({ now: clock.now, drawJob: { relays: [relay.url], everyMs: null, log: () => undefined } });
  });
  afterAll(async () => {
    await api?.close();
    await relay?.close();
  });

  it('is listed as postal-<order> and marked postal beside its entrant, is drawn from with the paid entries, and the proof verifies', async () => {
    const shop = clientFor(api);
    const draws = api.draws!;
    const { id } = addTestCompetition(api.db, { ...DRAW_CLOSING, total_sell_tickets: 20, max_ticket_per_user: 10, price_per_ticket: 1 });
    // Entered only by post: its one entry must win it.
    const { id: postalOnly } = addTestCompetition(api.db, { ...DRAW_CLOSING, total_sell_tickets: 20, max_ticket_per_user: 10, price_per_ticket: 1 });

    const a = await buyWithCard(newCustomerClient(api), id, 3);
    const b = await buyWithCard(newCustomerClient(api), id, 2);
    const ann = await postal(api, { ...CARD, competition_id: id, email: 'ann@example.com' });
    expect(ann.body.entry).toMatchObject({ status: 'accepted', tickets: [expect.any(Number)] });
    const olaCard = { ...CARD, first_name: 'Ola', last_name: 'Tench', competition_id: postalOnly, email: 'ola@example.com' };
    const ola = await postal(api, olaCard);
    expect(ola.body.entry.status).toBe('accepted');

    // Entries close at the draw moment: a card recorded after it is refused, and kept.
    clock.advance(CLOSE_SEEN - clock.now());
    const late = await postal(api, { ...CARD, competition_id: id, email: 'late@example.com' });
    expect([late.body.success, late.body.entry.reason_code, late.body.error]).toEqual([
      false,
      'closed',
      'This competition is closed to entries, so the postal entry could not be accepted.',
    ]);
    expect((await draws.tick()).closed).toEqual(expect.arrayContaining([id, postalOnly]));

    // The published list: paid entries `order-<n>`, the postal entry `postal-<n>`, one list, hashed as published.
    const waiting = await shop.getDrawProof(id);
    const expected = [
      ...a.tickets.map((ticket) => ({ ticket, label: `order-${a.orderId}` })),
      ...b.tickets.map((ticket) => ({ ticket, label: `order-${b.orderId}` })),
      { ticket: ann.body.entry.tickets[0]!, label: `postal-${ann.body.entry.order_id}` },
    ].sort((x, y) => x.ticket - y.ticket);
    expect(waiting.entries!.map(({ ticket, label }) => ({ ticket, label }))).toEqual(expected);
    expect(waiting.entry_count).toBe(6);
    expect(await entryListHash(expected)).toBe(waiting.entry_list_hash);
    const postalEntries = waiting.entries!.filter((entry) => entry.postal);
    expect(postalEntries).toEqual([{ ticket: ann.body.entry.tickets[0], label: `postal-${ann.body.entry.order_id}`, entrant: 'Ann S.', postal: true }]);
    expect(waiting.entries!.filter((entry) => !entry.postal).every((entry) => entry.label.startsWith('order-') && /^Buyer\d+ T\.$/.test(entry.entrant))).toBe(
      true,
    );
    // The proof page counts 5 paid and 1 free by post from these (entry_count less the postal entries).
    expect([waiting.entry_count! - postalEntries.length, postalEntries.length]).toEqual([5, 1]);
    // What the proof answers raw: every entry carries its postal flag.
    const rawProof = (await raw(api, '/api/v1/draw_proof', { body: { competition_id: id } })).body as { entries: { postal: unknown }[] };
    expect(rawProof.entries.map((entry) => entry.postal)).toEqual(expected.map((entry) => entry.label.startsWith('postal-')));
    expect(verificationSteps(await verifyDrawProof(waiting))).toEqual(['seed: wait', 'beacon: wait', 'round: wait', 'entries: pass', 'winner: wait']);

    // Round R is due and the relay has it: both are drawn, and their proofs verify every step.
    clock.advance(DRAW_ROUND_DUE - clock.now());
    await draws.tick();
    const proof = await shop.getDrawProof(id);
    expect(proof.state).toBe('drawn');
    const result = await verifyDrawProof(proof);
    expect(verificationSteps(result)).toEqual(['seed: pass', 'beacon: pass', 'round: pass', 'entries: pass', 'winner: pass']);
    expect(result.verified).toBe(true);
    const won = proof.entries!.find((entry) => entry.ticket === proof.winning_ticket)!;
    const results = (await shop.getDrawResults({ page: 1, limit: 50 })).data.filter((draw) => draw.prize_type === 'main');
    expect(results.find((draw) => draw.competition_id === id)).toMatchObject({ ticket_number: proof.winning_ticket, winner: won.entrant, ticket_count: 6 });

    const onlyPostal = await shop.getDrawProof(postalOnly);
    expect(onlyPostal.entries).toEqual([{ ticket: ola.body.entry.tickets[0], label: `postal-${ola.body.entry.order_id}`, entrant: 'Ola T.', postal: true }]);
    expect(onlyPostal.winning_ticket).toBe(ola.body.entry.tickets[0]);
    expect(await verifyDrawProof(onlyPostal)).toMatchObject({ verified: true });
    expect(results.find((draw) => draw.competition_id === postalOnly)).toMatchObject({
      ticket_number: ola.body.entry.tickets[0],
      winner: 'Ola T.',
      ticket_count: 1,
    });
    const winner = api.db.prepare("SELECT user_id, name, location FROM winners WHERE competition_id = ? AND prize_type = 'main'").get(postalOnly);
    expect(winner).toEqual({ user_id: null, name: 'Ola T.', location: 'Leeds' });
  });
});
