import type { Competition } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { DomainError } from './errors';
import { ticketsHeldBy } from './postalEntries';

/** WooCommerce's cap on any product's quantity in a cart (QuantityLimits::get_product_quantity_limit). */
const WOOCOMMERCE_QUANTITY_CAP = 9999;

export interface QuantityLimits {
  minimum: number;
  maximum: number;
  multiple_of: number;
  editable: boolean;
}

/**
 * quantity_limits as WooCommerce means them: `maximum` is the most this line may hold now, the smaller of
 * the tickets left (when any are: QuantityLimits::adjust_product_quantity_limit ignores a stock of 0, which
 * the cart reports as out of stock instead) and what the customer may still buy (the companion plugin's
 * `woocommerce_store_api_product_quantity_maximum` filter: the per-customer cap less tickets already
 * held, bought or entered free by post, at least 1), never below the minimum of 1 (QuantityLimits::get_cart_item_quantity_limits).
 */
export function quantityLimits(db: Db, competition: Competition, userId: number | null): QuantityLimits {
  const remaining = competition.total_sell_tickets - competition.total_ticket_sold;
  const purchased = userId === null ? 0 : ticketsHeldBy(db, competition.id, userId);
  const stockLimit = remaining > 0 ? Math.min(WOOCOMMERCE_QUANTITY_CAP, remaining) : WOOCOMMERCE_QUANTITY_CAP;
  const maximum = Math.max(1, Math.min(stockLimit, Math.max(1, competition.max_ticket_per_user - purchased)));
  return { minimum: 1, maximum, multiple_of: 1, editable: true };
}

/**
 * A line's quantity as CartController::normalize_cart leaves it whenever the Store API loads the cart
 * (QuantityLimits::normalize_cart_item_quantity): within its limits, so a line holding more than is left,
 * or than the customer may still buy, is lowered to that.
 */
export function normalizedQuantity(quantity: number, limits: QuantityLimits): number {
  return Math.min(Math.max(quantity, limits.minimum), limits.maximum);
}

const invalidQuantity = (message: string) => new DomainError('invalid', 'invalid_quantity', message);

/**
 * A line's quantity checked against its limits, as QuantityLimits::validate_cart_item_quantity checks an
 * update and an add to a line already in the cart: 400 `invalid_quantity` below the minimum, above the
 * maximum, or off the multiple (a fraction is off a multiple of 1). The messages end without a full stop.
 */
export function checkLineQuantity(quantity: number, limits: QuantityLimits, name: string): void {
  if (quantity < limits.minimum) throw invalidQuantity(`The minimum quantity of &quot;${name}&quot; allowed in the cart is ${limits.minimum}`);
  if (quantity > limits.maximum) throw invalidQuantity(`The maximum quantity of &quot;${name}&quot; allowed in the cart is ${limits.maximum}`);
  if (quantity % limits.multiple_of !== 0) throw invalidQuantity(`The quantity of &quot;${name}&quot; must be a multiple of ${limits.multiple_of}`);
}

/**
 * A new line's quantity as CartController::add_to_cart sets it: capped at the maximum and raised to the
 * minimum (WooCommerce then rounds to multiple_of, which is always 1 here).
 */
export function newLineQuantity(requested: number, limits: QuantityLimits): number {
  return Math.max(Math.min(requested, limits.maximum), limits.minimum);
}
