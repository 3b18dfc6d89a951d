import { customerAllowance, ticketsRemaining, type CustomerAllowance } from '@shop/shared-contracts';

/**
 * Ticket quantity on add, as one pure function with the spec's exact messages. Used by
 * the add-to-basket flow and by the basket page's quantity stepper (update-item). For a competition the
 * basket already holds, the customer's room is the server's `quantity_limits.maximum` of that line (it
 * counts tickets bought and entered by post); otherwise shared-contracts' `customerAllowance`.
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
  /** The server's quantity_limits.maximum of the line holding this competition, when the basket holds one. */
  lineMaximum?: number | null;
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

/**
 * How many more tickets the customer may add. With the line's quantity_limits: its maximum is the smaller of
 * the tickets left and the customer's room, so below what is left it is the customer's room (less what the
 * line holds); at or above it, stock is what binds and the stock rules below decide. Without one (a new line):
 * max_ticket_per_user less tickets bought. The maximum's message reads 'for purchased tickets' when the
 * tickets bought alone reach max_ticket_per_user, as the spec says.
 */
function allowanceFor(input: QuantityInput, inBasket: number, remaining: number): CustomerAllowance {
  const max = input.lineMaximum;
  if (max === null || max === undefined || !Number.isFinite(max)) {
    return customerAllowance(input.competition.max_ticket_per_user, inBasket, input.purchased);
  }
  if (max >= remaining) return { tickets: Number.MAX_SAFE_INTEGER, reached: null };
  const room = customerAllowance(max, inBasket, 0);
  if (!room.reached) return room;
  const boughtOut = customerAllowance(input.competition.max_ticket_per_user, 0, input.purchased).reached;
  return boughtOut ? { tickets: 0, reached: boughtOut } : room;
}

/** How many tickets may be added now, in the spec's order of rules. */
export function decideAddQuantity(input: QuantityInput): QuantityDecision {
  const requested = requestedQuantity(input.requested);
  const inBasket = whole(input.inBasket);
  const remaining = ticketsRemaining(input.competition);

  if (remaining <= 0) return { ok: false, reason: 'sold-out', message: SOLD_OUT_MESSAGE };

  const allowance = allowanceFor(input, inBasket, remaining);
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
