import type { Db } from '../db/database';
import { cartLines, setLine } from './cart';
import { getCompetition } from './competitions';
import { normalizedQuantity, quantityLimits } from './quantityRules';

/**
 * WooCommerce's CartController::normalize_cart, run each time a Store API route loads the cart: every line
 * whose quantity is outside its quantity_limits is brought within them (fewer tickets left than it holds,
 * or a customer who may buy fewer), silently, before anything else reads the cart.
 */
export function normalizeCart(db: Db, cartToken: string, userId: number | null, now: number): void {
  for (const line of cartLines(db, cartToken)) {
    const competition = getCompetition(db, line.competition_id, now);
    if (!competition) continue;
    const quantity = normalizedQuantity(line.quantity, quantityLimits(db, competition, userId));
    if (quantity !== line.quantity) setLine(db, cartToken, line.key, quantity, line.answer);
  }
}
