import * as v from 'valibot';
import { flag, numeric, text } from './primitives';
import { CompetitionStatusSchema } from './competition';

/** The competition summary the Store API attaches to every cart line (spec: competition object including id). */
export const CartCompetitionSchema = v.object({
  id: numeric,
  title: text,
  image: text,
  price_per_ticket: numeric,
  max_ticket_per_user: numeric,
  total_sell_tickets: numeric,
  total_ticket_sold: numeric,
  category: text,
  draw_date: text,
  draw_time: text,
  /** Optional (additive): whether the competition still takes entries, so the basket can flag lines that closed since they were added. */
  status: v.optional(CompetitionStatusSchema, 'open'),
  closing_date: text,
  closing_time: text,
  disable_tickets: flag,
});
export type CartCompetition = v.InferOutput<typeof CartCompetitionSchema>;

export const CartLineTotalsSchema = v.object({
  line_subtotal: v.optional(v.string(), '0'),
  line_total: v.string(),
  currency_code: v.optional(v.string(), 'GBP'),
  currency_symbol: v.optional(v.string(), '£'),
  currency_minor_unit: v.number(),
});
export type CartLineTotals = v.InferOutput<typeof CartLineTotalsSchema>;

/** Spec section 3: cart item. quantity is kept as a string, as the original stores it. */
export const CartItemSchema = v.object({
  id: numeric,
  key: v.string(),
  quantity: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  totals: v.optional(CartLineTotalsSchema),
  competition: CartCompetitionSchema,
});
export type CartItem = v.InferOutput<typeof CartItemSchema>;

export const CartTotalsSchema = v.object({
  total_items: v.string(),
  total_discount: v.string(),
  total_price: v.string(),
  currency_code: v.string(),
  currency_minor_unit: v.number(),
});

export const CartCouponSchema = v.object({
  code: v.string(),
  discount_type: text,
  totals: v.object({ total_discount: v.string(), currency_minor_unit: v.number() }),
});

export const CartErrorSchema = v.object({ code: v.string(), message: v.string() });

/** The WooCommerce Store API cart, reduced to what the storefront reads. */
export const CartSchema = v.object({
  items: v.array(CartItemSchema),
  coupons: v.optional(v.array(CartCouponSchema), []),
  totals: CartTotalsSchema,
  items_count: numeric,
  errors: v.optional(v.array(CartErrorSchema), []),
  payment_methods: v.optional(v.array(v.string()), []),
  /** The cart header the original keeps alongside the items (our Cart-Token value). */
  cart_header: v.optional(v.string(), ''),
});
export type Cart = v.InferOutput<typeof CartSchema>;
