import type { Db } from '../db/database';
import { randomToken } from './secrets';
import { recordTickets } from './tickets';
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

export interface NewOrder {
  userId: number;
  status: string;
  totalMinor: number;
  paymentMethod: string;
  paymentMethodTitle: string;
  billing: OrderBilling;
  lines: OrderLine[];
  createdAt?: number;
}

/** Inserts the order and its ticket numbers; callers run it inside their transaction. */
export function createOrder(db: Db, order: NewOrder): { id: number; orderKey: string } {
  const orderKey = `wc_order_${randomToken(9)}`;
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

export interface OrderRow {
  id: number;
  user_id: number;
  status: string;
  created_at: number;
  total_minor: number;
  payment_method: string;
  payment_method_title: string;
  order_key: string;
  billing: string;
  lines: string;
}

export function orderOfUser(db: Db, orderId: number, userId: number): OrderRow | null {
  return (sql(db, 'SELECT * FROM orders WHERE id = ? AND user_id = ?').get(orderId, userId) as OrderRow | undefined) ?? null;
}
