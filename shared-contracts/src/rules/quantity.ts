/**
 * The per-customer ticket limit (`max_ticket_per_user`), written once: the catalogue's ticket picker and the
 * basket's add flow and stepper read it from here, so both sides agree on what `max_ticket_per_user` means.
 */

/** The spec's exact messages when the per-customer maximum is reached. */
const MAXIMUM_REACHED_MESSAGES = {
  inCart: 'You already have the maximum number of tickets for this competition in cart!',
  purchased: 'You already have the maximum number of tickets for this competition',
} as const;

type MaximumReachedReason = 'max-in-cart' | 'max-purchased';

export interface CustomerAllowance {
  /** How many more tickets this customer may add: never below 0. */
  tickets: number;
  /** Set exactly when `tickets` is 0: which limit was reached, with the spec's message. */
  reached: { reason: MaximumReachedReason; message: string } | null;
}

type StockFields = { total_sell_tickets: number; total_ticket_sold: number };

/** A count as the rules read it: a whole number, 0 when missing, negative or unreadable. */
function wholeCount(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/** Tickets remaining = total_sell_tickets minus total_ticket_sold (never below 0). */
export function ticketsRemaining(competition: StockFields): number {
  return Math.max(0, wholeCount(competition.total_sell_tickets) - wholeCount(competition.total_ticket_sold));
}

/**
 * The per-customer allowance = max_ticket_per_user minus the tickets already in the basket and already bought;
 * 0 or less refuses with the maximum message ('for purchased tickets' when the bought tickets alone reach it).
 * `max_ticket_per_user` is a cap at every value, 0 included: the spec gives 0 no "no cap" meaning, so a
 * competition with a maximum of 0 sells no customer a ticket.
 */
export function customerAllowance(maxPerCustomer: number, inBasket: number, purchased: number): CustomerAllowance {
  const max = wholeCount(maxPerCustomer);
  const bought = wholeCount(purchased);
  const tickets = max - wholeCount(inBasket) - bought;
  if (tickets > 0) return { tickets, reached: null };
  return {
    tickets: 0,
    reached:
      bought >= max
        ? { reason: 'max-purchased', message: MAXIMUM_REACHED_MESSAGES.purchased }
        : { reason: 'max-in-cart', message: MAXIMUM_REACHED_MESSAGES.inCart },
  };
}
