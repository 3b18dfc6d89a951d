import type { Competition } from '@shop/shared-contracts';

export interface WonPrize {
  competitionTitle: string;
  ticketNumber: number;
  prize: string;
}

/** The instant wins this order's tickets won: prizes whose winning numbers are among the tickets. */
export function prizesWon(competition: Pick<Competition, 'title' | 'instant_wins'>, tickets: readonly number[]): WonPrize[] {
  const mine = new Set(tickets);
  return competition.instant_wins.flatMap((prize) =>
    prize.ticket_numbers.filter((ticket) => mine.has(ticket)).map((ticketNumber) => ({ competitionTitle: competition.title, ticketNumber, prize: prize.title })),
  );
}
