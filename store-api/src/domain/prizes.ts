import type { Competition, InstantWinNotification } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { saveCompetition } from './competitions';
import { toMinor } from './money';
import { randomIndex } from './secrets';
import { storedProfile } from './users';
import { sql } from '../db/statements';

export function displayName(db: Db, userId: number): string {
  const profile = storedProfile(db, userId);
  return `${profile.first_name} ${profile.last_name.charAt(0)}.`.trim();
}

function isFeatured(db: Db, id: number): boolean {
  return (sql(db, 'SELECT featured FROM competitions WHERE id = ?').get(id) as { featured: number }).featured === 1;
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
      sql(
        db,
        'INSERT INTO winners (competition_id, ticket_number, user_id, name, location, prize, prize_value_minor, prize_type, won_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(competition.id, ticket, userId, name, storedProfile(db, userId).billing_city, prize.title, toMinor(prize.prize_value), 'instant', now);
      if (/site credit/i.test(prize.title)) {
        sql(db, 'INSERT INTO credit_log (user_id, description, amount_minor, created_at) VALUES (?, ?, ?, ?)').run(
          userId,
          `Instant win: ${prize.title}`,
          toMinor(prize.prize_value),
          now,
        );
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
    const sold = sql(db, 'SELECT ticket_number, user_id FROM tickets WHERE competition_id = ? ORDER BY ticket_number').all(competition.id) as {
      ticket_number: number;
      user_id: number;
    }[];
    const pick = sold[randomIndex(sold.length)]!;
    const name = displayName(db, pick.user_id);
    sql(
      db,
      'INSERT INTO winners (competition_id, ticket_number, user_id, name, location, prize, prize_value_minor, prize_type, won_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      competition.id,
      pick.ticket_number,
      pick.user_id,
      name,
      storedProfile(db, pick.user_id).billing_city,
      reward.title,
      toMinor(reward.prize_value),
      'reward',
      now,
    );
    changed = true;
    return { ...reward, winner: { ticket_number: pick.ticket_number, user: name } };
  });
  if (changed) saveCompetition(db, { ...competition, reward_wins: rewards }, isFeatured(db, competition.id));
}
