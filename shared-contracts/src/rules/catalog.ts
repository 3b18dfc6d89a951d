import type { Competition } from '../entities/competition';
import { ukDateTimeToEpoch } from '../format/format';

/**
 * The competition rules the catalogue and store-api both apply: what a ticket costs now (the sale price
 * rule) and the draw moment. The catalogue's own rules (badges, labels, states) are in remote-catalog.
 */

type SaleFields = Pick<Competition, 'price_per_ticket' | 'sale_price' | 'sale_start_date' | 'sale_start_time' | 'sale_end_date' | 'sale_end_time'>;

/**
 * The sale window in epoch ms (UK local time). A missing start time means midnight, a missing end time
 * the end of that day; a window without both dates is no window, so no sale counts.
 */
function saleWindow(competition: SaleFields): { start: number; end: number } | null {
  const start = ukDateTimeToEpoch(competition.sale_start_date, competition.sale_start_time || '00:00');
  const end = ukDateTimeToEpoch(competition.sale_end_date, competition.sale_end_time || '23:59');
  return start === null || end === null ? null : { start, end };
}

/** The sale price rule: a sale price counts only if lower than price_per_ticket and now is inside the sale window. */
function isSaleActive(competition: SaleFields, now: number): boolean {
  const sale = competition.sale_price;
  if (sale === null || sale === undefined || !Number.isFinite(sale) || sale < 0 || !(sale < competition.price_per_ticket)) return false;
  const window = saleWindow(competition);
  return window !== null && now >= window.start && now <= window.end;
}

/**
 * What one ticket costs now: the sale price when it counts, else price_per_ticket. So a ticket is on sale
 * exactly when this is below price_per_ticket.
 */
export function ticketPrice(competition: SaleFields, now: number): number {
  return isSaleActive(competition, now) ? (competition.sale_price as number) : competition.price_per_ticket;
}

/** When the main draw happens (UK local time), in epoch ms; null when the date is missing. */
export function drawMoment(competition: Pick<Competition, 'draw_date' | 'draw_time'>): number | null {
  return ukDateTimeToEpoch(competition.draw_date, competition.draw_time);
}
