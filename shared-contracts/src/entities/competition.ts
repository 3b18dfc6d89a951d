import * as v from 'valibot';
import { flag, numeric, optionalNumeric, text } from './primitives';
import { DRAW_RULES } from '../rules/drawRules';

export const CompetitionStatusSchema = v.picklist(['open', 'closed', 'drawn', 'sold_out']);
export type CompetitionStatus = v.InferOutput<typeof CompetitionStatusSchema>;

/** A prize won at once when one of its ticket numbers is allocated to a buyer. */
export const InstantWinSchema = v.object({
  id: numeric,
  title: text,
  prize_value: optionalNumeric,
  image: text,
  /** Ticket numbers that win this prize. */
  ticket_numbers: v.optional(v.array(numeric), []),
  /** Ticket numbers already won, with the winner's display name. */
  won: v.optional(v.array(v.object({ ticket_number: numeric, user: text })), []),
});
export type InstantWin = v.InferOutput<typeof InstantWinSchema>;

/** A prize unlocked once a share of the tickets is sold (spec: reward wins). */
export const RewardWinSchema = v.object({
  id: numeric,
  title: text,
  prize_value: optionalNumeric,
  image: text,
  /** Percentage of tickets sold at which the reward is drawn. */
  percent: numeric,
  winner: v.optional(v.nullable(v.object({ ticket_number: numeric, user: text })), null),
});
export type RewardWin = v.InferOutput<typeof RewardWinSchema>;

export const InstantWinTicketSchema = v.object({
  ticket_number: numeric,
  instant_win_id: numeric,
  claimed: flag,
});
export type InstantWinTicket = v.InferOutput<typeof InstantWinTicketSchema>;

/** A qualifying question: the answer must be right for the entry to count. */
export const QuestionOptionSchema = v.object({ id: numeric, text: text });
export type QuestionOption = v.InferOutput<typeof QuestionOptionSchema>;

/**
 * Where a competition's main draw stands: `open` (entries open), `closed` (entries closed, the entry list
 * about to be published), `waiting_for_beacon` (list published, waiting for beacon round R), `drawn`, and
 * `no_entries` (closed with nothing to draw from).
 */
export const DRAW_STATES = ['open', 'closed', 'waiting_for_beacon', 'drawn', 'no_entries'] as const;
export const DrawStateSchema = v.picklist(DRAW_STATES);
export type DrawState = v.InferOutput<typeof DrawStateSchema>;

/**
 * A competition's verifiable main draw (rules/beaconDraw.ts for rule v2, rules/drawProof.ts for v1): the
 * seed's commitment, published from creation, and from the close the entry list's hash and count and the
 * beacon round R that will draw it. Absent from a backend without verifiable draws.
 */
export const VerifiableDrawSchema = v.object({
  rule: v.picklist(DRAW_RULES),
  /** SHA-256 of the secret seed, hex. */
  commitment: v.string(),
  state: DrawStateSchema,
  /** When the entry list was published, Unix seconds (rule v2, from the close). */
  closed_at: v.optional(v.number()),
  entry_count: v.optional(v.number()),
  /** SHA-256 of the entry list's canonical text, hex. */
  entry_list_hash: v.optional(v.string()),
  /** The drand quicknet round R that draws it. */
  beacon_round: v.optional(v.number()),
  /** Round R's time, Unix seconds. */
  beacon_round_time: v.optional(v.number()),
});
export type VerifiableDraw = v.InferOutput<typeof VerifiableDrawSchema>;

export const CompetitionSchema = v.object({
  id: numeric,
  category: text,
  draw_date: text,
  draw_time: text,
  closing_date: text,
  closing_time: text,
  description: text,
  image: text,
  gallery_images: v.optional(v.array(v.string()), []),
  price_per_ticket: numeric,
  quantity: optionalNumeric,
  title: text,
  status: v.optional(CompetitionStatusSchema, 'open'),
  total_sell_tickets: numeric,
  total_ticket_sold: optionalNumeric,
  created_at: text,
  max_ticket_per_user: numeric,
  reward_wins: v.optional(v.array(RewardWinSchema), []),
  instant_wins: v.optional(v.array(InstantWinSchema), []),
  instant_wins_tickets: v.optional(v.array(InstantWinTicketSchema), []),
  enable_instant_wins: flag,
  enable_reward_wins: flag,
  /** Whether a qualifying question must be answered before adding to the basket. */
  comp_question: flag,
  question: text,
  question_options: v.optional(v.array(QuestionOptionSchema), []),
  competition_product_id: numeric,
  hide_ticket_count: flag,
  hide_timer: flag,
  disable_tickets: flag,
  live_draw_info: text,
  live_draw: flag,
  sale_price: v.optional(v.nullable(numeric), null),
  sale_start_date: text,
  sale_start_time: text,
  sale_end_date: text,
  sale_end_time: text,
  /** The main draw's commitment and, once entries close, what it will be drawn from (verifiable draws). */
  verifiable_draw: v.optional(VerifiableDrawSchema),
});
export type Competition = v.InferOutput<typeof CompetitionSchema>;

/** A purchased-ticket entry: how many tickets the customer holds in a competition. */
export const PurchasedTicketEntrySchema = v.object({
  competition_id: numeric,
  total_tickets: numeric,
});
export type PurchasedTicketEntry = v.InferOutput<typeof PurchasedTicketEntrySchema>;
