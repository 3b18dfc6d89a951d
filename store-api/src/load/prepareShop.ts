import type { Competition } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { allCompetitions, saveCompetition } from '../domain/competitions';
import { readContent, writeContent } from '../domain/content';
import { addCredit } from '../domain/creditLog';
import { hashPassword } from '../domain/secrets';
import { createUser, saveProfile, storedProfile } from '../domain/users';

export const LOAD_PASSWORD = 'LoadTest!2024-customers';
/** The site credit every second customer starts with, and pays with until it runs out. */
export const STARTING_CREDIT_MINOR = 2000;
/** Every tenth customer has set a daily spending limit this low, so some checkouts are refused for it. */
export const DAILY_LIMIT_POUNDS = 5;
const HOT_MAX_PER_CUSTOMER = 5;

export interface LoadCustomer {
  index: number;
  userId: number;
  email: string;
  paysWith: 'site_credit' | 'test_card';
}

export interface PreparedShop {
  customers: LoadCustomer[];
  /** Competitions with few tickets left, which the customers crowd into (they sell out during the run). */
  hotCompetitionIds: number[];
  /** Each competition's correct answer (option id): a customer knows it, as one who read the question does. */
  answers: ReadonlyMap<number, number>;
}

/**
 * Readies a freshly seeded shop for a load run, writing through store-api's own domain functions (no
 * registration calls, so no registration limits): `customers` accounts with one password, half of them
 * with site credit and a tenth with a daily spending limit, and a competition with only `hotTickets`
 * tickets and a qualifying question, cloned from a seeded one that has a question. The seed's own nearly
 * sold-out competition (a handful of tickets left) is crowded into as well.
 */
export async function prepareShop(db: Db, options: { customers: number; hotTickets: number }): Promise<PreparedShop> {
  const passwordHash = await hashPassword(LOAD_PASSWORD);
  const now = Date.now();
  const open = allCompetitions(db, now).filter((competition) => competition.status === 'open');
  const template = open.find((competition) => competition.comp_question);
  if (!template) throw new Error('The seeded shop has no open competition with a question to clone.');
  const answers = new Map(Object.entries(readContent<Record<string, number>>(db, 'answers', {})).map(([id, answer]) => [Number(id), answer]));
  const templateAnswer = answers.get(template.id);
  if (templateAnswer === undefined) throw new Error(`The seeded shop has no answer for competition ${template.id}.`);
  const nearlySoldOut = open.filter((competition) => competition.total_sell_tickets - competition.total_ticket_sold < 50);

  const hotId = Math.max(...allCompetitions(db, now).map((competition) => competition.id)) + 1;
  const hot: Competition = {
    ...template,
    id: hotId,
    competition_product_id: hotId,
    title: 'Last Tickets Carp Bundle',
    total_sell_tickets: options.hotTickets,
    total_ticket_sold: 0,
    max_ticket_per_user: HOT_MAX_PER_CUSTOMER,
    // One instant win inside the range, so checkouts also award prizes and write notices.
    instant_wins: [{ id: hotId * 100, title: '£5 Site Credit', prize_value: 5, image: template.image, ticket_numbers: [1], won: [] }],
    instant_wins_tickets: [{ ticket_number: 1, instant_win_id: hotId * 100, claimed: false }],
    enable_instant_wins: true,
    reward_wins: [],
    enable_reward_wins: false,
  };

  const customers: LoadCustomer[] = [];
  db.transaction(() => {
    saveCompetition(db, hot, false);
    answers.set(hotId, templateAnswer);
    writeContent(db, 'answers', Object.fromEntries(answers));
    for (let index = 0; index < options.customers; index += 1) {
      const email = `load-${index + 1}@customers.test`;
      const userId = createUser(
        db,
        { email, username: email, first_name: 'Load', last_name: `Customer ${index + 1}`, date_of_birth: '1985-06-15', city: 'Leeds' },
        passwordHash,
      );
      const paysWith = index % 2 === 1 ? 'site_credit' : 'test_card';
      if (paysWith === 'site_credit') addCredit(db, userId, { description: 'Load test top-up', amountMinor: STARTING_CREDIT_MINOR, createdAt: now });
      if (index % 10 === 9) saveProfile(db, userId, { ...storedProfile(db, userId), limit_duration: 'day', limit_value: DAILY_LIMIT_POUNDS });
      customers.push({ index, userId, email, paysWith });
    }
  })();
  return { customers, hotCompetitionIds: [hotId, ...nearlySoldOut.map((competition) => competition.id)], answers };
}
