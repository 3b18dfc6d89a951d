import type { Competition } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { WpError } from '../http/wpError';
import { getCompetition, effectivePrice } from './competitions';
import { toMinor } from './money';
import { randomToken } from './secrets';
import { ticketsOfUser } from './tickets';
import { isLocked, storedProfile } from './users';
import { sql } from '../db/statements';

export interface CartLine {
  key: string;
  competition_id: number;
  quantity: number;
  answer: number | null;
}

const CURRENCY = {
  currency_code: 'GBP',
  currency_symbol: '£',
  currency_minor_unit: 2,
  currency_decimal_separator: '.',
  currency_thousand_separator: ',',
  currency_prefix: '£',
  currency_suffix: '',
};

export function createCart(db: Db, userId: number | null): string {
  const token = randomToken();
  sql(db, 'INSERT INTO carts (token, user_id, updated_at) VALUES (?, ?, ?)').run(token, userId, Date.now());
  return token;
}

export function cartOwner(db: Db, token: string): { exists: boolean; userId: number | null } {
  const row = sql(db, 'SELECT user_id FROM carts WHERE token = ?').get(token) as { user_id: number | null } | undefined;
  return { exists: Boolean(row), userId: row?.user_id ?? null };
}

/**
 * The cart a request works on. A signed-in customer always gets their own cart (a guest cart they bring
 * is claimed); a token that belongs to someone else's cart is ignored, so one customer can never read
 * or change another's basket.
 */
export function resolveCart(db: Db, token: string, userId: number | null): string | null {
  const owner = token ? cartOwner(db, token) : { exists: false, userId: null };
  if (userId !== null) {
    if (owner.exists && owner.userId === userId) return token;
    const own = sql(db, 'SELECT token FROM carts WHERE user_id = ? ORDER BY updated_at DESC LIMIT 1').get(userId) as { token: string } | undefined;
    if (own) return own.token;
    if (owner.exists && owner.userId === null) {
      sql(db, 'UPDATE carts SET user_id = ? WHERE token = ?').run(userId, token);
      return token;
    }
    return null;
  }
  return owner.exists && owner.userId === null ? token : null;
}

export function cartLines(db: Db, token: string): CartLine[] {
  return sql(db, 'SELECT key, competition_id, quantity, answer FROM cart_items WHERE cart_token = ? ORDER BY rowid').all(token) as CartLine[];
}

function cartCompetition(competition: Competition) {
  return {
    id: competition.id,
    title: competition.title,
    image: competition.image,
    price_per_ticket: competition.price_per_ticket,
    max_ticket_per_user: competition.max_ticket_per_user,
    total_sell_tickets: competition.total_sell_tickets,
    total_ticket_sold: competition.total_ticket_sold,
    category: competition.category,
    draw_date: competition.draw_date,
    draw_time: competition.draw_time,
    status: competition.status,
    closing_date: competition.closing_date,
    closing_time: competition.closing_time,
    disable_tickets: competition.disable_tickets,
  };
}

export function couponDiscountMinor(db: Db, token: string, subtotalMinor: number): { code: string; discount: number }[] {
  const codes = sql(db, 'SELECT c.code, c.amount_minor FROM cart_coupons cc JOIN coupons c ON c.code = cc.code WHERE cc.cart_token = ?').all(token) as {
    code: string;
    amount_minor: number;
  }[];
  let left = subtotalMinor;
  return codes.map((coupon) => {
    const discount = Math.min(coupon.amount_minor, left);
    left -= discount;
    return { code: coupon.code, discount };
  });
}

/** The WooCommerce Store API cart, with the `competition` object and `cart_header` the storefront reads. */
export function cartResponse(db: Db, token: string) {
  const items = cartLines(db, token).flatMap((line) => {
    const competition = getCompetition(db, line.competition_id);
    if (!competition) return [];
    const priceMinor = toMinor(effectivePrice(competition));
    const regularMinor = toMinor(competition.price_per_ticket);
    const lineTotal = String(priceMinor * line.quantity);
    return [
      {
        key: line.key,
        id: competition.competition_product_id,
        type: 'simple',
        quantity: line.quantity,
        quantity_limits: { minimum: 1, maximum: competition.max_ticket_per_user, multiple_of: 1, editable: true },
        name: competition.title,
        short_description: '',
        description: '',
        sku: `comp-${competition.id}`,
        permalink: '',
        images: [{ src: competition.image }],
        variation: [],
        item_data: [],
        prices: { price: String(priceMinor), regular_price: String(regularMinor), sale_price: String(priceMinor), price_range: null, ...CURRENCY },
        totals: { line_subtotal: lineTotal, line_subtotal_tax: '0', line_total: lineTotal, line_total_tax: '0', ...CURRENCY },
        competition: cartCompetition(competition),
        catalog_visibility: 'visible',
        extensions: {},
      },
    ];
  });
  const subtotal = items.reduce((sum, item) => sum + Number(item.totals.line_total), 0);
  const coupons = couponDiscountMinor(db, token, subtotal);
  const discount = coupons.reduce((sum, coupon) => sum + coupon.discount, 0);
  return {
    items,
    coupons: coupons.map((coupon) => ({
      code: coupon.code,
      discount_type: 'fixed_cart',
      totals: { total_discount: String(coupon.discount), total_discount_tax: '0', ...CURRENCY },
    })),
    fees: [],
    totals: {
      total_items: String(subtotal),
      total_items_tax: '0',
      total_fees: '0',
      total_fees_tax: '0',
      total_discount: String(discount),
      total_discount_tax: '0',
      total_shipping: null,
      total_shipping_tax: null,
      total_price: String(subtotal - discount),
      total_tax: '0',
      tax_lines: [],
      ...CURRENCY,
    },
    shipping_address: {},
    billing_address: {},
    needs_payment: subtotal - discount > 0,
    needs_shipping: false,
    payment_requirements: ['products'],
    has_calculated_shipping: false,
    shipping_rates: [],
    items_count: items.reduce((sum, item) => sum + item.quantity, 0),
    items_weight: 0,
    cross_sells: [],
    errors: [],
    payment_methods: ['site_credit', 'coupon', 'test_card'],
    extensions: {},
    cart_header: token,
  };
}

/** The spec's rules for tickets of one competition in a basket, on the server (spec section 5). */
export function checkTicketRules(
  db: Db,
  competition: Competition,
  userId: number | null,
  quantityInCart: number,
  answer: number | null,
  options: { showQuestion: boolean; correctAnswer: number | undefined },
): void {
  if (userId !== null && isLocked(storedProfile(db, userId))) {
    throw new WpError(403, 'account_locked', 'Your account is locked under your responsible gaming settings.');
  }
  const remaining = competition.total_sell_tickets - competition.total_ticket_sold;
  if (remaining <= 0) throw new WpError(400, 'woocommerce_rest_product_out_of_stock', 'Oops! There is not ticket left to purchase for this competition');
  if (competition.status !== 'open' || competition.disable_tickets) {
    throw new WpError(400, 'woocommerce_rest_product_not_purchasable', `&quot;${competition.title}&quot; is not open for entries.`);
  }
  if (competition.comp_question && options.showQuestion && answer !== options.correctAnswer) {
    throw new WpError(400, 'competition_incorrect_answer', 'Sorry, that answer is not correct. Please try again.');
  }
  const purchased = userId === null ? 0 : ticketsOfUser(db, competition.id, userId);
  if (purchased >= competition.max_ticket_per_user) {
    throw new WpError(400, 'competition_max_tickets', 'You already have the maximum number of tickets for this competition');
  }
  if (quantityInCart + purchased > competition.max_ticket_per_user) {
    throw new WpError(400, 'competition_max_tickets', 'You already have the maximum number of tickets for this competition in cart!');
  }
  if (quantityInCart > remaining) {
    throw new WpError(400, 'woocommerce_rest_product_partially_out_of_stock', `Only ${remaining} tickets available, please choose fewer.`);
  }
}
