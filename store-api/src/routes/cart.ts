import { addLine, applyCouponToCart, cartLines, isCouponApplied, removeCouponFromCart, removeLine, setLine, touchCart } from '../domain/cart';
import { quantityAfterAdd } from '../domain/addToCart';
import { getCompetition } from '../domain/competitions';
import { findCoupon } from '../domain/coupons';
import { checkLineQuantity, quantityLimits } from '../domain/quantityRules';
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

/** GET /cart/items: each item with its `_links`, as WooCommerce's CartItems route adds them (rest_url() of the item and the list). */
function withLinks<T extends { key: string }>(context: RequestContext, items: readonly T[]) {
  const collection = `${context.config.siteUrl}/wp-json/wc/store/v1/cart/items`;
  return items.map((item) => ({ ...item, _links: { self: [{ href: `${collection}/${item.key}` }], collection: [{ href: collection }] } }));
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
    return withSessionHeaders(context, session, ok(withLinks(context, cart.items)), cart);
  },

  // WooCommerce's stock and quantity rules first (domain/addToCart.ts), then the companion plugin's.
  cartAddItem: (context, input) => {
    const session = storeSession(context, true);
    const competition = getCompetition(context.db, input.id);
    if (!competition) throw new WpError(400, 'woocommerce_rest_cart_invalid_product', `Product with ID &quot;${input.id}&quot; was not found.`);
    const existing = cartLines(context.db, session.cartToken).find((line) => line.competition_id === competition.id);
    const limits = quantityLimits(context.db, competition, session.userId);
    const quantity = quantityAfterAdd(competition, input.quantity, existing?.quantity ?? 0, limits);
    const answer = input.answer ?? existing?.answer ?? null;
    checkTicketRules(context.db, competition, session.userId, quantity, answer, questionSettings(context, competition.id));
    if (existing) setLine(context.db, session.cartToken, existing.key, quantity, answer);
    else addLine(context.db, session.cartToken, competition.id, quantity, answer);
    return cartAnswer(context, session, 201);
  },

  cartUpdateItem: (context, input) => {
    const session = storeSession(context, true);
    const line = cartLines(context.db, session.cartToken).find((candidate) => candidate.key === input.key);
    const competition = line && getCompetition(context.db, line.competition_id);
    if (!line || !competition) throw invalidKey('Cart item does not exist.');
    checkLineQuantity(input.quantity, quantityLimits(context.db, competition, session.userId), competition.title);
    checkTicketRules(context.db, competition, session.userId, input.quantity, line.answer, questionSettings(context, competition.id));
    setLine(context.db, session.cartToken, line.key, input.quantity, line.answer);
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
