/**
 * Business constants of spec section 9 that more than one app needs. Constants only the shell uses (toast
 * timings, the consent cookie, its caches, the instant-win pop-up) are in shell/src/shellConstants.ts.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const CART_NONCE_TTL_MS = 11 * HOUR;
export const HOME_SEO_CACHE_TTL_MS = 15 * MINUTE;
/** Home's carousel shows the first this many featured competitions (also the shell's first call for home). */
export const HOME_CAROUSEL_LIMIT = 6;

/**
 * How long server-rendered public HTML may be served from a cache (the CDN's `s-maxage`, the render
 * server's own). Data the page was rendered with is fetched again after hydration only when older than
 * this, so ticket counts are honest to within these seconds and a fresh page fetches nothing twice.
 */
export const SERVER_HTML_FRESH_MS = 10 * SECOND;

export const NEW_COMPETITION_WINDOW_MS = 48 * HOUR;

/** Basket total when a line lacks totals (spec section 9). */
export const MISSING_TOTAL_SENTINEL = 999999999;

export const POINTS_PAGE_SIZE = 10;
export const ORDERS_PAGE_SIZE = 10;
export const MIN_NEW_PASSWORD_LENGTH = 12;
export const PASSWORD_STRENGTH_MEDIUM_CLASSES = 2;
export const PASSWORD_STRENGTH_STRONG_CLASSES = 3;
export const SORT_CODE_MAX_LENGTH = 6;

export const TRUNCATION_SUFFIX = '...';
export const CURRENCY_CODE = 'GBP';
export const SHIPPING_LABEL = 'Flat Rate';
export const MISSING_DATE_TEXT = 'N/A';

/** Spec section 7: unused server data is kept 60 seconds. */
export const QUERY_GC_TIME_MS = 60 * SECOND;

/** Local storage keys of spec section 9. */
export const STORAGE_KEYS = {
  nonce: 'nonce',
  nonceTimestamp: 'nonce_timestamp',
  authToken: 'token',
  cartKeyMap: 'cart_keys',
  cartHeader: 'cart_header',
  competitionsToFetch: 'competitions_to_fetch',
  fetchedCompetition: 'fetched_competition',
  sliderSpeed: 'slider_speed',
  suggestedTickets: 'suggested_tickets',
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
  detailsCompetition: 'details_competition',
} as const;

export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = { 'admin-comp-win': 'Ticket Win' };
