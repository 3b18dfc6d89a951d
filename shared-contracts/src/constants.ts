/**
 * Business constants that more than one app needs. Constants only the shell uses (toast
 * timings, the consent cookie, its caches, the instant-win pop-up) are in shell/src/shellConstants.ts, and
 * the catalogue's own (the 'new' window, ending soon, the home SEO cache, the carousel size) in
 * remote-catalog/src/rules/constants.ts.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const CART_NONCE_TTL_MS = 11 * HOUR;

/**
 * Data a page was rendered with is fetched again after hydration, or by a screen the customer reaches later,
 * only when older than this: a fresh page fetches nothing twice, and a page a browser kept is brought up to date.
 */
export const RENDERED_DATA_FRESH_MS = 10 * SECOND;

export const MISSING_DATE_TEXT = 'N/A';

/** Unused server data is kept 60 seconds. */
export const QUERY_GC_TIME_MS = 60 * SECOND;

/** The shop's local storage keys (and the shell's two caches). */
export const STORAGE_KEYS = {
  nonce: 'nonce',
  nonceTimestamp: 'nonce_timestamp',
  authToken: 'token',
  cartKeyMap: 'cart_keys',
  /** The Store API's Cart-Token, as the answers' `Cart-Token` header carries it (the key's name is the original app's). */
  cartToken: 'cart_header',
  /** "Competitions to be fetched": product ids ("38,41") of cart lines that came without their competition (api/cartLines.ts). */
  competitionsToFetch: 'competitions_to_fetch',
  /** "Fetched competition": the competition last chosen, `{ id, category }` (the catalogue's details competition). */
  fetchedCompetition: 'fetched_competition',
  sliderSpeed: 'slider_speed',
  suggestedTickets: 'suggested_tickets',
  /** "Comps quest": the answers given to competitions' questions, `[{ id, answer }]` (remote-basket's answer memory). */
  compsQuest: 'comps_quest',
  legalTermsActiveIndex: 'legal_terms_active_index',
  announcement: 'announcement',
  liveDrawInfo: 'live_draw_info',
  mainCompetition: 'main_competition',
  desktopHeight: 'desktop_height',
  mobileHeight: 'mobile_height',
  tabletHeight: 'tablet_height',
  showQuestion: 'show_question',
  homeSeo: 'homes_meta',
  settingsCache: 'settings_cache',
  winnerStatsCache: 'winner_stats_cache',
} as const;
