import { addLine, applyCouponToCart, cartLines, isCouponApplied, removeCouponFromCart, removeLine, setLine, touchCart } from '../domain/cart';
import { quantityAfterAdd } from '../domain/addToCart';
import { getCompetition } from '../domain/competitions';
import { findCoupon } from '../domain/coupons';
import { checkLineQuantity, quantityLimits } from '../domain/quantityRules';
import { checkTicketRules } from '../domain/ticketRules';
import { ok, type EndpointHandlers, type HandlerResult, type RequestContext } from '../http/context';
import { CART_ITEM_METHODS, stockAmount } from '../http/storeApiArgs';
import { WpError } from '../http/wpError';
import { checkNonce, questionSettings, sessionCart, storeRoute, withSessionHeaders, type StoreSession, type StoreSessionHandlers } from './storeSession';

function cartAnswer(context: RequestContext, session: StoreSession, status = 200) {
  touchCart(context.db, session.cartToken);
  const cart = sessionCart(context, session);
  return withSessionHeaders(context, session, ok(cart, status), cart);
}

/** WooCommerce answers an unknown line key with 409 (the cart goes with it, see storeRoute). */
const invalidKey = (message: string) => new WpError(409, 'woocommerce_rest_cart_invalid_key', message);
const couponError = (message: string) => new WpError(400, 'woocommerce_rest_cart_coupon_error', message);

/**
 * wc_format_coupon_code: entities decoded, tags and surrounding space dropped, lower case (WooCommerce keeps
 * and answers every code in lower case).
 */
const couponCode = (code: string) =>
  code
    .replace(/&(quot|amp|lt|gt|#0?39);/g, (_, name: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#039': "'", '#39': "'" })[name] ?? '')
    .replace(/<[^>]*(>|$)/g, '')
    .trim()
    .toLowerCase();
/** esc_html, as WooCommerce escapes a code in its messages. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[character] ?? character);

/**
 * GET /cart/items: each item with its `_links`, as WooCommerce's CartItems route adds them (rest_url() of the
 * item, with WordPress's targetHints, and of the list).
 */
function withLinks<T extends { key: string }>(context: RequestContext, items: readonly T[]) {
  const collection = `${context.config.siteUrl}/wp-json/wc/store/v1/cart/items`;
  return items.map((item) => ({
    ...item,
    _links: { self: [{ href: `${collection}/${item.key}`, targetHints: { allow: CART_ITEM_METHODS } }], collection: [{ href: collection }] },
  }));
}

type CartHandler<A> = (context: RequestContext, input: A, session: StoreSession) => HandlerResult;

/**
 * A cart call's writes (a new cart session, the change, its updated_at) commit once, together, or not at
 * all; its answer, success or error, carries the session headers.
 */
function cartRoute<A>(handler: CartHandler<A>) {
  return storeRoute<A>((context, input, session) => context.db.transaction(() => handler(context, input, session))());
}

/** The WooCommerce Store API cart routes, with the competition rules checked on every change. */
const handlers = {
  cart: (context, _input, session) => cartAnswer(context, session),
  cartItems: (context, _input, session) => {
    const cart = sessionCart(context, session);
    return withSessionHeaders(context, session, ok(withLinks(context, cart.items)), cart);
  },

  // WooCommerce's stock and quantity rules first (domain/addToCart.ts), then the companion plugin's.
  cartAddItem: (context, input, session) => {
    checkNonce(context, session);
    const competition = input.id === null ? null : getCompetition(context.db, input.id, context.now());
    if (!competition) {
      throw new WpError(
        400,
        'woocommerce_rest_cart_invalid_product',
        `Product with ID &quot;${input.id ?? ''}&quot; was not found and cannot be added to the cart.`,
      );
    }
    const existing = cartLines(context.db, session.cartToken).find((line) => line.competition_id === competition.id);
    const limits = quantityLimits(context.db, competition, session.userId);
    // No quantity adds the minimum; any other is a whole number of tickets (wc_stock_amount).
    const requested = input.quantity === null ? undefined : stockAmount(input.quantity);
    const quantity = quantityAfterAdd(competition, requested, existing?.quantity ?? 0, limits);
    const answer = input.answer ?? existing?.answer ?? null;
    checkTicketRules(context.db, competition, session.userId, quantity, answer, questionSettings(context, competition.id));
    if (existing) setLine(context.db, session.cartToken, existing.key, quantity, answer);
    else addLine(context.db, session.cartToken, competition.id, quantity, answer);
    return cartAnswer(context, session, 201);
  },

  // CartUpdateItem: without a quantity the cart is answered as it is; a quantity is a whole number (wc_stock_amount).
  cartUpdateItem: (context, input, session) => {
    checkNonce(context, session);
    if (input.quantity === null) return cartAnswer(context, session);
    const quantity = stockAmount(input.quantity);
    const line = cartLines(context.db, session.cartToken).find((candidate) => candidate.key === input.key);
    const competition = line && getCompetition(context.db, line.competition_id, context.now());
    if (!line || !competition) throw invalidKey('Cart item does not exist.');
    checkLineQuantity(quantity, quantityLimits(context.db, competition, session.userId), competition.title);
    checkTicketRules(context.db, competition, session.userId, quantity, line.answer, questionSettings(context, competition.id));
    setLine(context.db, session.cartToken, line.key, quantity, line.answer);
    return cartAnswer(context, session);
  },

  cartRemoveItem: (context, { key }, session) => {
    checkNonce(context, session);
    if (!removeLine(context.db, session.cartToken, key)) throw invalidKey('Cart item no longer exists or is invalid.');
    return cartAnswer(context, session);
  },

  // CartController::apply_coupon: a code already applied, then one that does not exist (or is not this customer's, or used).
  cartApplyCoupon: (context, input, session) => {
    const code = couponCode(input.code);
    checkNonce(context, session);
    if (isCouponApplied(context.db, session.cartToken, code)) throw couponError(`Coupon code &quot;${escapeHtml(code)}&quot; has already been applied.`);
    const coupon = findCoupon(context.db, code);
    if (!coupon || coupon.used || (coupon.userId !== null && coupon.userId !== session.userId)) {
      throw couponError(`Coupon &quot;${escapeHtml(code)}&quot; cannot be applied because it does not exist.`);
    }
    applyCouponToCart(context.db, session.cartToken, code);
    return cartAnswer(context, session);
  },

  // CartRemoveCoupon: a code that is no valid coupon is 400; a coupon not in the cart is a conflict (409, with the cart).
  cartRemoveCoupon: (context, input, session) => {
    const code = couponCode(input.code);
    checkNonce(context, session);
    const coupon = findCoupon(context.db, code);
    if (!coupon || coupon.used) throw couponError('Invalid coupon code.');
    if (!removeCouponFromCart(context.db, session.cartToken, code)) {
      throw new WpError(409, 'woocommerce_rest_cart_coupon_invalid_code', 'Coupon cannot be removed because it is not already applied to the cart.');
    }
    return cartAnswer(context, session);
  },
} satisfies StoreSessionHandlers;

export const cartHandlers = {
  cart: cartRoute(handlers.cart),
  cartItems: cartRoute(handlers.cartItems),
  cartAddItem: cartRoute(handlers.cartAddItem),
  cartUpdateItem: cartRoute(handlers.cartUpdateItem),
  cartRemoveItem: cartRoute(handlers.cartRemoveItem),
  cartApplyCoupon: cartRoute(handlers.cartApplyCoupon),
  cartRemoveCoupon: cartRoute(handlers.cartRemoveCoupon),
} satisfies Partial<EndpointHandlers>;
