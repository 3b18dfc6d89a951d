import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PAYMENT_GATEWAYS } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import { addLine, createCart } from '../domain/cart';
import { placeOrder } from '../domain/checkout';
import { createOrder } from '../domain/orders';
import { seedDemoData } from '../seed/seed';
import { checkShop, type ShopExpectations } from './checkShop';
import type { Basket } from './customer';
import { prepareShop, type LoadCustomer } from './prepareShop';

/**
 * The checker against databases with each fault it exists to catch, made by hand: a seeded shop readied
 * as for a load run, one customer with two tickets waiting in the basket and one with a paid order of
 * three, which passes every check; then one fault at a time, which must fail exactly its own check.
 */
const BILLING = {
  first_name: 'Load',
  last_name: 'Customer',
  address_1: '1 Load Street',
  address_2: '',
  city: 'Leeds',
  state: '',
  postcode: 'LS1 1AA',
  phone: '',
  email: 'load@customers.test',
};

let templateDir: string;
let workDir: string;
let db: Db;
let hotId: number;
let waiting: LoadCustomer;
let payer: LoadCustomer;
let paidOrderId: number;
let paidTickets: number[];
let expectations: ShopExpectations;

beforeAll(async () => {
  templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-check-template-'));
  const template = openDatabase(templateDir);
  await seedDemoData(template, { imagesDir: path.join(templateDir, 'images'), imageBase: 'http://127.0.0.1:1/competition/images' });
  const prepared = await prepareShop(template, { customers: 2, hotTickets: 10 });
  hotId = prepared.hotCompetitionIds[0]!;
  [waiting, payer] = prepared.customers as [LoadCustomer, LoadCustomer];
  const question = { showQuestion: true, correctAnswer: prepared.answers.get(hotId) };

  addLine(template, createCart(template, waiting.userId), hotId, 2, prepared.answers.get(hotId)!);
  const payerCart = createCart(template, payer.userId);
  addLine(template, payerCart, hotId, 3, prepared.answers.get(hotId)!);
  const order = placeOrder(template, {
    userId: payer.userId,
    cartToken: payerCart,
    billing: BILLING,
    paymentGateway: PAYMENT_GATEWAYS.test_card,
    cardNumber: '4242424242424242',
    failingCardNumber: '4000000000000002',
    question: () => question,
  });
  paidOrderId = order.orderId;
  paidTickets = (
    template.prepare('SELECT ticket_number FROM tickets WHERE order_id = ? ORDER BY ticket_number').all(paidOrderId) as { ticket_number: number }[]
  ).map((row) => row.ticket_number);
  template.close();

  expectations = {
    customers: [
      { userId: waiting.userId, email: waiting.email, basket: new Map([[hotId, 2]]) },
      { userId: payer.userId, email: payer.email, basket: new Map() },
    ],
    paidOrders: [{ orderId: paidOrderId, userId: payer.userId, lines: new Map([[hotId, 3]]) }],
  };
});

beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-check-'));
  fs.copyFileSync(path.join(templateDir, 'store.sqlite'), path.join(workDir, 'store.sqlite'));
  db = openDatabase(workDir);
});

afterEach(() => {
  db.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

afterAll(() => fs.rmSync(templateDir, { recursive: true, force: true }));

/** Each check's violations by name, so a test can say which check fired and that the others did not. */
function violations(shop: Db, expected: ShopExpectations = expectations): Record<string, string[]> {
  return Object.fromEntries(checkShop(shop, expected).map((check) => [check.name, check.violations]));
}

const CLEAN = {
  'no competition oversold': [],
  'sold counts agree with the tickets': [],
  'no ticket number twice in a competition': [],
  'every paid order holds its tickets': [],
  'every confirmed order is stored as paid for': [],
  "every customer's basket paid or intact": [],
};

test('a shop left as its customers left it passes every check, and says what it looked at', () => {
  const results = checkShop(db, expectations);
  expect(results.map((check) => [check.name, check.violations])).toEqual(Object.entries(CLEAN));
  const tickets = (db.prepare('SELECT COUNT(*) AS n FROM tickets').get() as { n: number }).n;
  const orders = (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
  const competitions = (db.prepare('SELECT COUNT(*) AS n FROM competitions').get() as { n: number }).n;
  expect(results.map((check) => check.checked)).toEqual([
    `${competitions} competitions, ${tickets.toLocaleString('en-GB')} tickets`,
    `${competitions} competitions`,
    `${tickets.toLocaleString('en-GB')} tickets`,
    `${orders} paid orders, ${tickets.toLocaleString('en-GB')} tickets`,
    '1 order confirmed to customers',
    '2 customers (1 with tickets waiting in the basket, the rest paid or emptied)',
  ]);
});

test('an oversold competition is named with its count, and tickets numbered past its total', () => {
  // Eight more tickets than the seven left, numbered 11 to 18 of 10, in an order that holds them all.
  createOrder(db, {
    userId: waiting.userId,
    status: 'processing',
    totalMinor: 800,
    paymentMethod: 'test_card',
    paymentMethodTitle: 'Card',
    billing: BILLING,
    lines: [
      {
        competition_id: hotId,
        title: 'Last Tickets Carp Bundle',
        quantity: 8,
        price_minor: 100,
        tickets: [11, 12, 13, 14, 15, 16, 17, 18],
        draw_date: '',
        draw_time: '',
      },
    ],
  });
  expect(violations(db)).toEqual({
    ...CLEAN,
    'no competition oversold': [
      `competition ${hotId} "Last Tickets Carp Bundle": 11 tickets sold of 10`,
      `competition ${hotId} "Last Tickets Carp Bundle": ticket numbers ${paidTickets[0]} to 18, outside 1 to 10`,
    ],
  });
});

test('a ticket number sold twice is named with both orders', () => {
  // The primary key forbids it today; the checker must not rely on that, so the table is rebuilt without it.
  db.close();
  const raw = new Database(path.join(workDir, 'store.sqlite'));
  raw.exec(`
    CREATE TABLE tickets_unkeyed (competition_id INTEGER NOT NULL, ticket_number INTEGER NOT NULL, order_id INTEGER NOT NULL, user_id INTEGER);
    INSERT INTO tickets_unkeyed SELECT competition_id, ticket_number, order_id, user_id FROM tickets;
    DROP TABLE tickets;
    ALTER TABLE tickets_unkeyed RENAME TO tickets;
  `);
  raw.close();
  db = openDatabase(workDir); // puts back the triggers that keep sold counts
  const second = createOrder(db, {
    userId: waiting.userId,
    status: 'processing',
    totalMinor: 100,
    paymentMethod: 'test_card',
    paymentMethodTitle: 'Card',
    billing: BILLING,
    lines: [
      { competition_id: hotId, title: 'Last Tickets Carp Bundle', quantity: 1, price_minor: 100, tickets: [paidTickets[0]!], draw_date: '', draw_time: '' },
    ],
  });
  expect(violations(db)).toEqual({
    ...CLEAN,
    'no ticket number twice in a competition': [`competition ${hotId} ticket ${paidTickets[0]}: sold 2 times (orders ${paidOrderId}, ${second.id})`],
  });
});

test('a paid order without its tickets is named with the tickets it lists', () => {
  db.prepare('DELETE FROM tickets WHERE order_id = ?').run(paidOrderId);
  expect(violations(db)).toEqual({
    ...CLEAN,
    'every paid order holds its tickets': [
      `order ${paidOrderId} (user ${payer.userId}, processing): competition ${hotId} holds 0 of its 3 tickets (tickets [], the order lists [${paidTickets.join(', ')}])`,
    ],
  });
});

test('a basket that lost its items is named with what it holds and what its customer left in it', () => {
  db.prepare('DELETE FROM cart_items WHERE cart_token IN (SELECT token FROM carts WHERE user_id = ?)').run(waiting.userId);
  expect(violations(db)).toEqual({
    ...CLEAN,
    "every customer's basket paid or intact": [`${waiting.email} (user ${waiting.userId}): the basket holds {}, expected {${hotId}: 2}`],
  });
});

test('a basket that should have been emptied by its order, but still holds tickets, is named', () => {
  addLine(db, createCart(db, payer.userId), hotId, 3, null);
  expect(violations(db)).toEqual({
    ...CLEAN,
    "every customer's basket paid or intact": [`${payer.email} (user ${payer.userId}): the basket holds {${hotId}: 3}, expected {}`],
  });
});

test('an order confirmed to a customer but missing from the database, or stored with other lines, is named', () => {
  const paid: Basket = new Map([[hotId, 3]]);
  const confirmed: ShopExpectations = {
    ...expectations,
    paidOrders: [
      { orderId: paidOrderId, userId: payer.userId, lines: new Map([[hotId, 2]]) },
      { orderId: 99_999, userId: payer.userId, lines: paid },
    ],
  };
  expect(violations(db, confirmed)).toEqual({
    ...CLEAN,
    'every confirmed order is stored as paid for': [
      `order ${paidOrderId}: stored for user ${payer.userId} as processing with {${hotId}: 3}; confirmed to user ${payer.userId} for {${hotId}: 2}`,
      `order 99999, confirmed to user ${payer.userId}, is not in the database`,
    ],
  });
});

test("a sold count that disagrees with the competition's tickets is named", () => {
  db.prepare('UPDATE competitions SET sold = sold + 1 WHERE id = ?').run(hotId);
  expect(violations(db)).toEqual({
    ...CLEAN,
    'sold counts agree with the tickets': [`competition ${hotId}: its sold count says 4, its tickets number 3`],
  });
});
