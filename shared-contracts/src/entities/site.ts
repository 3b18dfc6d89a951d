import * as v from 'valibot';
import { flag, numeric, optionalNumeric, text } from './primitives';

/** Spec section 3: settings. Every field has a default so a partial answer still renders. */
export const SettingsSchema = v.object({
  suggested_tickets: v.optional(v.array(numeric), []),
  announcement: text,
  live_draw_info: text,
  main_competition: text,
  slider_height_desktop: optionalNumeric,
  slider_height_mobile: optionalNumeric,
  slider_height_tablet: optionalNumeric,
  show_question: optionalNumeric,
  slider_speed: optionalNumeric,
  reward_prize_info: text,
  /** Admin-configured HTML/script snippet injected after consent and first paint. */
  frontend_scripts: text,
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

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

/** Spec section 3: instant-win notification from the realtime feed. Any field may be missing. */
export const InstantWinNotificationSchema = v.object({
  main_id: v.optional(numeric, 0),
  title: text,
  image: text,
  prize: text,
  user: text,
});
export type InstantWinNotification = v.InferOutput<typeof InstantWinNotificationSchema>;

export { flag };
