import { MISSING_DATE_TEXT } from '../constants';

/**
 * The shop's formatters: pounds with two decimals, dates as month name, day, year, draw times in
 * 12-hour form with AM/PM, N/A where a date or time is missing, truncation with '...'.
 * Dates from the server are `YYYY-MM-DD` and times `HH:MM` (UK local time, shown as given).
 */

// No Intl here: the first Intl formatter a page builds costs 25 to 40 ms on this machine's Chromium (ICU's
// data) and a Europe/London one 15 to 30 ms more, measured; on a phone that is four times as much, on
// every page, before its content shows. Pounds and UK time are simple enough to write out.

/** Digits in groups of three: 1234567 → "1,234,567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A non-negative amount in whole pence, rounded half up on its shortest decimal form, as Intl rounds
 * (1.005 → 101), where `toFixed` would round the binary value (1.005 → "1.00").
 */
function toPence(amount: number): number {
  const text = amount.toString();
  if (text.includes('e')) return Math.round(amount * 100);
  const [whole = '0', fraction = ''] = text.split('.');
  return Math.round(Number(`${whole}${(fraction + '000').slice(0, 3)}`) / 10);
}

function readAmount(value: number | string | null | undefined): number | null {
  const amount = typeof value === 'string' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : null;
}

/** £1,234.50 (the currency is GBP). A value that is not a finite number shows N/A. */
export function formatPounds(value: number | string | null | undefined): string {
  const amount = readAmount(value);
  if (amount === null) return MISSING_DATE_TEXT;
  const pence = toPence(Math.abs(amount));
  const sign = amount < 0 && pence > 0 ? '-' : '';
  return `${sign}£${groupThousands(String(Math.floor(pence / 100)))}.${String(pence % 100).padStart(2, '0')}`;
}

/** A count with thousands separators, "12,345" (ticket numbers sold, winners, points). */
export function formatCount(value: number): string {
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole > 0 ? '-' : ''}${groupThousands(String(whole))}`;
}

/** £1,235 for headline figures (prize totals, "from £1"): whole pounds, rounded half up. N/A when not a number. */
export function formatWholePounds(value: number | string | null | undefined): string {
  const amount = readAmount(value);
  if (amount === null) return MISSING_DATE_TEXT;
  const pounds = Math.round(toPence(Math.abs(amount)) / 100);
  const sign = amount < 0 && pounds > 0 ? '-' : '';
  return `${sign}£${groupThousands(String(pounds))}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

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

/** The last Sunday of a month at 01:00 UTC, when UK clocks change (since 1996, with the EU's rule). */
function lastSundayAt1amUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Europe/London's offset from UTC at that instant: one hour in British Summer Time, else 0. */
export function londonOffsetMs(epoch: number): number {
  const year = new Date(epoch).getUTCFullYear();
  return epoch >= lastSundayAt1amUtc(year, 2) && epoch < lastSundayAt1amUtc(year, 9) ? 3_600_000 : 0;
}

/** The UK calendar date of an instant, "YYYY-MM-DD". */
export function ukDateKey(epoch: number): string {
  return new Date(epoch + londonOffsetMs(epoch)).toISOString().slice(0, 10);
}
