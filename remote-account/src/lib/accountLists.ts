import DOMPurify from 'dompurify';
import { formatDate, type PointsLogEntry } from '@shop/shared-contracts';
import { ORDER_STATUS_LABELS } from './accountConstants';
import { POINTS_PAGE_SIZE } from './accountConstants';

/** The empty orders text (the orders page, the overview's latest orders). */
export const ORDERS_EMPTY_TEXT = 'You don’t have any orders at present.';
/** A failed orders list: not an empty one, so not "no orders". */
export const ORDERS_FAILED_TEXT = 'Your orders could not be loaded just now.';

/** Points load more while offset plus page size is below totalLogs. */
export function hasMorePoints(offset: number, totalLogs: number, pageSize: number = POINTS_PAGE_SIZE): boolean {
  return offset + pageSize < totalLogs;
}

/** Orders load the next page while the current page is below total_pages. */
export function hasMoreOrders(page: number, totalPages: number): boolean {
  return page < totalPages;
}

/** An order-redeem entry shows its points as is; others with a leading plus. */
export function pointsLabel(entry: Pick<PointsLogEntry, 'type' | 'points'>): string {
  return entry.type === 'order-redeem' ? String(entry.points) : `+${entry.points}`;
}

/** admin-comp-win shows as Ticket Win; other statuses as received (N/A when missing). */
export function orderStatusLabel(status: string): string {
  if (!status) return 'N/A';
  return ORDER_STATUS_LABELS[status] ?? status;
}

/** Server HTML (order_total) made safe to render: text-level markup only. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: ['span', 'bdi', 'del', 'ins', 'small', 'strong', 'em', 'b', 'i', 'br'], ALLOWED_ATTR: ['class'] });
}

/** A value from the server, or N/A when it is missing or blank. */
export function orNA(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  const text = String(value).trim();
  return text ? text : 'N/A';
}

/** A date from the server: month name, day, year when it is a YYYY-MM-DD date, else as sent (it may already read "14 March 2026"). */
export function displayDate(value: string | null | undefined): string {
  const formatted = formatDate(value);
  return formatted !== 'N/A' ? formatted : orNA(value);
}
