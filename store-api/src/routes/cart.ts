import { cartLines, cartResponse, checkTicketRules } from '../domain/cart';
import { getCompetition } from '../domain/competitions';
import { randomToken } from '../domain/secrets';
import { ok, type EndpointHandlers, type HandlerResult, type RequestContext } from '../http/context';
import { WpError, stripTags } from '../http/wpError';
import { questionSettings, storeSession, withSessionHeaders, type StoreSession } from './storeSession';
import { sql } from '../db/statements';

function cartAnswer(context: RequestContext, session: StoreSession, status = 200) {
  sql(context.db, 'UPDATE carts SET updated_at = ? WHERE token = ?').run(Date.now(), session.cartToken);
  return withSessionHeaders(context, session, ok(cartResponse(context.db, session.cartToken), status));
}

function invalidKey(context: RequestContext, session: StoreSession, message: string) {
  return new WpError(409, 'woocommerce_rest_cart_invalid_key', message, { cart: cartResponse(context.db, session.cartToken) });
}

function requirePositiveInteger(value: number): number {
  if (!Number.isInteger(value) || value <= 0 || value > 100_000) {
    throw new WpError(400, 'woocommerce_rest_product_invalid_quantity', 'Quantity must be a whole number of 1 or more.');
  }
  return value;
}

type CartHandler<A> = (context: RequestContext, input: A) => HandlerResult;

/** A cart call's writes (a new cart session, the change, its updated_at) commit once, together, or not at all. */
function inOneTransaction<A>(handler: CartHandler<A>): CartHandler<A> {
  return (context, input) => context.db.transaction(() => handler(context, input))();
}

/** The WooCommerce Store API cart routes, with the competition rules checked on every change. */
const handlers = {
  cart: (context) => cartAnswer(context, storeSession(context, false)),
  cartItems: (context) => {
    const session = storeSession(context, false);
    return withSessionHeaders(context, session, ok(cartResponse(context.db, session.cartToken).items));
  },

  cartAddItem: (context, input) => {
    const wanted = requirePositiveInteger(input.quantity);
    const session = storeSession(context, true);
    const competition = getCompetition(context.db, input.id);
    if (!competition) throw new WpError(400, 'woocommerce_rest_cart_invalid_product', `Product with ID &quot;${input.id}&quot; was not found.`);
    const existing = cartLines(context.db, session.cartToken).find((line) => line.competition_id === competition.id);
    const answer = input.answer ?? existing?.answer ?? null;
    checkTicketRules(context.db, competition, session.userId, (existing?.quantity ?? 0) + wanted, answer, questionSettings(context, competition.id));
    if (existing) {
      sql(context.db, 'UPDATE cart_items SET quantity = quantity + ?, answer = ? WHERE cart_token = ? AND key = ?').run(
        wanted,
        answer,
        session.cartToken,
        existing.key,
      );
    } else {
      sql(context.db, 'INSERT INTO cart_items (cart_token, key, competition_id, quantity, answer) VALUES (?, ?, ?, ?, ?)').run(
        session.cartToken,
        randomToken(16),
        competition.id,
        wanted,
        answer,
      );
    }
    return cartAnswer(context, session, 201);
  },

  cartUpdateItem: (context, input) => {
    const wanted = requirePositiveInteger(input.quantity);
    const session = storeSession(context, true);
    const line = cartLines(context.db, session.cartToken).find((candidate) => candidate.key === input.key);
    if (!line) throw invalidKey(context, session, 'Cart item does not exist.');
    const competition = getCompetition(context.db, line.competition_id);
    if (!competition) throw invalidKey(context, session, 'Cart item does not exist.');
    checkTicketRules(context.db, competition, session.userId, wanted, line.answer, questionSettings(context, competition.id));
    sql(context.db, 'UPDATE cart_items SET quantity = ? WHERE cart_token = ? AND key = ?').run(wanted, session.cartToken, line.key);
    return cartAnswer(context, session);
  },

  cartRemoveItem: (context, { key }) => {
    const session = storeSession(context, true);
    const removed = sql(context.db, 'DELETE FROM cart_items WHERE cart_token = ? AND key = ?').run(session.cartToken, key);
    if (removed.changes === 0) throw invalidKey(context, session, 'Cart item no longer exists or is invalid.');
    return cartAnswer(context, session);
  },

  cartApplyCoupon: (context, input) => {
    // As wc_format_coupon_code does: a coupon code never keeps markup.
    const code = stripTags(input.code).trim();
    const session = storeSession(context, true);
    const coupon = sql(context.db, 'SELECT code, user_id, used FROM coupons WHERE code = ?').get(code) as
      { code: string; user_id: number | null; used: number } | undefined;
    if (!coupon || coupon.used || (coupon.user_id !== null && coupon.user_id !== session.userId)) {
      throw new WpError(400, 'woocommerce_rest_cart_coupon_error', `Coupon &quot;${code}&quot; cannot be applied because it does not exist.`);
    }
    const applied = sql(context.db, 'SELECT 1 FROM cart_coupons WHERE cart_token = ? AND code = ?').get(session.cartToken, coupon.code);
    if (applied) throw new WpError(400, 'woocommerce_rest_cart_coupon_error', `Coupon code &quot;${coupon.code}&quot; already applied!`);
    sql(context.db, 'INSERT INTO cart_coupons (cart_token, code) VALUES (?, ?)').run(session.cartToken, coupon.code);
    return cartAnswer(context, session);
  },

  cartRemoveCoupon: (context, { code }) => {
    const session = storeSession(context, true);
    const removed = sql(context.db, 'DELETE FROM cart_coupons WHERE cart_token = ? AND code = ? COLLATE NOCASE').run(session.cartToken, code);
    if (removed.changes === 0) throw new WpError(400, 'woocommerce_rest_cart_coupon_error', `Coupon &quot;${code}&quot; is not applied to the cart.`);
    return cartAnswer(context, session);
  },
} satisfies Partial<EndpointHandlers>;

export const cartHandlers = {
  cart: inOneTransaction(handlers.cart),
  cartItems: inOneTransaction(handlers.cartItems),
  cartAddItem: inOneTransaction(handlers.cartAddItem),
  cartUpdateItem: inOneTransaction(handlers.cartUpdateItem),
  cartRemoveItem: inOneTransaction(handlers.cartRemoveItem),
  cartApplyCoupon: inOneTransaction(handlers.cartApplyCoupon),
  cartRemoveCoupon: inOneTransaction(handlers.cartRemoveCoupon),
} satisfies Partial<EndpointHandlers>;
