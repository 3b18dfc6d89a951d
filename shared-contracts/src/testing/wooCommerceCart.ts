import { STORE_API_GBP as CURRENCY } from '../entities/cart';

/**
 * A Store API cart answer shaped exactly as WooCommerce's CartSchema and CartItemSchema describe it (no
 * `competition` anywhere: what a plain WooCommerce sends), for contract tests in every package. One line:
 * two tickets of product 38 at £0.99, money as minor-unit strings.
 */
const ADDRESS = { first_name: '', last_name: '', company: '', address_1: '', address_2: '', city: '', state: '', postcode: '', country: '', phone: '' };

export function wooCommerceCartItem(overrides: Record<string, unknown> = {}) {
  return {
    key: 'a5771bce93e200c36f7cd9dfd0e5deaa',
    id: 38,
    type: 'simple',
    quantity: 2,
    quantity_limits: { minimum: 1, maximum: 9999, multiple_of: 1, editable: true },
    name: 'Korda Kaizen Rod Pair',
    short_description: '<p>Two rods.</p>',
    description: '<p>A pair of Korda Kaizen 12ft 3.5lb carp rods.</p>',
    sku: 'kaizen-pair',
    low_stock_remaining: 8,
    backorders_allowed: false,
    show_backorder_badge: false,
    sold_individually: false,
    permalink: 'https://shop.example.co.uk/product/korda-kaizen-rod-pair/',
    images: [
      {
        id: 41,
        src: 'https://shop.example.co.uk/wp-content/uploads/kaizen.jpg',
        thumbnail: 'https://shop.example.co.uk/wp-content/uploads/kaizen-324x324.jpg',
        srcset: 'https://shop.example.co.uk/wp-content/uploads/kaizen.jpg 800w',
        sizes: '(max-width: 800px) 100vw, 800px',
        name: 'kaizen.jpg',
        alt: '',
      },
    ],
    variation: [],
    item_data: [],
    prices: {
      price: '99',
      regular_price: '99',
      sale_price: '99',
      price_range: null,
      raw_prices: { precision: 6, price: '990000', regular_price: '990000', sale_price: '990000' },
      ...CURRENCY,
    },
    totals: { line_subtotal: '198', line_subtotal_tax: '0', line_total: '198', line_total_tax: '0', ...CURRENCY },
    catalog_visibility: 'visible',
    // PHP encodes the empty extensions map of an item no plugin extends as an empty array.
    extensions: [],
    ...overrides,
  };
}

export function wooCommerceCart(items: Record<string, unknown>[] = [wooCommerceCartItem()]) {
  return {
    items,
    coupons: [],
    fees: [],
    totals: {
      total_items: '198',
      total_items_tax: '0',
      total_fees: '0',
      total_fees_tax: '0',
      total_discount: '0',
      total_discount_tax: '0',
      total_shipping: null,
      total_shipping_tax: null,
      total_price: '198',
      total_tax: '0',
      tax_lines: [],
      ...CURRENCY,
    },
    shipping_address: ADDRESS,
    billing_address: { ...ADDRESS, email: '' },
    needs_payment: true,
    needs_shipping: false,
    payment_requirements: ['products'],
    has_calculated_shipping: false,
    shipping_rates: [],
    items_count: 2,
    items_weight: 0,
    cross_sells: [],
    errors: [],
    payment_methods: ['bacs'],
    extensions: {},
  };
}
