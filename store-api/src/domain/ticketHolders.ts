import type { Db } from '../db/database';
import { billingOfOrder } from './orders';
import { ticketOrder, type TicketOrder } from './tickets';
import { storedProfile } from './users';

/**
 * Who holds a ticket, as prizes, the winners list and the proof page name them. A paid ticket's holder is its
 * customer's account; a free postal entry's is the entrant as the card names them (the order's billing), with
 * their account when their email has one, or none.
 */
export interface TicketHolder {
  /** Their account; null for a postal entrant without one (nothing can be credited to them). */
  userId: number | null;
  /** First name and the last name's initial ("Ann S."), as winners and entrants are listed. */
  name: string;
  /** First name alone, as an instant-win notice names the winner. */
  firstName: string;
  /** Town or city, as winners are listed. */
  location: string;
  /**
   * Where site credit this holder wins is held when there is no account to credit: a postal entrant without
   * one, by their card's email and their entry's order (domain/heldCredit.ts); null for an account holder.
   */
  heldFor: { email: string; orderId: number } | null;
}

/** "Ann S.": a first name and the last name's initial. */
export const shortName = (firstName: string, lastName: string) => `${firstName} ${lastName.charAt(0)}.`.trim();

/** A customer's account as a ticket holder. */
export function customerHolder(db: Db, userId: number): TicketHolder {
  const profile = storedProfile(db, userId);
  return { userId, name: shortName(profile.first_name, profile.last_name), firstName: profile.first_name, location: profile.billing_city, heldFor: null };
}

/** The holder of a ticket entered by this order. */
export function holderOfOrder(db: Db, ticket: Pick<TicketOrder, 'orderId' | 'userId' | 'postal'>): TicketHolder {
  if (!ticket.postal) {
    if (ticket.userId === null) throw new Error(`order ${ticket.orderId} is neither a customer's nor a postal entry`);
    return customerHolder(db, ticket.userId);
  }
  const card = billingOfOrder(db, ticket.orderId);
  if (!card) throw new Error(`no order ${ticket.orderId}`);
  return {
    userId: ticket.userId,
    name: shortName(card.first_name, card.last_name),
    firstName: card.first_name,
    location: card.city,
    heldFor: ticket.userId === null ? { email: card.email, orderId: ticket.orderId } : null,
  };
}

/** The holder of a sold ticket. */
export function holderOfTicket(db: Db, competitionId: number, ticketNumber: number): TicketHolder {
  const ticket = ticketOrder(db, competitionId, ticketNumber);
  if (!ticket) throw new Error(`ticket ${ticketNumber} of competition ${competitionId} is not sold`);
  return holderOfOrder(db, ticket);
}
