import * as v from 'valibot';
import { flag, numeric, optionalNumeric, text } from './primitives';

export { OperatorDetailsSchema, readOperatorDetails, type ComplaintsDetails, type OperatorDetails } from './operator';

/**
 * A field that falls back to its default when it is missing *or* malformed, so one bad field an admin
 * typed costs only that field and never the whole answer.
 */
const lenientText = v.fallback(text, '');
const lenientNumber = v.fallback(optionalNumeric, 0);

/** Spec section 3: settings. Every field has a default so a partial or partly broken answer still renders. */
export const SettingsSchema = v.object({
  suggested_tickets: v.fallback(v.optional(v.array(numeric), []), []),
  announcement: lenientText,
  live_draw_info: lenientText,
  /**
   * The operator's own details (company, contact, complaints, free postal entry address), kept as they
   * arrived: read them with `readOperatorDetails` (operator.ts), which checks each field where a page shows
   * it, so the schema stays out of the shell's first load.
   */
  operator: v.optional(v.unknown()),
  /** How customers earn points, shown on the account points page ('' when not given). */
  points_rule: v.fallback(v.pipe(text, v.trim()), ''),
  main_competition: lenientText,
  slider_height_desktop: lenientNumber,
  slider_height_mobile: lenientNumber,
  slider_height_tablet: lenientNumber,
  show_question: lenientNumber,
  slider_speed: lenientNumber,
  reward_prize_info: lenientText,
  /** Admin-configured HTML/script snippet injected after consent and first paint. */
  frontend_scripts: lenientText,
});

export type Settings = v.InferOutput<typeof SettingsSchema>;

/** Settings when the server sent none: what the shop shows before (or without) an answer. */
export const DEFAULT_SETTINGS: Settings = v.parse(SettingsSchema, {});

export const WinnerStatsSchema = v.object({
  totalPrizeValue: numeric,
  totalWinner: numeric,
});
export type WinnerStats = v.InferOutput<typeof WinnerStatsSchema>;

export const SeoSettingsSchema = v.object({
  page_title: text,
  meta_description: text,
  meta_title: text,
});
export type SeoSettings = v.InferOutput<typeof SeoSettingsSchema>;

/**
 * Spec section 3: instant-win notification from the realtime feed. Any field may be missing or
 * malformed; it then takes its default (main_id 0 means "no competition to link to").
 */
export const InstantWinNotificationSchema = v.object({
  main_id: v.fallback(v.optional(numeric, 0), 0),
  title: lenientText,
  image: lenientText,
  prize: lenientText,
  user: lenientText,
});
export type InstantWinNotification = v.InferOutput<typeof InstantWinNotificationSchema>;

export { flag };

/** A community chat message as store-api writes it to the realtime database node `community-chat`. */
export const ChatMessageSchema = v.object({
  id: numeric,
  /** The author's first name only. */
  name: text,
  /** Plain text: shown as text, never as HTML. */
  message: text,
  /** Epoch milliseconds. */
  created_at: numeric,
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;
