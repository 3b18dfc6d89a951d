import { drawCommitment, isSeedHex, ticketMessage, winningIndex, winningTicket } from './drawProof';
import { checkDrawProof } from './drawVerification';

// Vectors computed independently (openssl dgst / Python hmac), not with the code under test.
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const OTHER_SEED = '100102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const COMMITMENT = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';
const HUNDRED = Array.from({ length: 100 }, (_, index) => index + 1);

describe('draw proof rule', () => {
  it('commits to a seed with SHA-256 of its 32 bytes', async () => {
    expect(await drawCommitment(SEED)).toBe(COMMITMENT);
    expect(await drawCommitment(SEED.toUpperCase())).toBe(COMMITMENT);
    expect(await drawCommitment(OTHER_SEED)).not.toBe(COMMITMENT);
  });

  it.each([
    ['4 tickets', SEED, [3, 17, 254, 999], 1, 17],
    ['4 tickets, other seed', OTHER_SEED, [3, 17, 254, 999], 3, 999],
    ['one ticket', SEED, [7], 0, 7],
    ['1 to 100', SEED, HUNDRED, 30, 31],
    ['1 to 100, other seed', OTHER_SEED, HUNDRED, 81, 82],
  ])('picks HMAC-SHA256(seed, sorted tickets) mod count: %s', async (_name, seed, tickets, index, ticket) => {
    expect(await winningIndex(seed, tickets)).toBe(index);
    expect(await winningTicket(seed, tickets)).toBe(ticket);
  });

  it('reads the tickets sorted, whatever order they come in', async () => {
    expect(ticketMessage([254, 3, 999, 17])).toBe('3,17,254,999');
    expect(await winningTicket(SEED, [...HUNDRED].reverse())).toBe(31);
  });

  it('refuses a seed that is not 32 bytes of hex, and a draw without tickets', async () => {
    expect(isSeedHex(SEED)).toBe(true);
    expect(isSeedHex(SEED.slice(2))).toBe(false);
    expect(isSeedHex(`${SEED.slice(2)}zz`)).toBe(false);
    await expect(drawCommitment('abc')).rejects.toThrow('A draw seed is 64 hexadecimal characters (32 bytes).');
    await expect(winningIndex(SEED, [])).rejects.toThrow('A draw needs at least one sold ticket.');
  });

  const proof = { commitment: COMMITMENT, seed: SEED, tickets: HUNDRED, winning_ticket: 31 };

  it('verifies an honest draw', async () => {
    expect(await checkDrawProof(proof)).toEqual({ commitmentMatches: true, computedTicket: 31, winnerMatches: true, verified: true });
  });

  it('fails when any one ticket of the list is changed', async () => {
    for (let index = 0; index < HUNDRED.length; index += 1) {
      const tickets = HUNDRED.map((ticket, at) => (at === index ? 200 + at : ticket));
      const check = await checkDrawProof({ ...proof, tickets });
      expect([index, check.commitmentMatches, check.winnerMatches, check.verified]).toEqual([index, true, false, false]);
    }
  });

  it('fails when the seed is changed, or the winner announced is another', async () => {
    expect(await checkDrawProof({ ...proof, seed: OTHER_SEED })).toEqual({
      commitmentMatches: false,
      computedTicket: 82,
      winnerMatches: false,
      verified: false,
    });
    expect(await checkDrawProof({ ...proof, winning_ticket: 32 })).toEqual({
      commitmentMatches: true,
      computedTicket: 31,
      winnerMatches: false,
      verified: false,
    });
    expect(await checkDrawProof({ ...proof, seed: null })).toEqual({ commitmentMatches: false, computedTicket: null, winnerMatches: false, verified: false });
  });
});
