import * as v from 'valibot';
import { CompetitionSchema } from '../../entities/competition';
import { ChatMessageSchema } from '../../entities/site';
import { numeric, optionalNumeric, text } from '../../entities/primitives';
import { successFlag } from './common';

/** Response schemas of the competition calls (lists, details, winners, chat). */

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
