import * as v from 'valibot';
import { flag, numeric, optionalNumeric, text } from './primitives';

export { OperatorDetailsSchema, readOperatorDetails, type ComplaintsDetails, type OperatorDetails } from './operator';

/**
 * A field that falls back to its default when it is missing *or* malformed, so one bad field an admin
 * typed costs only that field and never the whole answer.
 */
const lenientText = v.fallback(text, '');
const lenientNumber = v.fallback(optionalNumeric, 0);

/**
 * One admin-configured front-end script, which the shell injects on every page: HTML, usually `<script>` elements, perhaps a
 * `<noscript>` pixel. `needs_consent` marks a script that sets or reads cookies the shop does not strictly
 * need (analytics, advertising): under PECR it may only run once the visitor has pressed the cookie
 * notice's OK. Absent means false: the spec has the shell inject the admin's scripts, and only the operator
 * knows which of them set cookies, so the operator flags those.
 */
export const FrontendScriptSchema = v.object({
  html: text,
  needs_consent: flag,
});
export type FrontendScript = v.InferOutput<typeof FrontendScriptSchema>;

/**
 * The list of front-end scripts. A backend that predates the per-script flag sends one HTML string: that is
 * one script without the flag. A malformed entry, or one with no HTML, costs only that entry.
 */
const frontendScripts = v.fallback(
  v.pipe(
    v.optional(v.union([v.string(), v.array(v.unknown())]), []),
    v.transform((value): FrontendScript[] =>
      (typeof value === 'string' ? [{ html: value }] : value).flatMap((entry) => {
        const script = v.safeParse(FrontendScriptSchema, entry);
        return script.success && script.output.html.trim() !== '' ? [script.output] : [];
      }),
    ),
  ),
  [],
);

/** The site settings. Every field has a default so a partial or partly broken answer still renders. */
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
  /** Admin-configured scripts the shell injects after first paint; those that need consent wait for it too. */
  frontend_scripts: frontendScripts,
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
 * An instant-win notification from the realtime feed. Any field may be missing or
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
