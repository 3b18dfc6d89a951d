import type { Competition, InstantWinNotification } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { isFeatured, saveCompetition } from './competitions';
import { addCredit } from './creditLog';
import { holdCredit } from './heldCredit';
import { toMinor } from './money';
import { randomIndex } from './secrets';
import { soldTickets } from './tickets';
import { holderOfTicket, type TicketHolder } from './ticketHolders';
import { recordWinner } from './winners';

/** The instant wins among these ticket numbers: which ticket won which prize. */
export function instantWinsAmong(competition: Competition, numbers: readonly number[]): { competition_id: number; ticket_number: number; prize: string }[] {
  const allocated = new Set(numbers);
  return competition.instant_wins.flatMap((prize) =>
    prize.ticket_numbers
      .filter((number) => allocated.has(number))
      .map((ticket) => ({ competition_id: competition.id, ticket_number: ticket, prize: prize.title })),
  );
}

/** A prize paid as site credit, credited the moment it is won: its title says "site credit". */
export const isSiteCreditPrize = (title: string) => /site credit/i.test(title);

/** How a site-credit instant win is named in the credit ledger (and while it is held for a postal entrant). */
export const instantWinCreditDescription = (title: string) => `Instant win: ${title}`;

/**
 * Instant wins whose ticket numbers were just allocated to `holder` (a paid order's customer or a free postal
 * entrant): recorded as winners, site credit credited to the holder's account (a postal entrant without one
 * has it held for their card's email until they open an account: domain/heldCredit.ts), the competition's
 * list of wins updated; their notices for the realtime feed returned.
 */
export function awardInstantWins(db: Db, competition: Competition, numbers: number[], holder: TicketHolder, now: number): InstantWinNotification[] {
  const allocated = new Set(numbers);
  const notices: InstantWinNotification[] = [];
  const instantWins = competition.instant_wins.map((prize) => {
    const won = prize.ticket_numbers.filter((number) => allocated.has(number));
    for (const ticket of won) {
      recordWinner(db, {
        competitionId: competition.id,
        ticketNumber: ticket,
        userId: holder.userId,
        name: holder.name,
        location: holder.location,
        prize: prize.title,
        prizeValueMinor: toMinor(prize.prize_value),
        prizeType: 'instant',
        wonAt: now,
      });
      if (isSiteCreditPrize(prize.title)) {
        const credit = { description: instantWinCreditDescription(prize.title), amountMinor: toMinor(prize.prize_value) };
        if (holder.userId !== null) addCredit(db, holder.userId, { ...credit, createdAt: now });
        else if (holder.heldFor !== null)
          holdCredit(db, { ...credit, email: holder.heldFor.email, competitionId: competition.id, orderId: holder.heldFor.orderId, heldAt: now });
      }
      notices.push({
        main_id: competition.id,
        title: competition.title,
        image: prize.image || competition.image,
        prize: prize.title,
        user: holder.firstName,
      });
    }
    return { ...prize, won: [...prize.won, ...won.map((ticket) => ({ ticket_number: ticket, user: holder.name }))] };
  });
  if (notices.length > 0) saveCompetition(db, { ...competition, instant_wins: instantWins }, isFeatured(db, competition.id));
  return notices;
}

/** Reward wins unlock at a sold percentage: the first sale past it draws a winner among sold tickets. */
export function drawRewardWins(db: Db, competition: Competition, soldAfter: number, now: number): void {
  const percent = Math.floor((soldAfter / competition.total_sell_tickets) * 100);
  let changed = false;
  const rewards = competition.reward_wins.map((reward) => {
    if (reward.winner || percent < reward.percent) return reward;
    const sold = soldTickets(db, competition.id);
    const pick = sold[randomIndex(sold.length)]!;
    const holder = holderOfTicket(db, competition.id, pick.ticketNumber);
    recordWinner(db, {
      competitionId: competition.id,
      ticketNumber: pick.ticketNumber,
      userId: holder.userId,
      name: holder.name,
      location: holder.location,
      prize: reward.title,
      prizeValueMinor: toMinor(reward.prize_value),
      prizeType: 'reward',
      wonAt: now,
    });
    changed = true;
    return { ...reward, winner: { ticket_number: pick.ticketNumber, user: holder.name } };
  });
  if (changed) saveCompetition(db, { ...competition, reward_wins: rewards }, isFeatured(db, competition.id));
}
