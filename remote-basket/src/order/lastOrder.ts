import type { KeyValueStorage } from '@shop/shared-contracts';
import { sessionStore } from '../state/browserStorage';

/** What the confirmation page shows of the order just placed: router state, kept in sessionStorage too so a reload still shows it. */
export interface PlacedLine {
  competitionId: number;
  title: string;
  image: string;
  quantity: number;
  drawDate: string;
  drawTime: string;
}

export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  total: number;
  paymentMethod: string;
  lines: PlacedLine[];
  /** The instant wins the checkout answer reported (missing in orders kept before it reported them). */
  instantWins?: { competitionId: number; ticketNumber: number; prize: string }[];
}

/** An order waiting for its payment: what the return page shows once it is paid, and the key that names it. */
export interface PendingOrder extends PlacedOrder {
  orderKey: string;
}

export const LAST_ORDER_KEY = 'basket_last_order';
export const PENDING_ORDER_KEY = 'basket_pending_order';

/** Kept before the customer leaves for the provider's page, so the return page (even after a reload) shows the order's lines. */
export function savePendingOrder(order: PendingOrder, storage: KeyValueStorage = sessionStore): void {
  storage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
}

/** The pending order kept for this order id and key; null when this browser kept none (the return page then reads the order alone). */
export function readPendingOrder(orderId: number, orderKey: string, storage: KeyValueStorage = sessionStore): PendingOrder | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(PENDING_ORDER_KEY) ?? 'null');
    if (!isPlacedOrder(stored)) return null;
    const pending = stored as PendingOrder;
    return pending.orderId === orderId && pending.orderKey === orderKey ? pending : null;
  } catch {
    return null;
  }
}

export function forgetPendingOrder(storage: KeyValueStorage = sessionStore): void {
  storage.removeItem(PENDING_ORDER_KEY);
}

export function saveLastOrder(order: PlacedOrder, storage: KeyValueStorage = sessionStore): void {
  storage.setItem(LAST_ORDER_KEY, JSON.stringify(order));
}

function isPlacedOrder(value: unknown): value is PlacedOrder {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Partial<PlacedOrder>;
  return typeof order.orderId === 'number' && typeof order.orderNumber === 'string' && Array.isArray(order.lines);
}

/** The order from router state, else from sessionStorage; null when neither holds one. */
export function readLastOrder(routerState: unknown, storage: KeyValueStorage = sessionStore): PlacedOrder | null {
  const fromState = typeof routerState === 'object' && routerState !== null ? (routerState as { order?: unknown }).order : undefined;
  if (isPlacedOrder(fromState)) return fromState;
  try {
    const stored: unknown = JSON.parse(storage.getItem(LAST_ORDER_KEY) ?? 'null');
    return isPlacedOrder(stored) ? stored : null;
  } catch {
    return null;
  }
}
