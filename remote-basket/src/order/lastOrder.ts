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

export const LAST_ORDER_KEY = 'basket_last_order';

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
