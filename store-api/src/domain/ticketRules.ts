import type { Competition } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { isPurchasable } from './cartAvailability';
import { DomainError } from './errors';
import { ticketsOfUser } from './tickets';
import { isLocked, storedProfile } from './users';

export interface QuestionSettings {
  showQuestion: boolean;
  correctAnswer: number | undefined;
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
 * per-customer maximum across the basket and tickets already bought.
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
  if (competition.comp_question && question.showQuestion && answer !== question.correctAnswer) {
    throw new DomainError('invalid', 'competition_incorrect_answer', 'Sorry, that answer is not correct. Please try again.');
  }
  const purchased = userId === null ? 0 : ticketsOfUser(db, competition.id, userId);
  if (purchased >= competition.max_ticket_per_user) {
    throw new DomainError('invalid', 'competition_max_tickets', 'You already have the maximum number of tickets for this competition');
  }
  if (quantityInCart + purchased > competition.max_ticket_per_user) {
    throw new DomainError('invalid', 'competition_max_tickets', 'You already have the maximum number of tickets for this competition in cart!');
  }
}
