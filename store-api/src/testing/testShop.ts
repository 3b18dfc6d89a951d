import { DRAW_RULE_V1, type Competition } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { allCompetitions, getCompetition, saveCompetition } from '../domain/competitions';
import { drawMainWinner } from '../domain/draws';
import { createUser, issueToken } from '../domain/users';
import { sell } from '../seed/seed';

/**
 * A fresh competition on sale (based on demo competition 102, without a question or prizes), so a test
 * does not depend on other tests' sales; its id (also its product id) follows the highest in the shop.
 */
export function addTestCompetition(db: Db, changes: Partial<Competition> = {}, createdAt = Date.now()): Competition {
  const id = Math.max(900, ...allCompetitions(db).map((competition) => competition.id)) + 1;
  saveCompetition(
    db,
    {
      ...getCompetition(db, 102)!,
      id,
      competition_product_id: id,
      title: `Test prize ${id}`,
      comp_question: false,
      instant_wins: [],
      instant_wins_tickets: [],
      reward_wins: [],
      // Open whatever the template's live status at the real time (a test may run the shop on a clock of its own).
      status: 'open',
      ...changes,
    },
    false,
    undefined,
    createdAt,
  );
  return getCompetition(db, id)!;
}

let customers = 0;

/** A new signed-in customer (with `credit` pounds of site credit): their id and token. */
export function addTestCustomer(db: Db, options: { credit?: number } = {}): { userId: number; token: string } {
  customers += 1;
  const userId = createUser(db, {
    email: `buyer${customers}@example.com`,
    username: `buyer${customers}`,
    first_name: `Buyer${customers}`,
    last_name: 'Test',
    date_of_birth: '1980-01-01',
  });
  if (options.credit) {
    db.prepare('INSERT INTO credit_log (user_id, description, amount_minor, created_at) VALUES (?, ?, ?, ?)').run(
      userId,
      'Test credit',
      options.credit * 100,
      Date.now(),
    );
  }
  return { userId, token: issueToken(db, userId) };
}

/** A competition drawn by the first rule, as a store from before rule v2 holds one: 40 tickets sold to three customers. */
export async function addFirstRuleDraw(db: Db, id: number): Promise<void> {
  const opened = Date.UTC(2025, 9, 1, 9);
  saveCompetition(
    db,
    {
      ...getCompetition(db, 102)!,
      id,
      competition_product_id: id,
      title: `First-rule prize ${id}`,
      status: 'open',
      draw_date: '2025-10-20',
      draw_time: '20:00',
    },
    false,
    DRAW_RULE_V1,
    opened,
  );
  const competition = getCompetition(db, id, opened)!;
  const buyers = (db.prepare('SELECT id FROM users ORDER BY id LIMIT 3').all() as { id: number }[]).map((row) => row.id);
  buyers.forEach((userId, index) => sell(db, competition, userId, [10, 12, 18][index]!, 'completed', opened + (index + 1) * 86_400_000));
  await drawMainWinner(db, id, Date.UTC(2025, 9, 20, 19));
}
