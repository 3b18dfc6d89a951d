/** The catalogue's business constants: only this remote uses them. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A competition is 'new' within 48 hours of created_at. */
export const NEW_COMPETITION_WINDOW_MS = 48 * HOUR;

/** "Ending soon" is one constant; a careful operator says it only in the last 24 hours. */
export const ENDING_SOON_WINDOW_MS = 24 * HOUR;

/** A cached home SEO copy younger than this is used and no call is made. */
export const HOME_SEO_CACHE_TTL_MS = 15 * MINUTE;

/** Home's carousel shows the first this many featured competitions (the server's first call for home too). */
export const HOME_CAROUSEL_LIMIT = 6;

/** Text truncation appends this. */
export const TRUNCATION_SUFFIX = '...';

/** The currency is pound sterling (the ISO code link previews name). */
export const CURRENCY_CODE = 'GBP';
