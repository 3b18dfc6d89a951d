import type { Competition } from '@shop/shared-contracts';
import { DomainError } from './errors';

/** One entry of the cart's `errors[]`, as WooCommerce lists them. */
export interface CartProblem {
  code: string;
  message: string;
}

export const ticketsLeft = (competition: Competition) => competition.total_sell_tickets - competition.total_ticket_sold;

/** WooCommerce's is_purchasable for a competition: it takes entries (sold out is out of stock, not closed). */
export const isPurchasable = (competition: Competition) => (competition.status === 'open' || competition.status === 'sold_out') && !competition.disable_tickets;

/** Why a line cannot be bought now, as CartController::validate_cart_item throws it (its exception's kind). */
type ProblemKind = 'out_of_stock' | 'not_purchasable' | 'partially_out_of_stock';

/**
 * WooCommerce's words for each kind (CartController::get_error_message_for_stock_exception_type), singular and
 * plural, in the order stock_exceptions_to_wp_errors lists them.
 */
const PROBLEMS: Readonly<Record<ProblemKind, { code: string; one: string; many: string }>> = {
  out_of_stock: {
    code: 'woocommerce_rest_product_out_of_stock',
    one: '%s is out of stock and cannot be purchased. Please remove it from your cart.',
    many: '%s are out of stock and cannot be purchased. Please remove them from your cart.',
  },
  not_purchasable: {
    code: 'woocommerce_rest_product_not_purchasable',
    one: '%s cannot be purchased. Please remove it from your cart.',
    many: '%s cannot be purchased. Please remove them from your cart.',
  },
  partially_out_of_stock: {
    code: 'woocommerce_rest_product_partially_out_of_stock',
    one: 'There is not enough %s in stock. Please reduce the quantity in your cart.',
    many: 'There are not enough %s in stock. Please reduce the quantities in your cart.',
  },
};
const ORDER: readonly ProblemKind[] = ['out_of_stock', 'not_purchasable', 'partially_out_of_stock'];

/** The line's problem: a competition that takes no entries, one sold out, or one with fewer tickets left than the line holds. */
function problemOf(competition: Competition, quantity: number): ProblemKind | null {
  if (!isPurchasable(competition)) return 'not_purchasable';
  const left = ticketsLeft(competition);
  if (left <= 0) return 'out_of_stock';
  return left < quantity ? 'partially_out_of_stock' : null;
}

/** ArrayUtils::natural_language_join with quotes: `"A"`, `"A" and "B"`, `"A", "B" and "C"`. */
function quotedList(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}

/**
 * What stops the cart's lines from being bought now, as CartController::validate_cart_items gathers it: one
 * problem per kind (out of stock, not purchasable, not enough left), in that order, naming every line of its
 * kind ("A" and "B" ... are out of stock). Empty when every line can be bought.
 */
export function cartProblems(lines: readonly { competition: Competition; quantity: number }[]): CartProblem[] {
  const byKind = new Map<ProblemKind, string[]>();
  for (const { competition, quantity } of lines) {
    const kind = problemOf(competition, quantity);
    if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), competition.title]);
  }
  return ORDER.flatMap((kind) => {
    const names = byKind.get(kind);
    if (!names) return [];
    const { code, one, many } = PROBLEMS[kind];
    return [{ code, message: (names.length === 1 ? one : many).replace('%s', quotedList(names)) }];
  });
}

/**
 * A checkout refused for lines that can no longer be bought (CartController::validate_cart_items): a
 * conflict whose code and message are the first problem's; the others go with it as additional errors.
 */
export class CartLinesUnavailable extends DomainError {
  constructor(readonly problems: readonly [CartProblem, ...CartProblem[]]) {
    super('conflict', problems[0].code, problems[0].message);
    this.name = 'CartLinesUnavailable';
  }
}

/** GET /checkout of an empty cart (OrderController::create_order_from_cart). */
export const cartEmptyForDraft = () => new DomainError('invalid', 'woocommerce_rest_cart_empty', 'Cannot create order from empty cart.');

/** POST /checkout of an empty cart (CartController::validate_cart_not_empty): a conflict, with the cart. */
export const cartEmptyAtCheckout = () => new DomainError('conflict', 'woocommerce_rest_cart_empty', 'Cannot place an order, your cart is empty.');
