import type { Competition } from '@shop/shared-contracts';
import { ticketsLeft } from './cartAvailability';
import { DomainError } from './errors';
import { checkLineQuantity, newLineQuantity, type QuantityLimits } from './quantityRules';
import { checkOpenForEntries } from './ticketRules';

const refused = (code: string, message: string) => new DomainError('invalid', code, message);

/**
 * The quantity a competition's line holds after an add-item, by WooCommerce's CartController::add_to_cart
 * and validate_add_to_cart: no quantity adds the minimum; the competition must take entries; a quantity of
 * 0 or less is refused; so is a sold-out competition, and more than the tickets left (the line's tickets
 * included). A line already in the cart grows by the quantity, checked against its limits (400
 * `invalid_quantity`); a new line is capped at its maximum instead. `inCart` is the line's quantity, 0 when
 * there is none. `requested` is already a whole number (a fraction is truncated first, as wc_stock_amount does).
 */
export function quantityAfterAdd(competition: Competition, requested: number | undefined, inCart: number, limits: QuantityLimits): number {
  const quantity = requested ?? limits.minimum;
  const name = competition.title;
  checkOpenForEntries(competition);
  if (quantity <= 0) {
    throw refused('woocommerce_rest_product_invalid_quantity', `You cannot add &quot;${name}&quot; with a quantity less than or equal to 0 to the cart.`);
  }
  const left = ticketsLeft(competition);
  if (left <= 0) throw refused('woocommerce_rest_product_out_of_stock', `You cannot add &quot;${name}&quot; to the cart because the product is out of stock.`);
  if (left < inCart + quantity) {
    throw refused(
      'woocommerce_rest_product_partially_out_of_stock',
      `You cannot add that amount of &quot;${name}&quot; to the cart because there is not enough stock (${left} remaining).`,
    );
  }
  if (inCart === 0) return newLineQuantity(quantity, limits);
  checkLineQuantity(inCart + quantity, limits, name);
  return inCart + quantity;
}
