import type { Cart, CartItem, OrderDetail, ShopApi } from '@shop/shared-contracts';

export const ORDER_RECOVERED_MESSAGE = 'Your order went through: the connection dropped before we could confirm it. Nothing more has been charged.';
export const ORDER_NOT_PLACED_MESSAGE =
  'Your order was not placed: the connection dropped before it reached us. Nothing has been charged and your basket is as it was. Please press Pay to try again.';
export const ORDER_UNCONFIRMED_MESSAGE =
  'We lost the connection while placing your order and could not check whether it went through. Your basket is kept: press Pay again once you are back online. If the order did go through, we will show it instead of charging you again.';

/** The statuses of a paid order (WooCommerce's payment_complete). */
const PAID_STATUSES = new Set(['processing', 'completed']);

/** The basket as it was when the customer pressed Pay, and the account's newest order before it (null when not known). */
export interface CheckoutAttempt {
  items: readonly CartItem[];
  newestOrderBefore: number | null;
}

export type CheckoutOutcome =
  | { status: 'placed'; order: OrderDetail }
  /** The server's basket still holds the lines: nothing was ordered. */
  | { status: 'not-placed'; cart: Cart }
  /** Could not tell (the connection is still down): the basket stays as it is. */
  | { status: 'unknown' };

type RecoveryApi = Pick<ShopApi, 'getCart' | 'getOrders' | 'getOrderDetail'>;

/** The id of the account's newest order, 0 when it has none. */
export async function newestOrderId(api: Pick<ShopApi, 'getOrders'>): Promise<number> {
  return (await api.getOrders({ page: 1, limit: 1 })).data[0]?.order_id_ ?? 0;
}

async function newestOrder(api: Pick<ShopApi, 'getOrders' | 'getOrderDetail'>): Promise<OrderDetail | null> {
  const id = await newestOrderId(api);
  return id ? api.getOrderDetail(id) : null;
}

/** Whether an order holds exactly the basket's lines: each competition (by title when the backend sends no id) with its quantity. */
export function holdsLines(order: OrderDetail, items: readonly CartItem[]): boolean {
  const same = (product: OrderDetail['product'][number], item: CartItem) =>
    (product.competition_id ? product.competition_id === item.competition.id : product.title === item.competition.title) &&
    product.quantity === Number(item.quantity);
  return order.product.length === items.length && items.every((item) => order.product.some((product) => same(product, item)));
}

/**
 * After a Pay whose answer never came (or an empty-cart answer to a Pay pressed again), finds out whether the
 * order exists before the customer may pay again, as WooCommerce's checkout allows: the order was placed when
 * the account's newest order holds the basket's lines and is newer than the newest before Pay (or, when that
 * was not known, the server's basket has been emptied, which placing the order does). A server basket that
 * still holds the lines means it was not placed.
 */
export async function checkoutOutcome(api: RecoveryApi, attempt: CheckoutAttempt): Promise<CheckoutOutcome> {
  const [cart, newest] = await Promise.all([api.getCart().catch(() => null), newestOrder(api).catch(() => null)]);
  const basketEmptied = cart !== null && cart.items.length === 0;
  const isNew = (order: OrderDetail) => (attempt.newestOrderBefore === null ? basketEmptied : order.id > attempt.newestOrderBefore);
  // An order still waiting for its payment (or one the payment failed) is not a placed order: the basket stays.
  if (newest && PAID_STATUSES.has(newest.status) && holdsLines(newest, attempt.items) && isNew(newest)) return { status: 'placed', order: newest };
  if (cart !== null && cart.items.length > 0) return { status: 'not-placed', cart };
  return { status: 'unknown' };
}
