/** The order a return link names: `/checkout/order-received/<order>?key=<order key>` (WooCommerce's order-received URL). */
export interface ReturnLink {
  orderId: number;
  orderKey: string;
}

/**
 * Reads the part of the path below /checkout (the route's splat) and the query. Null for anything else
 * below /checkout, or a link without a positive order id or a key: the not-found page.
 */
export function readReturnLink(splat: string, search: string): ReturnLink | null {
  const match = /^order-received\/(\d{1,12})\/?$/.exec(splat);
  const orderKey = new URLSearchParams(search).get('key') ?? '';
  const orderId = match ? Number(match[1]) : 0;
  return orderId > 0 && orderKey !== '' ? { orderId, orderKey } : null;
}
