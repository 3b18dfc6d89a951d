import * as v from 'valibot';
import { CompetitionSchema } from '../../entities/competition';
import { ChatMessageSchema } from '../../entities/site';
import { numeric, optionalNumeric, text } from '../../entities/primitives';
import { successFlag } from './common';

/** Response schemas of the competition calls (lists, details, draw results, winners). */

/** Designed: one page of competitions. `page` is 1-based. */
export const CompetitionListResponseSchema = v.object({
  success: successFlag,
  data: v.array(CompetitionSchema),
  page: optionalNumeric,
  total_pages: optionalNumeric,
  total: optionalNumeric,
});

export type CompetitionListResponse = v.InferOutput<typeof CompetitionListResponseSchema>;

export const CompetitionDetailResponseSchema = v.object({ success: successFlag, data: CompetitionSchema });

/** Designed: a drawn competition and its winning ticket. */
export const DrawResultSchema = v.object({
  competition_id: numeric,
  title: text,
  image: text,
  draw_date: text,
  draw_time: text,
  ticket_number: numeric,
  winner: text,
  prize_type: v.optional(v.picklist(['main', 'instant', 'reward']), 'main'),
  prize: text,
  /** Verifiable main draws (shared-contracts rules/drawProof.ts): SHA-256 of the seed, published at closing. */
  commitment: v.optional(v.string()),
  /** The draw's 32-byte seed in hex, revealed after the draw. */
  seed: v.optional(v.string()),
  /** How many tickets were sold, i.e. drawn from. */
  ticket_count: v.optional(v.number()),
});

export type DrawResult = v.InferOutput<typeof DrawResultSchema>;

export const DrawResultsResponseSchema = v.object({
  success: successFlag,
  data: v.array(DrawResultSchema),
  total_pages: optionalNumeric,
});

/** Designed: everything needed to recompute a main draw (the seed and winner stay null until the draw). */
export const DrawProofResponseSchema = v.object({
  success: successFlag,
  competition_id: v.number(),
  commitment: v.string(),
  seed: v.nullable(v.string()),
  tickets: v.array(v.number()),
  winning_ticket: v.nullable(v.number()),
});

export type DrawProofResponse = v.InferOutput<typeof DrawProofResponseSchema>;

export const WinnerSchema = v.object({
  id: numeric,
  name: text,
  location: text,
  prize: text,
  competition_id: numeric,
  competition_title: text,
  image: text,
  ticket_number: numeric,
  won_at: text,
});

export type Winner = v.InferOutput<typeof WinnerSchema>;

export const WinnersResponseSchema = v.object({
  success: successFlag,
  data: v.array(WinnerSchema),
  total_pages: optionalNumeric,
});

/**
 * The community chat's latest messages, oldest first (the room's history before the live feed). In the
 * catalogue group, which loads with its first call, not with the endpoint table every page loads.
 */
export const ChatHistoryResponseSchema = v.object({ success: successFlag, data: v.array(ChatMessageSchema) });
