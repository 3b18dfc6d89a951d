import { formatPounds, type InstantWin, formatCount } from '@shop/shared-contracts';

/** What "find my ticket" found for the number a customer typed. */
export type TicketLookup =
  | { kind: 'invalid'; message: string }
  | { kind: 'no-prize'; ticket: number }
  | { kind: 'to-win'; ticket: number; prize: InstantWin }
  | { kind: 'won'; ticket: number; prize: InstantWin; winner: string };

/** Instant wins counted over every prize: how many winning tickets there are and how many are won ("12 of 40 won"). */
export function instantWinCount(prizes: readonly InstantWin[]): { won: number; total: number } {
  return {
    won: prizes.reduce((sum, prize) => sum + prize.won.length, 0),
    total: prizes.reduce((sum, prize) => sum + prize.ticket_numbers.length, 0),
  };
}

/**
 * Looks a typed ticket number up among the instant-win prizes. `totalTickets` bounds the numbers
 * (tickets run from 1 to the competition's total); 0 means the total is unknown and any number is looked up.
 */
export function lookUpTicket(prizes: readonly InstantWin[], typed: string, totalTickets: number): TicketLookup {
  const text = typed.trim().replace(/^#/, '');
  if (!text) return { kind: 'invalid', message: 'Enter a ticket number.' };
  if (!/^\d+$/.test(text)) return { kind: 'invalid', message: 'A ticket number is digits only, like 1234.' };
  const ticket = Number(text);
  if (ticket < 1 || (totalTickets > 0 && ticket > totalTickets)) {
    return { kind: 'invalid', message: `Ticket numbers for this competition run from 1 to ${formatCount(totalTickets)}.` };
  }
  for (const prize of prizes) {
    if (!prize.ticket_numbers.includes(ticket)) continue;
    const won = prize.won.find((entry) => entry.ticket_number === ticket);
    return won ? { kind: 'won', ticket, prize, winner: won.user } : { kind: 'to-win', ticket, prize };
  }
  return { kind: 'no-prize', ticket };
}

function prizeName(prize: InstantWin): string {
  return prize.prize_value ? `${prize.title} (${formatPounds(prize.prize_value)})` : prize.title;
}

/** The answer in words, as the page shows it. */
export function lookupMessage(result: TicketLookup): string {
  switch (result.kind) {
    case 'invalid':
      return result.message;
    case 'no-prize':
      return `Ticket #${result.ticket} is not an instant-win ticket. Every ticket sold is still in the main draw.`;
    case 'to-win':
      return `Ticket #${result.ticket} is an instant-win ticket for ${prizeName(result.prize)}. Still to be won.`;
    case 'won':
      return `Ticket #${result.ticket} is an instant-win ticket for ${prizeName(result.prize)}. Won by ${result.winner || 'a customer'}.`;
  }
}
