export * from '../../../../../../remote-account/src/lib/accountConstants';

/** N-1: from before the account named the `admin-comp-win` order status: an order list shows a status it does not know as sent. */
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {};
