import {
  acceptedIndex,
  beaconRoundAt,
  beaconRoundTime,
  drawRoundFor,
  drawWinnerV2,
  entryListHash,
  entryListProblem,
  entryListText,
  isEntrantLabel,
  verifyBeacon,
  winnerIndex,
  winnerMessage,
} from './beaconDraw';
import { QUICKNET_ROUNDS, recordedRound } from '../testing/quicknetRounds';

// Expected values computed independently with Python's hashlib (not with the code under test).
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const ROUND = recordedRound(30662982);
const THREE = [
  { ticket: 17, label: 'order-40' },
  { ticket: 3, label: 'order-12' },
  { ticket: 254, label: 'order-12' },
];
const THREE_HASH = 'd2c38ab1f1b9dba1242ac0e8e24feff174f505f788e8fb27155b343fee2f1b9a';
const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
const HUNDRED = Array.from({ length: 100 }, (_, index) => ({ ticket: index + 1, label: `order-${(((index + 1) * 7) % 13) + 1}` }));

describe('draw rule v2: beacon rounds', () => {
  it('times a round as genesis + (round - 1) x 3 s, and finds the round at a time', () => {
    expect(beaconRoundTime(1)).toBe(1692803367);
    expect(beaconRoundTime(30662982)).toBe(1784792310); // 2026-07-23T07:38:30Z
    expect(beaconRoundAt(1784792310)).toBe(30662982);
    expect(beaconRoundAt(1784792309)).toBe(30662981);
    expect(beaconRoundAt(0)).toBe(1);
  });

  it('names as R the first round at least 60 s after the close', () => {
    expect(drawRoundFor(1784792250)).toBe(30662982); // exactly 60 s before round 30662982
    expect(drawRoundFor(1784792248)).toBe(30662982);
    expect(drawRoundFor(1784792251)).toBe(30662983);
    for (let closedAt = 1784792000; closedAt < 1784792100; closedAt += 1) {
      const round = drawRoundFor(closedAt);
      expect(beaconRoundTime(round)).toBeGreaterThanOrEqual(closedAt + 60);
      expect(beaconRoundTime(round - 1)).toBeLessThan(closedAt + 60);
    }
  });
});

describe('draw rule v2: the entry list', () => {
  it('writes one `ticket,label` line per entry, by ticket ascending, and hashes the text with SHA-256', async () => {
    expect(entryListText(THREE)).toBe('3,order-12\n17,order-40\n254,order-12\n');
    expect(await entryListHash(THREE)).toBe(THREE_HASH);
    expect(await entryListHash([...THREE].reverse())).toBe(THREE_HASH);
    expect(await entryListHash([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('accepts labels of 1 to 64 printable ASCII characters without a comma or a space at either end', () => {
    for (const label of ['order-1', 'postal-12', 'A', 'Jo B.', 'x'.repeat(64), '#~!']) expect([label, isEntrantLabel(label)]).toEqual([label, true]);
    for (const label of ['', ' order-1', 'order-1 ', 'a,b', 'line\nbreak', 'tab\there', 'Zoë', 'x'.repeat(65)]) {
      expect([label, isEntrantLabel(label)]).toEqual([label, false]);
    }
  });

  it('refuses a list with a ticket twice, a ticket that is not a whole number, or a bad label', () => {
    expect(entryListProblem(THREE)).toBeNull();
    expect(entryListProblem([...THREE, { ticket: 3, label: 'order-99' }])).toBe('ticket 3 is listed twice');
    expect(entryListProblem([{ ticket: 1.5, label: 'order-1' }])).toBe('ticket 1.5 is not a whole number');
    expect(() => entryListText([{ ticket: 1, label: 'a,b' }])).toThrow(
      'The entry list cannot be drawn from: the label of ticket 1 is not 1 to 64 printable ASCII characters without a comma.',
    );
  });
});

describe('draw rule v2: the winner, without modulo bias', () => {
  it('accepts x only below the largest multiple of n, so every index has exactly as many values (every 1- and 2-byte value)', () => {
    for (let n = 1; n <= 256; n += 1) {
      const counts = new Array<number>(n).fill(0);
      let rejected = 0;
      for (let x = 0; x < 256; x += 1) {
        const index = acceptedIndex(Uint8Array.of(x), n);
        if (index === null) rejected += 1;
        else counts[index]! += 1;
      }
      expect([n, rejected, new Set(counts).size, counts[0]]).toEqual([n, 256 % n, 1, Math.floor(256 / n)]);
    }
    for (const n of [3, 7, 1000, 40_000, 65_535, 65_536]) {
      const counts = new Map<number, number>();
      let rejected = 0;
      for (let x = 0; x < 65_536; x += 1) {
        const index = acceptedIndex(Uint8Array.of(x >> 8, x & 0xff), n);
        if (index === null) rejected += 1;
        else counts.set(index, (counts.get(index) ?? 0) + 1);
      }
      expect([n, rejected, counts.size, new Set(counts.values()).size]).toEqual([n, 65_536 % n, n, 1]);
    }
  });

  it('rejects only the top values of 256 bits when n is not a power of two; n = 1 and powers of two never retry', () => {
    const top = new Uint8Array(32).fill(0xff); // 2^256 - 1
    const belowTop = new Uint8Array(32).fill(0xff);
    belowTop[31] = 0xfe; // 2^256 - 2
    // 2^256 mod 3 = 1, so the largest multiple of 3 not above 2^256 is 2^256 - 1: only 2^256 - 1 itself is rejected.
    expect(acceptedIndex(top, 3)).toBeNull();
    expect(acceptedIndex(belowTop, 3)).toBe(2); // (2^256 - 2) mod 3
    expect(acceptedIndex(top, 1)).toBe(0);
    expect(acceptedIndex(new Uint8Array(32), 1)).toBe(0);
    expect(acceptedIndex(top, 1024)).toBe(1023);
    // 2^256 mod 1000 = 936: the last 936 values are rejected, the one before is the last accepted (index 999).
    const lastAccepted = new Uint8Array(32).fill(0xff);
    lastAccepted[30] = 0xfc;
    lastAccepted[31] = 0x57; // 2^256 - 1 - 936 (0x3a8) = ...fc57
    expect(acceptedIndex(lastAccepted, 1000)).toBe(999);
    lastAccepted[31] = 0x58;
    expect(acceptedIndex(lastAccepted, 1000)).toBeNull();
    expect(() => acceptedIndex(top, 0)).toThrow('A draw needs at least one entry.');
  });

  it('hashes label, 0x00, competition id, seed, randomness, list hash and a 4-byte counter (Python vectors)', async () => {
    const inputs = { competitionId: 1234, seed: SEED, randomness: ROUND.randomness, entryListHash: THREE_HASH };
    const message = winnerMessage(inputs, 1);
    expect(message.length).toBe(131);
    expect(new TextDecoder().decode(message.slice(0, 22))).toBe('angling-prizes draw v2');
    expect(Array.from(message.slice(127))).toEqual([0, 0, 0, 1]);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', message));
    expect(Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')).toBe('bce6b0109c3d97b489bbcfc62e3c169b529854531cda2698ecbf325387cd59cd');
    expect(await winnerIndex({ ...inputs, count: 3 })).toEqual({ index: 2, hashes: 1 });
  });

  it('picks the winner of a recorded round as the Python reference does, for 1, 3 and 100 entries', async () => {
    const draw = (competitionId: number, entries: { ticket: number; label: string }[]) =>
      drawWinnerV2({ competitionId, seed: SEED, randomness: ROUND.randomness, entries });
    expect(await draw(1234, THREE)).toEqual({ index: 2, entry: { ticket: 254, label: 'order-12' }, entryListHash: THREE_HASH });
    expect(await draw(1234, HUNDRED)).toMatchObject({ index: 76, entry: { ticket: 77 } });
    expect((await draw(1234, HUNDRED)).entryListHash).toBe('cace0b36ed3860188eb4832979935c6cb497c39e2d86b2679a0fe12a45e82ced');
    expect(await draw(1235, HUNDRED)).toMatchObject({ index: 99, entry: { ticket: 100 } }); // another competition, another winner
    expect(await draw(1234, [{ ticket: 7, label: 'postal-1' }])).toMatchObject({ index: 0, entry: { ticket: 7 } });
    await expect(draw(1234, [])).rejects.toThrow('A draw needs at least one entry.');
  });

  it('refuses inputs that are not 32 bytes of hex', async () => {
    await expect(winnerIndex({ competitionId: 1, seed: 'abc', randomness: ROUND.randomness, entryListHash: THREE_HASH, count: 3 })).rejects.toThrow(
      'The seed, the beacon randomness and the entry-list hash are each 64 hexadecimal characters.',
    );
  });
});

describe('draw rule v2: quicknet beacons (BLS on G1 under the pinned key)', () => {
  it('verifies every recorded round, and derives its recorded randomness as SHA-256 of the signature', async () => {
    for (const round of QUICKNET_ROUNDS) {
      expect(await verifyBeacon({ round: round.round, signature: round.signature })).toEqual({
        valid: true,
        round: round.round,
        signature: round.signature,
        randomness: round.randomness,
      });
    }
  });

  it('refuses a changed signature, another round signature, a wrong randomness and malformed input, saying why', async () => {
    const flipped = `${ROUND.signature.slice(0, 60)}${ROUND.signature[60] === '0' ? '1' : '0'}${ROUND.signature.slice(61)}`;
    expect(await verifyBeacon({ round: ROUND.round, signature: flipped })).toEqual({
      valid: false,
      reason: 'the signature of round 30662982 does not verify under the quicknet public key',
    });
    const other = recordedRound(30662990);
    expect(await verifyBeacon({ round: ROUND.round, signature: other.signature })).toEqual({
      valid: false,
      reason: 'the signature of round 30662982 does not verify under the quicknet public key',
    });
    expect(await verifyBeacon({ ...ROUND, randomness: other.randomness })).toEqual({
      valid: false,
      reason: 'the randomness given for round 30662982 is not SHA-256 of its signature',
    });
    expect(await verifyBeacon({ round: ROUND.round, signature: ROUND.signature.slice(2) })).toEqual({
      valid: false,
      reason: 'the signature of round 30662982 is not 48 bytes of hex',
    });
    expect(await verifyBeacon({ round: 0, signature: ROUND.signature })).toEqual({ valid: false, reason: 'round 0 is not a round number' });
    expect(await verifyBeacon({ round: ROUND.round, signature: 'ff'.repeat(48) })).toMatchObject({ valid: false });
  });

  it('takes only the canonical encoding of a G1 point: x below p, never x + p', async () => {
    const { bls12_381 } = await import('@noble/curves/bls12-381');
    const { isCanonicalG1Encoding } = await import('./drandBeacon');
    // 2·g1's x is small enough that x + p still fits in 381 bits: a second encoding of the same point.
    const point = bls12_381.G1.Point.BASE.double();
    const canonical = point.toBytes(true);
    const p = bls12_381.fields.Fp.ORDER;
    const xPlusP = point.toAffine().x + p;
    expect(xPlusP < 1n << 381n).toBe(true);
    const aliased = hexToBytes(xPlusP.toString(16).padStart(96, '0'));
    aliased[0] = aliased[0]! | (canonical[0]! & 0xe0);
    expect(bls12_381.G1.Point.fromBytes(aliased).equals(point)).toBe(true); // what the library alone accepts
    expect(isCanonicalG1Encoding(canonical)).toBe(true);
    expect(isCanonicalG1Encoding(aliased)).toBe(false);
    for (const round of QUICKNET_ROUNDS) expect(isCanonicalG1Encoding(hexToBytes(round.signature))).toBe(true);
  });
});
