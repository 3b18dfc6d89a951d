import type { Db } from '../db/database';
import { int, intOrNull, mapRows, text } from '../db/rows';
import type { Basket, PaidOrder } from './customer';

/** What the customers' side of a load run knows the database must show. */
export interface ShopExpectations {
  /** Each customer's basket as it must be now; null when a fault left it unknown (the run fails anyway). */
  customers: readonly { userId: number; email: string; basket: Basket | null }[];
  /** Every order a checkout answer confirmed, with what the basket held then. */
  paidOrders: readonly PaidOrder[];
}

export interface CheckResult {
  name: string;
  /** What was looked at, in words with counts ("19 competitions, 41,230 tickets"). */
  checked: string;
  /** Each violating row, named. */
  violations: string[];
}

/** WooCommerce's statuses for an order not (or no longer) paid; every other status is a paid order. */
const UNPAID_STATUSES = new Set(['pending', 'failed', 'cancelled', 'refunded', 'checkout-draft']);

const count = (n: number) => n.toLocaleString('en-GB');
/** "1 order", "2 orders": a count with its noun. */
const counted = (n: number, noun: string) => `${count(n)} ${noun}${n === 1 ? '' : 's'}`;
const describe = (basket: Basket) => `{${[...basket].map(([id, tickets]) => `${id}: ${tickets}`).join(', ')}}`;
const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, index) => value === b[index]);

interface StoredOrder {
  id: number;
  /** null: a free postal entry by someone without an account. */
  userId: number | null;
  status: string;
  lines: { competition_id: number; quantity: number; tickets: number[] }[];
}

function storedOrders(db: Db): StoredOrder[] {
  return mapRows(db.prepare('SELECT id, user_id, status, lines FROM orders ORDER BY id').all(), (row) => ({
    id: int(row, 'id'),
    userId: intOrNull(row, 'user_id'),
    status: text(row, 'status'),
    lines: JSON.parse(text(row, 'lines')) as StoredOrder['lines'],
  }));
}

function competitionsOversold(db: Db): CheckResult {
  const rows = mapRows(
    db
      .prepare(
        `SELECT c.id, json_extract(c.data, '$.title') AS title, json_extract(c.data, '$.total_sell_tickets') AS total,
          COUNT(t.ticket_number) AS sold, COALESCE(MIN(t.ticket_number), 1) AS lowest, COALESCE(MAX(t.ticket_number), 0) AS highest
        FROM competitions c LEFT JOIN tickets t ON t.competition_id = c.id GROUP BY c.id ORDER BY c.id`,
      )
      .all(),
    (row) => ({
      id: int(row, 'id'),
      title: text(row, 'title'),
      total: int(row, 'total'),
      sold: int(row, 'sold'),
      lowest: int(row, 'lowest'),
      highest: int(row, 'highest'),
    }),
  );
  const violations: string[] = [];
  for (const row of rows) {
    if (row.sold > row.total) violations.push(`competition ${row.id} "${row.title}": ${count(row.sold)} tickets sold of ${count(row.total)}`);
    if (row.lowest < 1 || row.highest > row.total) {
      violations.push(`competition ${row.id} "${row.title}": ticket numbers ${row.lowest} to ${row.highest}, outside 1 to ${row.total}`);
    }
  }
  const tickets = rows.reduce((sum, row) => sum + row.sold, 0);
  return { name: 'no competition oversold', checked: `${counted(rows.length, 'competition')}, ${counted(tickets, 'ticket')}`, violations };
}

/** The sold count kept with each competition (the shop's "tickets left") agrees with its tickets. */
function soldCountsAgree(db: Db): CheckResult {
  const rows = mapRows(
    db
      .prepare('SELECT c.id, c.sold AS counted, (SELECT COUNT(*) FROM tickets t WHERE t.competition_id = c.id) AS held FROM competitions c ORDER BY c.id')
      .all(),
    (row) => ({ id: int(row, 'id'), counted: int(row, 'counted'), held: int(row, 'held') }),
  );
  const violations = rows
    .filter((row) => row.counted !== row.held)
    .map((row) => `competition ${row.id}: its sold count says ${count(row.counted)}, its tickets number ${count(row.held)}`);
  return { name: 'sold counts agree with the tickets', checked: counted(rows.length, 'competition'), violations };
}

function ticketNumbersUnique(db: Db): CheckResult {
  const total = int(db.prepare('SELECT COUNT(*) AS n FROM tickets').get() as Record<string, unknown>, 'n');
  const violations = mapRows(
    db
      .prepare(
        `SELECT competition_id, ticket_number, COUNT(*) AS times, GROUP_CONCAT(order_id) AS orders
        FROM tickets GROUP BY competition_id, ticket_number HAVING COUNT(*) > 1 ORDER BY competition_id, ticket_number`,
      )
      .all(),
    (row) =>
      `competition ${int(row, 'competition_id')} ticket ${int(row, 'ticket_number')}: sold ${int(row, 'times')} times (orders ${text(row, 'orders')
        .split(',')
        .map(Number)
        .sort((a, b) => a - b)
        .join(', ')})`,
  );
  return { name: 'no ticket number twice in a competition', checked: counted(total, 'ticket'), violations };
}

function paidOrdersHoldTheirTickets(db: Db, orders: readonly StoredOrder[]): CheckResult {
  const tickets = mapRows(db.prepare('SELECT competition_id, ticket_number, order_id, user_id FROM tickets ORDER BY ticket_number').all(), (row) => ({
    competitionId: int(row, 'competition_id'),
    number: int(row, 'ticket_number'),
    orderId: int(row, 'order_id'),
    userId: intOrNull(row, 'user_id'),
  }));
  const byOrderLine = new Map<string, typeof tickets>();
  for (const ticket of tickets) {
    const key = `${ticket.orderId}/${ticket.competitionId}`;
    const held = byOrderLine.get(key);
    if (held) held.push(ticket);
    else byOrderLine.set(key, [ticket]);
  }
  const violations: string[] = [];
  const lineKeys = new Set<string>();
  const paid = orders.filter((order) => !UNPAID_STATUSES.has(order.status));
  for (const order of paid) {
    for (const line of order.lines) {
      const key = `${order.id}/${line.competition_id}`;
      lineKeys.add(key);
      const held = byOrderLine.get(key) ?? [];
      const numbers = held.map((ticket) => ticket.number);
      const promised = [...line.tickets].sort((a, b) => a - b);
      if (held.length !== line.quantity || !sameNumbers(numbers, promised)) {
        violations.push(
          `order ${order.id} (user ${order.userId}, ${order.status}): competition ${line.competition_id} holds ${held.length} of its ${line.quantity} tickets` +
            ` (tickets [${numbers.join(', ')}], the order lists [${promised.join(', ')}])`,
        );
      }
      const strangers = held.filter((ticket) => ticket.userId !== order.userId);
      if (strangers.length > 0)
        violations.push(
          `order ${order.id}: tickets ${strangers.map((ticket) => ticket.number).join(', ')} of competition ${line.competition_id} belong to another user`,
        );
    }
  }
  const unpaidKeys = new Set(
    orders.filter((order) => UNPAID_STATUSES.has(order.status)).flatMap((order) => order.lines.map((line) => `${order.id}/${line.competition_id}`)),
  );
  for (const [key, held] of byOrderLine) {
    if (lineKeys.has(key) || unpaidKeys.has(key)) continue;
    const [orderId, competitionId] = key.split('/');
    violations.push(`competition ${competitionId} tickets ${held.map((ticket) => ticket.number).join(', ')} name order ${orderId}, which has no such line`);
  }
  return { name: 'every paid order holds its tickets', checked: `${counted(paid.length, 'paid order')}, ${counted(tickets.length, 'ticket')}`, violations };
}

function confirmedOrdersStored(orders: readonly StoredOrder[], expected: readonly PaidOrder[]): CheckResult {
  const byId = new Map(orders.map((order) => [order.id, order]));
  const violations: string[] = [];
  for (const confirmed of expected) {
    const stored = byId.get(confirmed.orderId);
    if (!stored) {
      violations.push(`order ${confirmed.orderId}, confirmed to user ${confirmed.userId}, is not in the database`);
      continue;
    }
    const held: Basket = new Map(stored.lines.map((line) => [line.competition_id, line.quantity]));
    const same = held.size === confirmed.lines.size && [...held].every(([id, tickets]) => confirmed.lines.get(id) === tickets);
    if (stored.userId !== confirmed.userId || UNPAID_STATUSES.has(stored.status) || !same) {
      violations.push(
        `order ${confirmed.orderId}: stored for user ${stored.userId} as ${stored.status} with ${describe(held)}; confirmed to user ${confirmed.userId} for ${describe(confirmed.lines)}`,
      );
    }
  }
  return { name: 'every confirmed order is stored as paid for', checked: `${counted(expected.length, 'order')} confirmed to customers`, violations };
}

function basketsPaidOrIntact(db: Db, customers: ShopExpectations['customers']): CheckResult {
  const linesOf = db.prepare(
    'SELECT i.competition_id, SUM(i.quantity) AS tickets FROM cart_items i JOIN carts c ON c.token = i.cart_token WHERE c.user_id = ? GROUP BY i.competition_id',
  );
  const violations: string[] = [];
  let checked = 0;
  let holding = 0;
  for (const customer of customers) {
    if (!customer.basket) continue;
    checked += 1;
    if (customer.basket.size > 0) holding += 1;
    const held: Basket = new Map(mapRows(linesOf.all(customer.userId), (row) => [int(row, 'competition_id'), int(row, 'tickets')] as const));
    const same = held.size === customer.basket.size && [...held].every(([id, tickets]) => customer.basket!.get(id) === tickets);
    if (!same) violations.push(`${customer.email} (user ${customer.userId}): the basket holds ${describe(held)}, expected ${describe(customer.basket)}`);
  }
  const unknown = customers.length - checked;
  return {
    name: "every customer's basket paid or intact",
    checked: `${counted(checked, 'customer')} (${count(holding)} with tickets waiting in the basket, the rest paid or emptied)${unknown ? `; ${count(unknown)} not checked: a fault stopped them` : ''}`,
    violations,
  };
}

/**
 * The invariants a load run must leave in the database, each with what it looked at and the rows that
 * break it: nothing oversold, sold counts true, no ticket number twice, every paid order holding exactly
 * its tickets, every confirmed order stored as paid for, every basket exactly as its customer left it.
 */
export function checkShop(db: Db, expectations: ShopExpectations): CheckResult[] {
  const orders = storedOrders(db);
  return [
    competitionsOversold(db),
    soldCountsAgree(db),
    ticketNumbersUnique(db),
    paidOrdersHoldTheirTickets(db, orders),
    confirmedOrdersStored(orders, expectations.paidOrders),
    basketsPaidOrIntact(db, expectations.customers),
  ];
}
