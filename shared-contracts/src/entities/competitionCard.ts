import * as v from 'valibot';
import { CompetitionSchema } from './competition';

/**
 * What a competition card (and a carousel slide, and a list's chips and sort) reads of a competition: a
 * dozen fields of the thirty-odd the API answers. The render server trims the lists a page carries to this
 * shape before it writes the page state, so the HTML does not carry descriptions, questions, instant-win
 * tables and draw proofs nobody on the page shows. A screen that needs more asks for the competition itself
 * (its own query key), never a list's item.
 */
export const COMPETITION_CARD_FIELDS = [
  'id',
  'category',
  'title',
  'image',
  'status',
  'price_per_ticket',
  'sale_price',
  'sale_start_date',
  'sale_start_time',
  'sale_end_date',
  'sale_end_time',
  'total_sell_tickets',
  'total_ticket_sold',
  'draw_date',
  'draw_time',
  'created_at',
  'enable_instant_wins',
  'hide_ticket_count',
  'hide_timer',
  'disable_tickets',
] as const satisfies readonly (keyof v.InferOutput<typeof CompetitionSchema>)[];

export const CompetitionCardSchema = /* @__PURE__ */ v.pick(CompetitionSchema, COMPETITION_CARD_FIELDS);
export type CompetitionCard = v.InferOutput<typeof CompetitionCardSchema>;

/**
 * The `meta` of a query whose answer is a list of competitions shown as cards (`{ data: [...] }`, or an
 * infinite query's `{ pages: [{ data: [...] }] }`): the render server writes its items as cards only.
 */
export const CARD_LIST_META = { pageState: 'competition-cards' } as const;

/** A competition as a card: only the card's fields (those it has). */
export function competitionCard(competition: CompetitionCard): CompetitionCard {
  const card: Partial<Record<keyof CompetitionCard, unknown>> = {};
  for (const field of COMPETITION_CARD_FIELDS) if (field in competition) card[field] = competition[field];
  return card as CompetitionCard;
}
