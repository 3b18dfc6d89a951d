import { addLine, applyCouponToCart, cartLines, isCouponApplied, removeCouponFromCart, removeLine, setLine, touchCart } from '../domain/cart';
import { getCompetition } from '../domain/competitions';
import { findCoupon } from '../domain/coupons';
import { checkTicketRules } from '../domain/ticketRules';
import { ok, type EndpointHandlers, type HandlerResult, type RequestContext } from '../http/context';
import { WpError, stripTags } from '../http/wpError';
import { questionSettings, sessionCart, storeRoute, storeSession, withSessionHeaders, type StoreSession } from './storeSession';

function cartAnswer(context: RequestContext, session: StoreSession, status = 200) {
  touchCart(context.db, session.cartToken);
  const cart = sessionCart(context, session);
  return withSessionHeaders(context, session, ok(cart, status), cart);
}

/** WooCommerce answers an unknown line key with 409 (the cart goes with it, see storeRoute). */
const invalidKey = (message: string) => new WpError(409, 'woocommerce_rest_cart_invalid_key', message);
const couponError = (message: string) => new WpError(400, 'woocommerce_rest_cart_coupon_error', message);

function requirePositiveInteger(value: number): number {
  if (!Number.isInteger(value) || value <= 0 || value > 100_000) {
    throw new WpError(400, 'woocommerce_rest_product_invalid_quantity', 'Quantity must be a whole number of 1 or more.');
  }
  return value;
}

type CartHandler<A> = (context: RequestContext, input: A) => HandlerResult;

/**
 * A cart call's writes (a new cart session, the change, its updated_at) commit once, together, or not at
 * all; its answer, success or error, carries the session headers.
 */
function cartRoute<A>(handler: CartHandler<A>) {
  return storeRoute<A>((context, input) => context.db.transaction(() => handler(context, input))());
}

/** The WooCommerce Store API cart routes, with the competition rules checked on every change. */
const handlers = {
  cart: (context) => cartAnswer(context, storeSession(context, false)),
  cartItems: (context) => {
    const session = storeSession(context, false);
    const cart = sessionCart(context, session);
    return withSessionHeaders(context, session, ok(cart.items), cart);
  },

  cartAddItem: (context, input) => {
    const wanted = requirePositiveInteger(input.quantity);
    const session = storeSession(context, true);
    const competition = getCompetition(context.db, input.id);
    if (!competition) throw new WpError(400, 'woocommerce_rest_cart_invalid_product', `Product with ID &quot;${input.id}&quot; was not found.`);
    const existing = cartLines(context.db, session.cartToken).find((line) => line.competition_id === competition.id);
    const answer = input.answer ?? existing?.answer ?? null;
    const quantity = (existing?.quantity ?? 0) + wanted;
    checkTicketRules(context.db, competition, session.userId, quantity, answer, questionSettings(context, competition.id));
    if (existing) setLine(context.db, session.cartToken, existing.key, quantity, answer);
    else addLine(context.db, session.cartToken, competition.id, wanted, answer);
    return cartAnswer(context, session, 201);
  },

  cartUpdateItem: (context, input) => {
    const wanted = requirePositiveInteger(input.quantity);
    const session = storeSession(context, true);
    const line = cartLines(context.db, session.cartToken).find((candidate) => candidate.key === input.key);
    const competition = line && getCompetition(context.db, line.competition_id);
    if (!line || !competition) throw invalidKey('Cart item does not exist.');
    checkTicketRules(context.db, competition, session.userId, wanted, line.answer, questionSettings(context, competition.id));
    setLine(context.db, session.cartToken, line.key, wanted, line.answer);
    return cartAnswer(context, session);
  },

  cartRemoveItem: (context, { key }) => {
    const session = storeSession(context, true);
    if (!removeLine(context.db, session.cartToken, key)) throw invalidKey('Cart item no longer exists or is invalid.');
    return cartAnswer(context, session);
  },

  cartApplyCoupon: (context, input) => {
    // As wc_format_coupon_code does: a coupon code never keeps markup.
    const code = stripTags(input.code).trim();
    const session = storeSession(context, true);
    const coupon = findCoupon(context.db, code);
    if (!coupon || coupon.used || (coupon.userId !== null && coupon.userId !== session.userId)) {
      throw couponError(`Coupon &quot;${code}&quot; cannot be applied because it does not exist.`);
    }
    if (isCouponApplied(context.db, session.cartToken, coupon.code)) throw couponError(`Coupon code &quot;${coupon.code}&quot; already applied!`);
    applyCouponToCart(context.db, session.cartToken, coupon.code);
    return cartAnswer(context, session);
  },

  cartRemoveCoupon: (context, { code }) => {
    const session = storeSession(context, true);
    if (!removeCouponFromCart(context.db, session.cartToken, code)) throw couponError(`Coupon &quot;${code}&quot; is not applied to the cart.`);
    return cartAnswer(context, session);
  },
} satisfies Partial<EndpointHandlers>;

export const cartHandlers = {
  cart: cartRoute(handlers.cart),
  cartItems: cartRoute(handlers.cartItems),
  cartAddItem: cartRoute(handlers.cartAddItem),
  cartUpdateItem: cartRoute(handlers.cartUpdateItem),
  cartRemoveItem: cartRoute(handlers.cartRemoveItem),
  cartApplyCoupon: cartRoute(handlers.cartApplyCoupon),
  cartRemoveCoupon: cartRoute(handlers.cartRemoveCoupon),
} satisfies Partial<EndpointHandlers>;
