/**
 * Constants only the shell uses: toast timings, the 15-minute caches of settings
 * and winner stats, the instant-win pop-up. They live here rather than in shared-contracts, which every
 * remote bundles. The consent cookie's are in features/cookieNotice/notice.json, which index.html's
 * notice reads too.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * How long the storefront answers a public read (the catalogue, settings, draw results) from its own cache
 * before it asks the backend again (one request per read per window, however many customers ask), and the
 * oldest answer it hands out while the backend answers: past that, customers wait for the refresh.
 */
export const PUBLIC_READ_FRESH_MS = 2 * SECOND;
export const PUBLIC_READ_MAX_AGE_MS = 3 * SECOND;

/**
 * The same for the public reads of the operator's site content (settings, SEO, how it works, FAQs, legal
 * terms: publicReads/publicRead.ts), which change only when the operator saves them, never with a sale or a
 * draw: an edit is on every page within a minute and a half, and a draw night's refreshes are the catalogue's.
 */
export const PUBLIC_CONTENT_FRESH_MS = 60 * SECOND;
export const PUBLIC_CONTENT_MAX_AGE_MS = 90 * SECOND;

/**
 * How long server-rendered public HTML may be served from a cache (the render server's own, and a CDN's
 * `s-maxage`), and the oldest page sent while a new one renders (`stale-while-revalidate`). A page renders
 * from public reads at most PUBLIC_READ_MAX_AGE_MS old, so a change in the backend (a sale, an operator's
 * edit, a close) is on every page within 5 seconds: 3 s of public read, then 2 s of HTML.
 */
export const SERVER_HTML_FRESH_MS = 1 * SECOND;
export const SERVER_HTML_MAX_AGE_MS = 2 * SECOND;

export const SETTINGS_CACHE_TTL_MS = 15 * MINUTE;
export const WINNER_STATS_CACHE_TTL_MS = 15 * MINUTE;

export const INSTANT_WIN_POPUP_THROTTLE_MS = 60 * SECOND;
export const INSTANT_WIN_POPUP_DISPLAY_MS = 10 * SECOND;
export const INSTANT_WIN_DELETE_DELAY_MS = 100;
/**
 * Not spec: the feed (the realtime database SDK, about 45 KB, and its socket) connects this long after
 * the page's content is in, so a phone spends its first seconds on the page the customer asked for. A
 * notice waits in the database until a client receives it, and the pop-up shows one a minute at most.
 */
export const INSTANT_WIN_FEED_DELAY_MS = 5 * SECOND;
/** Shown when a notice carries no user name (spec: "a fixed default first name"). */
export const INSTANT_WIN_DEFAULT_FIRST_NAME = 'Someone';

export const TOAST_LIMIT = 20;
export const TOAST_DURATION_BLANK_MS = 4 * SECOND;
export const TOAST_DURATION_ERROR_MS = 4 * SECOND;
export const TOAST_DURATION_SUCCESS_MS = 2 * SECOND;
