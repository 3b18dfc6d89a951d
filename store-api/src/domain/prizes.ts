import type { Competition, InstantWinNotification } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { isFeatured, saveCompetition } from './competitions';
import { addCredit } from './creditLog';
import { toMinor } from './money';
import { randomIndex } from './secrets';
import { soldTickets } from './tickets';
import { storedProfile } from './users';
import { recordWinner } from './winners';

export function displayName(db: Db, userId: number): string {
  const profile = storedProfile(db, userId);
  return `${profile.first_name} ${profile.last_name.charAt(0)}.`.trim();
}

/** Instant wins whose ticket numbers were just allocated: recorded as winners; their notices returned. */
/** The instant wins among these ticket numbers: which ticket won which prize. */
export function instantWinsAmong(competition: Competition, numbers: readonly number[]): { competition_id: number; ticket_number: number; prize: string }[] {
  const allocated = new Set(numbers);
  return competition.instant_wins.flatMap((prize) =>
    prize.ticket_numbers
      .filter((number) => allocated.has(number))
      .map((ticket) => ({ competition_id: competition.id, ticket_number: ticket, prize: prize.title })),
  );
}

export function awardInstantWins(db: Db, competition: Competition, numbers: number[], userId: number, now: number): InstantWinNotification[] {
  const allocated = new Set(numbers);
  const notices: InstantWinNotification[] = [];
  const name = displayName(db, userId);
  const instantWins = competition.instant_wins.map((prize) => {
    const won = prize.ticket_numbers.filter((number) => allocated.has(number));
    for (const ticket of won) {
      recordWinner(db, {
        competitionId: competition.id,
        ticketNumber: ticket,
        userId,
        name,
        location: storedProfile(db, userId).billing_city,
        prize: prize.title,
        prizeValueMinor: toMinor(prize.prize_value),
        prizeType: 'instant',
        wonAt: now,
      });
      if (/site credit/i.test(prize.title)) {
        addCredit(db, userId, { description: `Instant win: ${prize.title}`, amountMinor: toMinor(prize.prize_value), createdAt: now });
      }
      notices.push({
        main_id: competition.id,
        title: competition.title,
        image: prize.image || competition.image,
        prize: prize.title,
        user: storedProfile(db, userId).first_name,
      });
    }
    return { ...prize, won: [...prize.won, ...won.map((ticket) => ({ ticket_number: ticket, user: name }))] };
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
    const name = displayName(db, pick.userId);
    recordWinner(db, {
      competitionId: competition.id,
      ticketNumber: pick.ticketNumber,
      userId: pick.userId,
      name,
      location: storedProfile(db, pick.userId).billing_city,
      prize: reward.title,
      prizeValueMinor: toMinor(reward.prize_value),
      prizeType: 'reward',
      wonAt: now,
    });
    changed = true;
    return { ...reward, winner: { ticket_number: pick.ticketNumber, user: name } };
  });
  if (changed) saveCompetition(db, { ...competition, reward_wins: rewards }, isFeatured(db, competition.id));
}
