import { PAYMENT_GATEWAYS, createApiClient, type Competition, type KeyValueStorage, type ShopApi } from '@shop/shared-contracts';
import { api } from './customer';
import type { Shop } from './shop';

/** A new customer of store-api with a history the account tests need, made through the storefront's own client. */

function memoryStorage(): KeyValueStorage {
  const kept = new Map<string, string>();
  return { getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => void kept.set(key, value), removeItem: (key) => void kept.delete(key) };
}

const CARD_THAT_PAYS = [{ key: 'card_number', value: '4242424242424242' }];

export interface SeededCustomer {
  email: string;
  password: string;
  firstName: string;
}

/** Competitions a customer can buy one ticket of in each of `orders` orders (open, tickets left, no question, a cap that allows it). */
async function purchasable(shop: Shop, orders: number): Promise<Competition[]> {
  const list = await api<{ data: Competition[] }>(shop, '/api/v1/competition', { token: '', category: 'all', page: 1, limit: 50 });
  const open = list.data.filter((competition) => competition.status === 'open' && !competition.disable_tickets && !competition.comp_question);
  const perCompetition = Math.ceil(orders / Math.max(open.length, 1));
  const usable = open.filter(
    (competition) => competition.max_ticket_per_user >= perCompetition && competition.total_sell_tickets - competition.total_ticket_sold >= perCompetition,
  );
  if (usable.length === 0) throw new Error('no demo competition can take these orders');
  return usable;
}

/** Registers a new adult customer and places `orders` orders of one ticket each (card payment). */
export async function registerCustomer(shop: Shop, { orders = 0 }: { orders?: number } = {}): Promise<SeededCustomer> {
  const config = shop.config();
  const client: ShopApi = createApiClient({ host: config.apiHost, serviceToken: config.serviceToken, storage: memoryStorage() });
  const customer = { email: `orders-${Date.now()}@example.co.uk`, password: 'ManyOrders!2026', firstName: 'Orla' };
  await client.register({
    first_name: customer.firstName,
    last_name: 'Tench',
    email: customer.email,
    password: customer.password,
    date_of_birth: '1985-02-11',
  });
  if (orders === 0) return customer;
  const competitions = await purchasable(shop, orders);
  const billing = {
    first_name: customer.firstName,
    last_name: 'Tench',
    address_1: '3 Weir Cottages',
    address_2: 'Mill Lane',
    city: 'Maidstone',
    state: 'Kent',
    postcode: 'ME15 6AA',
    country: 'GB',
    email: customer.email,
  };
  // The add flow's step 3: a cart session (its Cart-Token) before the first add.
  await client.getNonce();
  for (let index = 0; index < orders; index += 1) {
    const competition = competitions[index % competitions.length]!;
    await client.addItem({ id: competition.competition_product_id, quantity: 1 });
    await client.checkout({ billing_address: billing, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: CARD_THAT_PAYS });
  }
  return customer;
}
