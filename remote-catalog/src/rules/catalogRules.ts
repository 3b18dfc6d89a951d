import { drawMoment, formatDate, formatDateTime, MISSING_DATE_TEXT, ticketPrice, ticketsRemaining, type Competition } from '@shop/shared-contracts';
import { ENDING_SOON_WINDOW_MS, HOME_SEO_CACHE_TTL_MS, NEW_COMPETITION_WINDOW_MS } from './constants';

/**
 * The catalogue's pure rules: on sale, percent sold, 'new', ending soon, sold
 * out and finished, the card's badges, draw labels and countdowns, the home SEO cache boundary. Every
 * function takes `now` so tests pin the clock. The rules store-api applies too (the ticket price, the
 * draw moment, the tickets left) are shared-contracts'.
 */

type SaleFields = Parameters<typeof ticketPrice>[0];

/** The sale price rule: the sale price counts now, which is exactly when the ticket costs less than price_per_ticket. */
export function isSaleActive(competition: SaleFields, now: number): boolean {
  return ticketPrice(competition, now) < competition.price_per_ticket;
}

/** Percent sold: floor(sold / total * 100), kept within 0–100; 0 when there is no total. */
export function percentSold(sold: number, total: number): number {
  if (!Number.isFinite(sold) || !Number.isFinite(total) || total <= 0 || sold <= 0) return 0;
  return Math.min(100, Math.floor((sold / total) * 100));
}

/** Reads `created_at` in ISO form or WordPress's `YYYY-MM-DD HH:MM:SS` (read as UTC); null when unreadable. */
export function parseTimestamp(value: string | null | undefined): number | null {
  const text = String(value ?? '').trim();
  if (!text) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text;
  const epoch = Date.parse(iso);
  return Number.isFinite(epoch) ? epoch : null;
}

/** NEW_COMPETITION_WINDOW_MS: a competition is 'new' if created within 48 hours. A future or missing date is not. */
export function isNewCompetition(createdAt: string | null | undefined, now: number): boolean {
  const created = parseTimestamp(createdAt);
  return created !== null && created <= now && now - created < NEW_COMPETITION_WINDOW_MS;
}

type StateFields = Pick<Competition, 'status' | 'total_sell_tickets' | 'total_ticket_sold' | 'draw_date' | 'draw_time' | 'disable_tickets'>;

export function isSoldOut(competition: StateFields): boolean {
  return competition.status === 'sold_out' || (competition.total_sell_tickets > 0 && ticketsRemaining(competition) === 0);
}

/** Closed or drawn by the server, or its draw moment has passed. */
export function isFinished(competition: StateFields, now: number): boolean {
  if (competition.status === 'closed' || competition.status === 'drawn') return true;
  const draw = drawMoment(competition);
  return draw !== null && draw <= now;
}

/** Whether tickets can be bought at all: open, not sold out, not finished, tickets not disabled. */
export function canEnter(competition: StateFields, now: number): boolean {
  return competition.status === 'open' && !competition.disable_tickets && !isSoldOut(competition) && !isFinished(competition, now);
}

/** True in the last ENDING_SOON_WINDOW_MS before the draw, while it can still be entered (honest urgency). */
export function isEndingSoon(competition: StateFields, now: number): boolean {
  const draw = drawMoment(competition);
  return draw !== null && canEnter(competition, now) && draw - now <= ENDING_SOON_WINDOW_MS;
}

export type CompetitionBadge = 'Sold out' | 'Drawn' | 'Ending soon' | 'Instant wins' | 'New';

/** Badges in words, two at most; Sold out and Drawn win over the rest. */
export function competitionBadges(competition: StateFields & Pick<Competition, 'created_at' | 'enable_instant_wins'>, now: number): CompetitionBadge[] {
  if (isSoldOut(competition)) return ['Sold out'];
  if (isFinished(competition, now)) return ['Drawn'];
  const badges: CompetitionBadge[] = [];
  if (isEndingSoon(competition, now)) badges.push('Ending soon');
  if (competition.enable_instant_wins) badges.push('Instant wins');
  if (isNewCompetition(competition.created_at, now)) badges.push('New');
  return badges.slice(0, 2);
}

/**
 * The draw as month name, day and year with the 12-hour time, "Draw March 14, 2026, 8:00 PM"
 * (as the carousel shows it); "Draw date N/A" when the date is missing.
 */
export function drawLabel(competition: Pick<Competition, 'draw_date' | 'draw_time'>): string {
  const date = (competition.draw_date || '').slice(0, 10);
  return formatDate(date) === MISSING_DATE_TEXT ? 'Draw date N/A' : `Draw ${formatDateTime(date, competition.draw_time)}`;
}

/** A countdown: "3d 04h 12m" over a day, "4h 12m 09s" under it, "0s" once passed. */
export function formatCountdown(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '0s';
  const totalSeconds = Math.floor(ms / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return days > 0 ? `${days}d ${two(hours)}h ${two(minutes)}m` : `${hours}h ${two(minutes)}m ${two(seconds)}s`;
}

/** HOME_SEO_CACHE_TTL_MS: a cached home SEO copy younger than 15 minutes is used with no call. */
export function isSeoCacheFresh(timestamp: number | null | undefined, now: number): boolean {
  return typeof timestamp === 'number' && Number.isFinite(timestamp) && timestamp <= now && now - timestamp < HOME_SEO_CACHE_TTL_MS;
}
