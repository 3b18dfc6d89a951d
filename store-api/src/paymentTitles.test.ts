import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from './db/database';
import { openDatabase } from './db/openDatabase';
import { createOrder, orderOfUser } from './domain/orders';
import { createUser } from './domain/users';

const BILLING = {
  first_name: 'Sam',
  last_name: 'Carp',
  address_1: '1 Weir Lane',
  address_2: '',
  city: 'Ely',
  state: '',
  postcode: 'CB7 4AA',
  phone: '',
  email: 'sam@example.com',
};

function storedOrder(db: Db, userId: number, paymentMethod: string, paymentMethodTitle: string): number {
  return createOrder(db, { userId, status: 'processing', totalMinor: 500, paymentMethod, paymentMethodTitle, billing: BILLING, lines: [] }).id;
}

/** Orders kept from before the card gateway had a customer's name read with that name once the store opens again. */
describe('payment method titles of stored orders', () => {
  it("renames a card order's retired titles to 'Card payment' and leaves every other title as it was", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-titles-'));
    const first = openDatabase(dataDir);
    const userId = createUser(first, {
      email: 'danny@example.com',
      username: 'danny',
      first_name: 'Danny',
      last_name: 'Fairbrass',
      date_of_birth: '1980-01-01',
    });
    const gateway = storedOrder(first, userId, 'test_card', 'Card (test gateway)');
    const seeded = storedOrder(first, userId, 'test_card', 'Card');
    const credit = storedOrder(first, userId, 'site_credit', 'Site credit');
    const otherCard = storedOrder(first, userId, 'stripe', 'Card (test gateway)');
    first.close();

    const reopened = openDatabase(dataDir);
    const title = (orderId: number) => orderOfUser(reopened, orderId, userId)?.paymentMethodTitle;
    expect([title(gateway), title(seeded), title(credit), title(otherCard)]).toEqual(['Card payment', 'Card payment', 'Site credit', 'Card (test gateway)']);
    reopened.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
