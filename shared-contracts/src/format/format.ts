import { CURRENCY_CODE, MISSING_DATE_TEXT, TRUNCATION_SUFFIX } from '../constants';

/**
 * Formatters of spec section 9: pounds with two decimals, dates as month name, day, year, draw times in
 * 12-hour form with AM/PM, N/A where a date or time is missing, truncation with '...'.
 * Dates from the server are `YYYY-MM-DD` and times `HH:MM` (UK local time, shown as given).
 */

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: CURRENCY_CODE, minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** £1,234.50. A value that is not a finite number shows N/A. */
export function formatPounds(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? pounds.format(amount) : MISSING_DATE_TEXT;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function dateParts(date: string | null | undefined): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(String(date ?? '').trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

/** "March 14, 2026" (spec: month name, day, year); N/A when missing or unreadable. */
export function formatDate(date: string | null | undefined): string {
  const parts = dateParts(date);
  return parts ? `${MONTHS[parts.month - 1]} ${parts.day}, ${parts.year}` : MISSING_DATE_TEXT;
}

/** "Fri 14 March" for compact places (cards); N/A when missing. */
export function formatShortDate(date: string | null | undefined): string {
  const parts = dateParts(date);
  if (!parts) return MISSING_DATE_TEXT;
  const weekday = WEEKDAYS[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()]!.slice(0, 3);
  return `${weekday} ${parts.day} ${MONTHS[parts.month - 1]}`;
}

/** "8:00 PM" from "20:00" (spec: 12-hour time with AM/PM); N/A when missing or unreadable. */
export function formatTime12h(time: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(String(time ?? '').trim());
  if (!match) return MISSING_DATE_TEXT;
  const hours = Number(match[1]);
  const minutes = match[2]!;
  if (hours > 23 || Number(minutes) > 59) return MISSING_DATE_TEXT;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

/** "March 14, 2026, 8:00 PM"; whichever part is missing shows N/A. */
export function formatDateTime(date: string | null | undefined, time: string | null | undefined): string {
  return `${formatDate(date)}, ${formatTime12h(time)}`;
}

/** Cuts text to `max` characters and appends '...' (spec section 9) when it was longer. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = String(text ?? '');
  return value.length > max ? value.slice(0, Math.max(0, max)).trimEnd() + TRUNCATION_SUFFIX : value;
}

/**
 * The moment a `YYYY-MM-DD` date and `HH:MM` time name, read as UK local time (Europe/London), in
 * epoch milliseconds; null when either is missing. Used for countdowns and the sale window.
 */
export function ukDateTimeToEpoch(date: string | null | undefined, time: string | null | undefined): number | null {
  const parts = dateParts(date);
  const clock = /^(\d{1,2}):(\d{2})/.exec(String(time ?? '').trim() || '00:00');
  if (!parts || !clock) return null;
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, Number(clock[1]), Number(clock[2]));
  return asUtc - londonOffsetMs(asUtc);
}

/** Europe/London's offset from UTC at (about) that instant: 0 in winter, one hour in summer time. */
// Made once: building an Intl formatter costs far more than using one, and every card on a page asks.
let londonHourFormat: Intl.DateTimeFormat | undefined;
function londonOffsetMs(epoch: number): number {
  londonHourFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' });
  const hour = Number(londonHourFormat.format(epoch));
  const utcHour = new Date(epoch).getUTCHours();
  return (((hour - utcHour) % 24) + 24) % 24 === 1 ? 3_600_000 : 0;
}
