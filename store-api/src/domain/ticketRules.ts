import type { Competition, Settings } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { isPurchasable } from './cartAvailability';
import { readContent } from './content';
import { DomainError } from './errors';
import { ticketsHeldBy } from './postalEntries';
import { isLocked, storedProfile } from './users';

export interface QuestionSettings {
  showQuestion: boolean;
  correctAnswer: number | undefined;
}

/** Whether the shop asks qualifying questions (its `show_question` setting), and a competition's right answer. */
export function storedQuestionSettings(db: Db, competitionId: number): QuestionSettings {
  const settings = readContent<Partial<Settings>>(db, 'settings', {});
  const answers = readContent<Record<string, number>>(db, 'answers', {});
  return { showQuestion: Number(settings.show_question ?? 0) === 1, correctAnswer: answers[String(competitionId)] };
}

/** Whether an entry's answer fails the competition's qualifying question (when the shop asks it), paid or postal alike. */
export function answerRefused(competition: Competition, answer: number | null, question: QuestionSettings): boolean {
  return Boolean(competition.comp_question) && question.showQuestion && answer !== question.correctAnswer;
}

/** The companion plugin's refusal of a competition that takes no entries (closed, drawn, or tickets disabled). */
export function checkOpenForEntries(competition: Competition): void {
  if (!isPurchasable(competition)) {
    throw new DomainError('invalid', 'woocommerce_rest_product_not_purchasable', `&quot;${competition.title}&quot; is not open for entries.`);
  }
}

/**
 * The companion plugin's rules for tickets of one competition in a basket (the per-customer maximum among them), checked after
 * WooCommerce's own stock and quantity rules on every add, update and checkout (its validate hooks throw
 * them): a locked account, a competition that takes no entries, the qualifying question, and the
 * per-customer maximum across the basket and tickets already held (bought or entered free by post).
 */
export function checkTicketRules(
  db: Db,
  competition: Competition,
  userId: number | null,
  quantityInCart: number,
  answer: number | null,
  question: QuestionSettings,
): void {
  if (userId !== null && isLocked(storedProfile(db, userId))) {
    throw new DomainError('forbidden', 'account_locked', 'Your account is locked under your responsible gaming settings.');
  }
  checkOpenForEntries(competition);
  if (answerRefused(competition, answer, question)) {
    throw new DomainError('invalid', 'competition_incorrect_answer', 'Sorry, that answer is not correct. Please try again.');
  }
  // Paid and free postal entries count alike (postalEntries.ts).
  const purchased = userId === null ? 0 : ticketsHeldBy(db, competition.id, userId);
  if (purchased >= competition.max_ticket_per_user) {
    throw new DomainError('invalid', 'competition_max_tickets', 'You already have the maximum number of tickets for this competition');
  }
  if (quantityInCart + purchased > competition.max_ticket_per_user) {
    throw new DomainError('invalid', 'competition_max_tickets', 'You already have the maximum number of tickets for this competition in cart!');
  }
}
