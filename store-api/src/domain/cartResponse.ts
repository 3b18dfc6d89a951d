import crypto from 'node:crypto';
import path from 'node:path';
import { CART_EXTENSION_NAMESPACE, STORE_API_GBP as CURRENCY, competitionDetailsPath, toCartCompetition, type Competition } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { cartLines, couponDiscountMinor, type CartLine } from './cart';
import { effectivePrice, getCompetition } from './competitions';
import { toMinor } from './money';
import { cartAddresses } from './cartAddresses';
import { cartProblems } from './cartAvailability';
import { availableGatewayIds } from './paymentGateways';
import { quantityLimits } from './quantityRules';
import { texturize } from './texturize';

/** Whose cart it is, where the storefront runs (for permalinks) and the shop's clock (prices, what is on sale). */
export interface CartView {
  userId: number | null;
  publicUrl: string;
  now: number;
}

/**
 * WooCommerce's image schema (ImageAttachmentSchema). store-api has no media library, so ids are derived
 * (competition id × 100 + position) and srcset/sizes are empty, as WordPress leaves them for an SVG.
 */
function productImages(competition: Competition) {
  return [competition.image, ...competition.gallery_images]
    .filter((src) => src !== '')
    .map((src, index) => ({
      id: competition.id * 100 + index + 1,
      src,
      thumbnail: src,
      srcset: '',
      sizes: '',
      name: path.basename(new URL(src, 'http://store-api.local').pathname),
      alt: competition.title,
    }));
}

function cartItem(db: Db, line: CartLine, competition: Competition, view: CartView) {
  const priceMinor = toMinor(effectivePrice(competition, view.now));
  const regularMinor = toMinor(competition.price_per_ticket);
  const lineTotal = String(priceMinor * line.quantity);
  const remaining = competition.total_sell_tickets - competition.total_ticket_sold;
  return {
    key: line.key,
    id: competition.competition_product_id,
    type: 'simple',
    quantity: line.quantity,
    quantity_limits: quantityLimits(db, competition, view.userId),
    name: competition.title,
    short_description: '',
    description: '',
    sku: `comp-${competition.id}`,
    low_stock_remaining: remaining <= 10 ? remaining : null,
    backorders_allowed: false,
    show_backorder_badge: false,
    sold_individually: false,
    permalink: `${view.publicUrl}${competitionDetailsPath(competition)}`,
    images: productImages(competition),
    variation: [],
    item_data: [],
    prices: {
      price: String(priceMinor),
      regular_price: String(regularMinor),
      sale_price: String(priceMinor),
      price_range: null,
      raw_prices: { precision: 6, price: String(priceMinor * 10_000), regular_price: String(regularMinor * 10_000), sale_price: String(priceMinor * 10_000) },
      ...CURRENCY,
    },
    totals: { line_subtotal: lineTotal, line_subtotal_tax: '0', line_total: lineTotal, line_total_tax: '0', ...CURRENCY },
    catalog_visibility: 'visible',
    /** The companion plugin's data (ExtendSchema): each line's competition. */
    extensions: { [CART_EXTENSION_NAMESPACE]: { competition: toCartCompetition(competition) } },
  };
}

/**
 * The WooCommerce Store API cart: each item's competition under the companion plugin's extension namespace,
 * the customer's addresses, the problems of the lines that can no longer be bought (texturized, as
 * ErrorSchema formats them), the gateways this customer may pay with.
 */
export function cartResponse(db: Db, token: string, view: CartView) {
  const lines = cartLines(db, token).flatMap((line) => {
    const competition = getCompetition(db, line.competition_id, view.now);
    return competition ? [{ line, competition }] : [];
  });
  const items = lines.map(({ line, competition }) => cartItem(db, line, competition, view));
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
    ...cartAddresses(db, view.userId),
    needs_payment: subtotal - discount > 0,
    needs_shipping: false,
    payment_requirements: ['products'],
    has_calculated_shipping: false,
    shipping_rates: [],
    items_count: items.reduce((sum, item) => sum + item.quantity, 0),
    items_weight: 0,
    cross_sells: [],
    errors: cartProblems(lines.map(({ line, competition }) => ({ competition, quantity: line.quantity }))).map(({ code, message }) => ({
      code,
      message: texturize(message),
    })),
    payment_methods: availableGatewayIds(db, view.userId !== null),
    extensions: {},
  };
}

export type CartResponse = ReturnType<typeof cartResponse>;

/**
 * The Cart-Hash header, as WooCommerce's WC_Cart::get_cart_hash: md5 of the cart's contents (each line's
 * key, product, quantity and total, and the coupons) and its total; empty for an empty cart, as WooCommerce
 * sends it. It changes whenever the contents or the price of the cart change.
 */
export function cartHash(cart: CartResponse): string {
  if (cart.items.length === 0) return '';
  const contents = {
    items: cart.items.map((item) => [item.key, item.id, item.quantity, item.totals.line_total]),
    coupons: cart.coupons.map((coupon) => coupon.code),
  };
  return crypto
    .createHash('md5')
    .update(`${JSON.stringify(contents)}${cart.totals.total_price}`)
    .digest('hex');
}
