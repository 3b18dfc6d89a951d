import { drawDecisionText } from './DrawDecision';

describe('the details page’s word on what decides the draw', () => {
  const commitment = 'ab'.repeat(32);

  test('before the close: how the round will be chosen', () => {
    expect(drawDecisionText({ rule: 'drand-quicknet-v2', commitment, state: 'open' })).toBe(
      'When entries close we publish the entry list, and with it the round of the drand quicknet beacon (run by the League of Entropy) that will decide the draw: the first round at least a minute after the close, a public random number nobody can know in advance.',
    );
  });

  test('after the close: the round named then, when it is due, and when entries closed', () => {
    const closed = {
      rule: 'drand-quicknet-v2' as const,
      commitment,
      state: 'waiting_for_beacon' as const,
      closed_at: 1784792250,
      beacon_round: 30662982,
      beacon_round_time: 1784792310,
    };
    expect(drawDecisionText(closed)).toBe(
      'This draw will be decided by drand quicknet round 30662982, due July 23, 2026, 8:38:30 AM BST: named when entries closed, July 23, 2026, 8:37:30 AM BST, with the entry list.',
    );
    expect(drawDecisionText({ ...closed, state: 'drawn' })).toMatch(/^This draw was decided by drand quicknet round 30662982, due /);
  });

  test('a first-rule draw says so, and names no beacon', () => {
    expect(drawDecisionText({ rule: 'seed-hmac-v1', commitment, state: 'drawn' })).toBe(
      'This draw is decided by a seed we committed to when the competition opened, applied to the sorted tickets by a published rule.',
    );
  });
});
