import type { InstantWin } from '@shop/shared-contracts';
import { instantWinCount, lookUpTicket, lookupMessage } from './ticketLookup';

const prizes: InstantWin[] = [
  { id: 1, title: '£50 Site Credit', prize_value: 50, image: '', ticket_numbers: [12, 480, 1999], won: [{ ticket_number: 480, user: 'Sam' }] },
  { id: 2, title: 'Korda Tackle Box', prize_value: 80, image: '', ticket_numbers: [77], won: [{ ticket_number: 77, user: '' }] },
  { id: 3, title: 'Mystery prize', prize_value: 0, image: '', ticket_numbers: [5], won: [] },
];
const say = (typed: string, total = 2999) => lookupMessage(lookUpTicket(prizes, typed, total));

describe('instant-win count', () => {
  it('counts the winning tickets and those won over every prize', () => {
    expect(instantWinCount(prizes)).toEqual({ won: 2, total: 5 });
    expect(instantWinCount([])).toEqual({ won: 0, total: 0 });
  });
});

describe('find my ticket', () => {
  it('says a ticket still to be won, with its prize and value', () => {
    expect(say('12')).toBe('Ticket #12 is an instant-win ticket for £50 Site Credit (£50.00). Still to be won.');
    expect(say(' #1999 ')).toBe('Ticket #1999 is an instant-win ticket for £50 Site Credit (£50.00). Still to be won.');
    expect(say('5')).toBe('Ticket #5 is an instant-win ticket for Mystery prize. Still to be won.');
  });

  it('says who won a ticket already won', () => {
    expect(say('480')).toBe('Ticket #480 is an instant-win ticket for £50 Site Credit (£50.00). Won by Sam.');
    expect(say('77')).toBe('Ticket #77 is an instant-win ticket for Korda Tackle Box (£80.00). Won by a customer.');
  });

  it('says a ticket that wins no instant prize is still in the main draw', () => {
    expect(lookUpTicket(prizes, '13', 2999)).toEqual({ kind: 'no-prize', ticket: 13 });
    expect(say('13')).toBe('Ticket #13 is not an instant-win ticket. Every ticket sold is still in the main draw.');
  });

  it('asks again for an empty, non-numeric or out-of-range number', () => {
    expect(say('  ')).toBe('Enter a ticket number.');
    expect(say('12a')).toBe('A ticket number is digits only, like 1234.');
    expect(say('-4')).toBe('A ticket number is digits only, like 1234.');
    expect(say('0')).toBe('Ticket numbers for this competition run from 1 to 2,999.');
    expect(say('3000')).toBe('Ticket numbers for this competition run from 1 to 2,999.');
    // Without a known total, any positive number is looked up.
    expect(say('3000', 0)).toBe('Ticket #3000 is not an instant-win ticket. Every ticket sold is still in the main draw.');
  });
});
