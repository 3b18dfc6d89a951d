import { ukDateTimeToEpoch, type CartItem } from '@shop/shared-contracts';

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
