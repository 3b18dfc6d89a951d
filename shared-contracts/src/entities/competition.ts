import * as v from 'valibot';
import { flag, numeric, optionalNumeric, text } from './primitives';

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
});
export type Competition = v.InferOutput<typeof CompetitionSchema>;

/** Spec section 3: a purchased-ticket entry. */
export const PurchasedTicketEntrySchema = v.object({
  competition_id: numeric,
  total_tickets: numeric,
});
export type PurchasedTicketEntry = v.InferOutput<typeof PurchasedTicketEntrySchema>;
