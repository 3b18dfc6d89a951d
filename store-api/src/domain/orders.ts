import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { recordTickets } from './tickets';
import { int, intOrNull, mapRow, mapRows, text, type Row } from '../db/rows';
import { sql } from '../db/statements';

export interface OrderLine {
  competition_id: number;
  title: string;
  quantity: number;
  price_minor: number;
  tickets: number[];
  draw_date: string;
  draw_time: string;
}

export interface OrderBilling {
  first_name: string;
  last_name: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  phone: string;
  email: string;
}

/** The postal part of an address (billing or shipping, without phone and email). */
export function postalAddress(address: Omit<OrderBilling, 'phone' | 'email'>) {
  const { first_name, last_name, address_1, address_2, city, state, postcode } = address;
  return { first_name, last_name, address_1, address_2, city, state, postcode };
}

export interface NewOrder {
  /** The customer's account; null for a free postal entry by someone without one. */
  userId: number | null;
  status: string;
  totalMinor: number;
  paymentMethod: string;
  paymentMethodTitle: string;
  billing: OrderBilling;
  lines: OrderLine[];
  createdAt?: number;
}

/** WooCommerce's order key (wc_generate_order_key): `wc_order_` and 13 letters and digits (hex here). */
const newOrderKey = () => `wc_order_${crypto.randomBytes(7).toString('hex').slice(0, 13)}`;

/** Inserts the order and its ticket numbers; callers run it inside their transaction. */
export function createOrder(db: Db, order: NewOrder): { id: number; orderKey: string } {
  const orderKey = newOrderKey();
  const result = sql(
    db,
    'INSERT INTO orders (user_id, status, created_at, total_minor, payment_method, payment_method_title, order_key, billing, lines) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    order.userId,
    order.status,
    order.createdAt ?? Date.now(),
    order.totalMinor,
    order.paymentMethod,
    order.paymentMethodTitle,
    orderKey,
    JSON.stringify(order.billing),
    JSON.stringify(order.lines),
  );
  const id = Number(result.lastInsertRowid);
  for (const line of order.lines) recordTickets(db, line.competition_id, line.tickets, id, order.userId);
  return { id, orderKey };
}

/** An order as stored: its billing address and lines are JSON columns written by createOrder. */
export interface Order {
  id: number;
  status: string;
  /** WooCommerce's order key: the return link from a payment provider names the order by it. */
  orderKey: string;
  createdAt: number;
  totalMinor: number;
  paymentMethodTitle: string;
  billing: OrderBilling;
  lines: OrderLine[];
}

const ORDER_COLUMNS = 'id, status, order_key, created_at, total_minor, payment_method_title, billing, lines';

const toOrder = (row: Row): Order => ({
  id: int(row, 'id'),
  status: text(row, 'status'),
  orderKey: text(row, 'order_key'),
  createdAt: int(row, 'created_at'),
  totalMinor: int(row, 'total_minor'),
  paymentMethodTitle: text(row, 'payment_method_title'),
  billing: JSON.parse(text(row, 'billing')) as OrderBilling,
  lines: JSON.parse(text(row, 'lines')) as OrderLine[],
});

/** Any order with its customer's account (null: a postal entrant without one), for the payment's own bookkeeping. */
export function orderById(db: Db, orderId: number): (Order & { userId: number | null }) | undefined {
  return mapRow(sql(db, `SELECT ${ORDER_COLUMNS}, user_id FROM orders WHERE id = ?`).get(orderId), (row) => ({
    ...toOrder(row),
    userId: intOrNull(row, 'user_id'),
  }));
}

/** The order if it is this customer's (another customer's order is as good as missing). */
export function orderOfUser(db: Db, orderId: number, userId: number): Order | undefined {
  return mapRow(sql(db, `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ? AND user_id = ?`).get(orderId, userId), toOrder);
}

/** One page of the customer's orders, newest first. */
export function ordersOfUser(db: Db, userId: number, limit: number, offset: number): Order[] {
  return mapRows(
    sql(db, `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(userId, limit, offset),
    toOrder,
  );
}

/** An order's billing address (a free postal entry's: the entrant's name and address as on the card). */
export function billingOfOrder(db: Db, orderId: number): OrderBilling | undefined {
  return mapRow(sql(db, 'SELECT billing FROM orders WHERE id = ?').get(orderId), (row) => JSON.parse(text(row, 'billing')) as OrderBilling);
}

export function countOrdersOf(db: Db, userId: number): number {
  return mapRow(sql(db, 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(userId), (row) => int(row, 'n')) ?? 0;
}
