import type { Cart, CartItem, Competition } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';

/** A cart line as the Store API returns it: `pence` per ticket, minor unit 2. */
export function cartItem(key: string, competitionId: number, quantity: number, pence = 100): CartItem {
  return {
    id: competitionId + 1000,
    key,
    quantity: String(quantity),
    totals: {
      line_subtotal: String(quantity * pence),
      line_total: String(quantity * pence),
      currency_code: 'GBP',
      currency_symbol: '£',
      currency_minor_unit: 2,
    },
    competition: {
      id: competitionId,
      title: `Competition ${competitionId}`,
      image: '',
      price_per_ticket: pence / 100,
      max_ticket_per_user: 10,
      total_sell_tickets: 100,
      total_ticket_sold: 0,
      category: 'tackle',
      draw_date: '2026-12-01',
      draw_time: '20:00',
      status: 'open',
      closing_date: '2026-12-01',
      closing_time: '19:00',
      disable_tickets: false,
    },
  };
}

/** A competition as the catalogue sends it in catalog:add-to-basket. */
export function competition(overrides: Partial<Competition> = {}): Competition {
  return competitionFixture({
    id: 7,
    image: '/img/7.svg',
    quantity: 0,
    title: 'Korda Tackle Box',
    created_at: '2026-01-01',
    competition_product_id: 1007,
    ...overrides,
  });
}

/** A full Store API cart answer holding these lines. */
export function cartOf(items: CartItem[]): Cart {
  const total = items.reduce((sum, item) => sum + Number(item.totals?.line_total ?? 0), 0);
  return {
    items,
    coupons: [],
    items_count: items.length,
    errors: [],
    payment_methods: [],
    totals: { total_items: String(total), total_discount: '0', total_price: String(total), currency_code: 'GBP', currency_minor_unit: 2 },
  };
}
