import { ticketsRemaining, type BasketSummary, type Competition, type PurchasedTicketEntry } from '@shop/shared-contracts';

/**
 * How many more tickets this customer may pick here: the per-person maximum less what is in the basket and
 * already bought, and never more than remain. The basket applies the spec's rules and messages on add;
 * this only bounds the picker. A maximum of 0 means no per-person cap.
 */
export function ticketAllowance(competition: Competition, basket: BasketSummary | undefined, purchased: readonly PurchasedTicketEntry[]): number {
  const remaining = ticketsRemaining(competition);
  const inBasket = (basket?.items ?? [])
    .filter((item) => Number(item.competition?.id) === competition.id)
    .reduce((sum, item) => sum + (Number.parseInt(String(item.quantity), 10) || 0), 0);
  const bought = purchased.find((entry) => entry.competition_id === competition.id)?.total_tickets ?? 0;
  const perPerson = competition.max_ticket_per_user > 0 ? competition.max_ticket_per_user - inBasket - bought : remaining;
  return Math.max(0, Math.min(perPerson, remaining));
}
