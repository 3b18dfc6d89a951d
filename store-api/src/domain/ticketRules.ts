import type { Competition } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { DomainError } from './errors';
import { ticketsOfUser } from './tickets';
import { isLocked, storedProfile } from './users';

export interface QuestionSettings {
  showQuestion: boolean;
  correctAnswer: number | undefined;
}

/** The spec's rules for tickets of one competition in a basket, on the server (spec section 5). */
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
  const remaining = competition.total_sell_tickets - competition.total_ticket_sold;
  if (remaining <= 0)
    throw new DomainError('invalid', 'woocommerce_rest_product_out_of_stock', 'Oops! There is not ticket left to purchase for this competition');
  if (competition.status !== 'open' || competition.disable_tickets) {
    throw new DomainError('invalid', 'woocommerce_rest_product_not_purchasable', `&quot;${competition.title}&quot; is not open for entries.`);
  }
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
  if (quantityInCart > remaining) {
    throw new DomainError('invalid', 'woocommerce_rest_product_partially_out_of_stock', `Only ${remaining} tickets available, please choose fewer.`);
  }
}
