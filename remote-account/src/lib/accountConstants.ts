/** Business constants only the account screens use. */

/** Points and orders page size. */
export const POINTS_PAGE_SIZE = 10;
export const ORDERS_PAGE_SIZE = 10;
/** Password strength thresholds: character classes for Medium and for Strong (or the length message). */
export const PASSWORD_STRENGTH_MEDIUM_CLASSES = 2;
export const PASSWORD_STRENGTH_STRONG_CLASSES = 3;
/** Sort code input max length. */
export const SORT_CODE_MAX_LENGTH = 6;
/** Shipping as the order detail shows it. */
export const SHIPPING_LABEL = 'Flat Rate';
/** Order statuses shown in other words (an admin competition win, `admin-comp-win`, is a "Ticket Win"). */
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = { 'admin-comp-win': 'Ticket Win' };
