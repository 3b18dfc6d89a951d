import { ukDateTimeToEpoch, type CartItem } from '@shop/shared-contracts';
import { decodeEntities } from '../flow/failureMessage';

/** Why a basket line can no longer be bought as it stands; checkout is blocked until it is changed or removed. */
export interface LineProblem {
  kind: 'sold-out' | 'closed' | 'too-few';
  /** A short flag with words (colour never carries it alone). */
  flag: string;
  message: string;
}

export const LINE_PROBLEM_FLAGS = { 'sold-out': 'Sold out', closed: 'Closed', 'too-few': 'Not enough tickets left' } as const;
export const SOLD_OUT_MESSAGE = 'This competition sold out since you added it. Remove it to check out.';
export const CLOSED_MESSAGE = 'This competition closed to entries since you added it. Remove it to check out.';
export const BLOCKED_CHECKOUT_MESSAGE = 'Remove the flagged competitions from your basket to check out.';

export function tooFewMessage(remaining: number): string {
  return `Only ${remaining} ${remaining === 1 ? 'ticket is' : 'tickets are'} left. Lower your tickets to ${remaining} or remove it to check out.`;
}

/** The line's problem, if it closed, sold out or has fewer tickets left than it holds since it was added. */
export function lineProblem(item: CartItem, now: number): LineProblem | null {
  const competition = item.competition;
  const closesAt = ukDateTimeToEpoch(competition.closing_date, competition.closing_time);
  if (competition.status === 'closed' || competition.status === 'drawn' || competition.disable_tickets || (closesAt !== null && closesAt <= now)) {
    return { kind: 'closed', flag: LINE_PROBLEM_FLAGS.closed, message: CLOSED_MESSAGE };
  }
  const remaining = competition.total_sell_tickets - competition.total_ticket_sold;
  if (competition.status === 'sold_out' || remaining <= 0) return { kind: 'sold-out', flag: LINE_PROBLEM_FLAGS['sold-out'], message: SOLD_OUT_MESSAGE };
  if (Number(item.quantity) > remaining) return { kind: 'too-few', flag: LINE_PROBLEM_FLAGS['too-few'], message: tooFewMessage(remaining) };
  return null;
}

/** The lines that block checkout, with their problems, in basket order. */
export function blockedLines(items: readonly CartItem[], now: number): { item: CartItem; problem: LineProblem }[] {
  return items.flatMap((item) => {
    const problem = lineProblem(item, now);
    return problem ? [{ item, problem }] : [];
  });
}

/** A failed checkout's toast, naming the competitions that caused it when the fresh basket shows them. */
export function checkoutFailureToast(serverMessage: string, items: readonly CartItem[], now: number): string {
  const titles = blockedLines(items, now).map(({ item }) => item.competition.title);
  return titles.length > 0 ? `${titles.join(', ')}: ${serverMessage}` : serverMessage;
}

/** The line problem each of WooCommerce's cart error codes stands for. */
const ERROR_KINDS = new Map<string, LineProblem['kind']>([
  ['woocommerce_rest_product_not_purchasable', 'closed'],
  ['woocommerce_rest_product_out_of_stock', 'sold-out'],
  ['woocommerce_rest_product_partially_out_of_stock', 'too-few'],
]);

/**
 * The cart's `errors[]` the basket does not already say, decoded: an error about a line the basket flags for
 * the same reason is said once, by the flag. WooCommerce names the product in the message, so the line is
 * found by its title; a message that names no line is said already when any line has that flag.
 */
export function unsaidCartErrors(errors: readonly { code: string; message: string }[], items: readonly CartItem[], now: number): string[] {
  const blocked = blockedLines(items, now);
  return errors.flatMap(({ code, message }) => {
    const text = decodeEntities(message);
    const named = items.filter((item) => text.includes(item.competition.title));
    const said = blocked.some(({ item, problem }) => problem.kind === ERROR_KINDS.get(code) && (named.length === 0 || named.includes(item)));
    return said ? [] : [text];
  });
}
