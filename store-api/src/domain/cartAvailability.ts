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

/**
 * What stops a line from being bought now, as CartController::validate_cart_item finds it and
 * stock_exceptions_to_wp_errors words it (one problem per line here): a competition that takes no entries,
 * one sold out, or one with fewer tickets left than the line holds. Null when the line can be bought.
 */
export function lineProblem(competition: Competition, quantity: number): CartProblem | null {
  const name = `"${competition.title}"`;
  if (!isPurchasable(competition))
    return { code: 'woocommerce_rest_product_not_purchasable', message: `${name} cannot be purchased. Please remove it from your cart.` };
  const left = ticketsLeft(competition);
  if (left <= 0)
    return { code: 'woocommerce_rest_product_out_of_stock', message: `${name} is out of stock and cannot be purchased. Please remove it from your cart.` };
  if (left < quantity) {
    return {
      code: 'woocommerce_rest_product_partially_out_of_stock',
      message: `There is not enough ${name} in stock. Please reduce the quantity in your cart.`,
    };
  }
  return null;
}

/**
 * A checkout refused for lines that can no longer be bought (CartController::validate_cart_items): a
 * conflict whose code and message are the first line's problem; the others go with it as additional errors.
 */
export class CartLinesUnavailable extends DomainError {
  constructor(readonly problems: readonly [CartProblem, ...CartProblem[]]) {
    super('conflict', problems[0].code, problems[0].message);
    this.name = 'CartLinesUnavailable';
  }
}

/** The empty cart at checkout (GET or POST /checkout). */
export const cartEmpty = () => new DomainError('invalid', 'woocommerce_rest_cart_empty', 'Cannot create order from empty cart.');
