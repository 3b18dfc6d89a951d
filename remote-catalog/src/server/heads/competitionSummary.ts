import { formatCount, formatDate, formatTime12h, MISSING_DATE_TEXT, ticketsRemaining, type Competition } from '@shop/shared-contracts';
import type { EntryState } from './entryState';

/**
 * "November 26, 2026, 8:00 PM" (dates as month name, day, year): the absolute draw moment, without
 * the time when it is missing; null when the date is missing.
 */
export function drawMomentText(competition: Pick<Competition, 'draw_date' | 'draw_time'>): string | null {
  const day = formatDate((competition.draw_date || '').slice(0, 10));
  if (day === MISSING_DATE_TEXT) return null;
  const time = formatTime12h(competition.draw_time);
  return time === MISSING_DATE_TEXT ? day : `${day}, ${time}`;
}

function ticketsLeftText(competition: Competition): string | null {
  // No total means no count to give; a hidden count stays hidden in previews too.
  if (competition.hide_ticket_count || !(competition.total_sell_tickets > 0)) return null;
  const left = ticketsRemaining(competition);
  return `${formatCount(left)} ${left === 1 ? 'ticket' : 'tickets'} left`;
}

const NOT_OPEN_TEXT: Readonly<Record<Exclude<EntryState, 'open'>, string>> = {
  'sold-out': 'Sold out',
  drawn: 'Entries closed',
  closed: 'Entries closed',
  paused: 'Tickets not on sale at the moment',
};

/**
 * The one line a competition link previews with: "Draw November 26, 2026, 8:00 PM ·
 * 1,240 tickets left · Free postal entry available"; once it cannot be entered, why not instead.
 */
export function competitionSummary(competition: Competition, state: EntryState): string {
  const moment = drawMomentText(competition);
  const draw = moment ? `${state === 'drawn' ? 'Drawn' : 'Draw'} ${moment}` : null;
  const rest = state === 'open' ? [ticketsLeftText(competition), 'Free postal entry available'] : [NOT_OPEN_TEXT[state]];
  return [draw, ...rest].filter((part): part is string => part !== null).join(' · ');
}
