import { customerAllowance, ticketsRemaining } from '@shop/shared-contracts';

/**
 * Ticket quantity on add, as one pure function with the spec's exact messages. Used by
 * the add-to-basket flow and by the basket page's quantity stepper (update-item). The per-customer
 * maximum is shared-contracts' `customerAllowance`, the rule the catalogue's ticket picker reads too.
 */

/** The spec's exact message when no ticket is left (the maximum's messages come with customerAllowance). */
export const SOLD_OUT_MESSAGE = 'Oops! There is not ticket left to purchase for this competition';

/**
 * The spec gives no exact text for "the user already has N tickets in the basket" (basket quantity at or
 * above what remains); this is ours.
 */
export function basketHoldsRemainingMessage(inBasket: number): string {
  return `You already have ${inBasket} ${inBasket === 1 ? 'ticket' : 'tickets'} in your basket.`;
}

/** Clamped by the per-customer maximum: X is the maximum per customer, Y what was added (spec's odd space kept). */
export function clampedToAllowanceMessage(maxPerCustomer: number, added: number): string {
  return `Only ${maxPerCustomer} tickets are available , ${added} tickets have been added to your basket.`;
}

/** Clamped by the tickets left in the competition: N is what was added. */
export function clampedToStockMessage(added: number): string {
  return `Only ${added} tickets available, ${added} tickets have been added to your basket.`;
}

export interface QuantityInput {
  /** What the customer asked for; anything that is not a whole number of at least 1 counts as 1. */
  requested: unknown;
  competition: { total_sell_tickets: number; total_ticket_sold: number; max_ticket_per_user: number };
  /** Tickets of this competition already in the basket. */
  inBasket: number;
  /** Tickets of this competition the signed-in customer has already bought. */
  purchased: number;
}

export type QuantityRefusal = 'sold-out' | 'max-in-cart' | 'max-purchased' | 'basket-holds-remaining';

export type QuantityDecision =
  | { ok: false; reason: QuantityRefusal; message: string }
  /** quantity: what to add; message: the clamp message when it is less than requested, else null. */
  | { ok: true; quantity: number; message: string | null };

/** Spec: the requested quantity defaults to 1 when it is not a valid integer (0, negatives and fractions too). */
export function requestedQuantity(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 1 ? number : 1;
}

function whole(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/** How many tickets may be added now, in the spec's order of rules. */
export function decideAddQuantity(input: QuantityInput): QuantityDecision {
  const requested = requestedQuantity(input.requested);
  const inBasket = whole(input.inBasket);
  const remaining = ticketsRemaining(input.competition);

  if (remaining <= 0) return { ok: false, reason: 'sold-out', message: SOLD_OUT_MESSAGE };

  const allowance = customerAllowance(input.competition.max_ticket_per_user, inBasket, input.purchased);
  if (allowance.reached) return { ok: false, ...allowance.reached };

  if (inBasket >= remaining) {
    return { ok: false, reason: 'basket-holds-remaining', message: basketHoldsRemainingMessage(inBasket) };
  }

  const stock = remaining - inBasket;
  if (requested <= allowance.tickets && requested <= stock) return { ok: true, quantity: requested, message: null };

  const quantity = Math.min(allowance.tickets, stock);
  return {
    ok: true,
    quantity,
    message: stock < allowance.tickets ? clampedToStockMessage(quantity) : clampedToAllowanceMessage(whole(input.competition.max_ticket_per_user), quantity),
  };
}

/**
 * The largest quantity one basket line may hold (the basket page's stepper): the per-customer allowance
 * with an empty line, and never more than the tickets left. 0 when none may be held.
 */
export function maxLineQuantity(input: Omit<QuantityInput, 'requested' | 'inBasket'>): number {
  const allowance = customerAllowance(input.competition.max_ticket_per_user, 0, input.purchased);
  return Math.min(ticketsRemaining(input.competition), allowance.tickets);
}
