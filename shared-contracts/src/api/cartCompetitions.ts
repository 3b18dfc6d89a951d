// Types only: the client's first load must not carry the cart schemas (they load with the cart calls).
import type { CartCompetition } from '../entities/cart';
import type { Competition } from '../entities/competition';

/** The cart line's summary of a competition, from the competition itself (store-api, and a lookup by product id). */
export function toCartCompetition(competition: Competition): CartCompetition {
  return {
    id: competition.id,
    title: competition.title,
    image: competition.image,
    price_per_ticket: competition.price_per_ticket,
    max_ticket_per_user: competition.max_ticket_per_user,
    total_sell_tickets: competition.total_sell_tickets,
    total_ticket_sold: competition.total_ticket_sold,
    category: competition.category,
    draw_date: competition.draw_date,
    draw_time: competition.draw_time,
    status: competition.status,
    closing_date: competition.closing_date,
    closing_time: competition.closing_time,
    disable_tickets: competition.disable_tickets,
  };
}

/** Finds a competition by the WooCommerce product id of its cart line (the competition call). */
export type CompetitionLookup = (productId: number) => Promise<Competition>;
