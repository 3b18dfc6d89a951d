import {
  customerAllowance,
  ticketsRemaining,
  type BasketSummary,
  type Competition,
  type CustomerAllowance,
  type PurchasedTicketEntry,
} from '@shop/shared-contracts';

/**
 * How many more tickets this customer may pick here: shared-contracts' per-customer allowance (the rule
 * the basket applies on add, so a maximum of 0 lets no one pick a ticket), and never more than remain.
 * `reached` carries the basket's own message when the maximum is reached. The basket still decides on add.
 */
export function ticketAllowance(competition: Competition, basket: BasketSummary | undefined, purchased: readonly PurchasedTicketEntry[]): CustomerAllowance {
  const inBasket = (basket?.items ?? [])
    .filter((item) => Number(item.competition?.id) === competition.id)
    .reduce((sum, item) => sum + (Number.parseInt(String(item.quantity), 10) || 0), 0);
  const bought = purchased.filter((entry) => entry.competition_id === competition.id).reduce((sum, entry) => sum + entry.total_tickets, 0);
  const allowance = customerAllowance(competition.max_ticket_per_user, inBasket, bought);
  return { tickets: Math.min(allowance.tickets, ticketsRemaining(competition)), reached: allowance.reached };
}
