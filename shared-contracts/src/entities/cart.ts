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

/**
 * The namespace under which the companion plugin registers its cart item data with WooCommerce's
 * ExtendSchema (`extensions: {"angling-prizes": {competition}}` on every cart item).
 */
export const CART_EXTENSION_NAMESPACE = 'angling-prizes';

/** A cart item's `extensions`: the plugin's namespace when it is there; other plugins' data is ignored. */
const CartItemExtensionsSchema = v.object({
  [CART_EXTENSION_NAMESPACE]: v.optional(v.object({ competition: v.optional(CartCompetitionSchema) })),
});
const NO_EXTENSIONS: v.InferOutput<typeof CartItemExtensionsSchema> = {};

/** The seven currency fields WooCommerce's CurrencyFormatter adds to every Store API money object, for pounds sterling. */
export const STORE_API_GBP = {
  currency_code: 'GBP',
  currency_symbol: '£',
  currency_minor_unit: 2,
  currency_decimal_separator: '.',
  currency_thousand_separator: ',',
  currency_prefix: '£',
  currency_suffix: '',
} as const;

export const CartLineTotalsSchema = v.object({
  line_subtotal: v.optional(v.string(), '0'),
  line_total: v.string(),
  currency_code: v.optional(v.string(), 'GBP'),
  currency_symbol: v.optional(v.string(), '£'),
  currency_minor_unit: v.number(),
});
export type CartLineTotals = v.InferOutput<typeof CartLineTotalsSchema>;

/**
 * A cart item. quantity is kept as a string, as the original stores it. The competition
 * comes at the top level (store-api, the original site), under `extensions` (a WooCommerce with the
 * companion plugin) or not at all (a plain WooCommerce): then the client looks it up by the product id.
 */
export const CartItemSchema = v.pipe(
  v.object({
    id: numeric,
    key: v.string(),
    quantity: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    totals: v.optional(CartLineTotalsSchema),
    competition: v.optional(CartCompetitionSchema),
    /**
     * Optional (contract 1.1, additive): WooCommerce's limits for this line. `maximum` is the most the line may
     * hold now (the tickets left, or the customer's maximum less tickets already bought or entered by post,
     * whichever is smaller, never below 1): the basket's allowance for a competition it already holds.
     */
    quantity_limits: v.optional(v.object({ maximum: numeric })),
    // PHP encodes an empty extensions map as [] when no plugin registered data.
    extensions: v.optional(
      v.union([
        CartItemExtensionsSchema,
        v.pipe(
          v.array(v.unknown()),
          v.transform(() => NO_EXTENSIONS),
        ),
      ]),
      NO_EXTENSIONS,
    ),
  }),
  v.transform(({ extensions, competition, ...item }) => ({ ...item, competition: competition ?? extensions[CART_EXTENSION_NAMESPACE]?.competition })),
);
/** A cart item as the answer carried it: its competition may still have to be looked up. */
export type CartItemAnswer = v.InferOutput<typeof CartItemSchema>;
/** A cart item as the storefront uses it: always with its competition. */
export type CartItem = Omit<CartItemAnswer, 'competition'> & { competition: CartCompetition };

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
});
/** A cart as the answer carried it (items perhaps without their competition). */
export type CartAnswer = v.InferOutput<typeof CartSchema>;
/** A cart as the storefront uses it: every item with its competition. */
export type Cart = Omit<CartAnswer, 'items'> & { items: CartItem[] };
