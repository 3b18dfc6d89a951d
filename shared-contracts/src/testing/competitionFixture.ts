import type { Competition } from '../entities/competition';

/**
 * A plain open competition for tests in every package (import from '@shop/shared-contracts/src/testing/competitionFixture'):
 * no question, no instant or reward wins, no sale. Each test states the fields it is about.
 */
export function competitionFixture(overrides: Partial<Competition> = {}): Competition {
  return {
    id: 1,
    category: 'tackle',
    draw_date: '2026-12-01',
    draw_time: '20:00',
    closing_date: '2026-12-01',
    closing_time: '19:00',
    description: '',
    image: '',
    gallery_images: [],
    price_per_ticket: 1,
    quantity: 1,
    title: 'Test competition',
    status: 'open',
    total_sell_tickets: 100,
    total_ticket_sold: 0,
    created_at: '2026-01-01T00:00:00Z',
    max_ticket_per_user: 10,
    reward_wins: [],
    instant_wins: [],
    instant_wins_tickets: [],
    enable_instant_wins: false,
    enable_reward_wins: false,
    comp_question: false,
    question: '',
    question_options: [],
    competition_product_id: 1,
    hide_ticket_count: false,
    hide_timer: false,
    disable_tickets: false,
    live_draw_info: '',
    live_draw: false,
    sale_price: null,
    sale_start_date: '',
    sale_start_time: '',
    sale_end_date: '',
    sale_end_time: '',
    ...overrides,
  };
}
