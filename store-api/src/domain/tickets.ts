import type { Db } from '../db/database';
import { randomIndex } from './secrets';

/** Picks `quantity` distinct unsold ticket numbers of a competition, uniformly at random. */
export function pickUnsoldNumbers(db: Db, competitionId: number, total: number, quantity: number): number[] {
  const sold = new Set(
    (db.prepare('SELECT ticket_number FROM tickets WHERE competition_id = ?').all(competitionId) as { ticket_number: number }[]).map((row) => row.ticket_number),
  );
  const unsold: number[] = [];
  for (let number = 1; number <= total; number += 1) if (!sold.has(number)) unsold.push(number);
  if (unsold.length < quantity) throw new Error(`only ${unsold.length} tickets left`);
  // Partial Fisher-Yates: the first `quantity` places get a uniform random sample.
  for (let index = 0; index < quantity; index += 1) {
    const swap = index + randomIndex(unsold.length - index);
    [unsold[index], unsold[swap]] = [unsold[swap]!, unsold[index]!];
  }
  return unsold.slice(0, quantity).sort((a, b) => a - b);
}

export function recordTickets(db: Db, competitionId: number, numbers: number[], orderId: number, userId: number): void {
  const insert = db.prepare('INSERT INTO tickets (competition_id, ticket_number, order_id, user_id) VALUES (?, ?, ?, ?)');
  for (const number of numbers) insert.run(competitionId, number, orderId, userId);
}

export function ticketsOfUser(db: Db, competitionId: number, userId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM tickets WHERE competition_id = ? AND user_id = ?').get(competitionId, userId) as { n: number }).n;
}
