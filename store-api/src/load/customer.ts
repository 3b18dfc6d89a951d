import { PAYMENT_GATEWAYS, createApiClient, isApiError, type Competition } from '@shop/shared-contracts';
import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import type { LoadStats } from './loadStats';
import { clientAddress, loopbackFetch } from './loopbackFetch';
import { LOAD_PASSWORD, type LoadCustomer } from './prepareShop';

/** The test gateway's card that always succeeds. */
export const SUCCEEDING_CARD = '4242424242424242';

/**
 * Refusals a busy shop gives honest customers: sold out or fewer left than asked, the per-customer maximum
 * (more than a line may hold, or nothing left to buy), a spending limit, not enough site credit, a wrong
 * answer to the question. Any other 4xx is a fault.
 */
export const EXPECTED_REFUSALS: ReadonlySet<string> = new Set([
  'woocommerce_rest_product_out_of_stock',
  'woocommerce_rest_product_partially_out_of_stock',
  'invalid_quantity',
  'competition_max_tickets',
  'spending_limit_reached',
  'woocommerce_rest_checkout_process_payment_error',
  'competition_incorrect_answer',
]);

/** competition id → tickets. */
export type Basket = Map<number, number>;

export interface PaidOrder {
  orderId: number;
  userId: number;
  /** What the customer's basket held when it paid (competition id → tickets). */
  lines: Basket;
}

export interface CustomerOutcome {
  customer: LoadCustomer;
  /** What the basket must hold now: what was added since the last paid or emptied basket. null once a fault made it unknown. */
  basket: Basket | null;
  orders: PaidOrder[];
  rounds: number;
}

export interface ShopUnderLoad {
  url: string;
  serviceToken: string;
  hotCompetitionIds: readonly number[];
  answers: ReadonlyMap<number, number>;
  stats: LoadStats;
}

type Attempt<T> = { ok: true; value: T } | { ok: false; code: string };

class DeadlinePassed extends Error {}

const random = (below: number) => Math.floor(Math.random() * below);
const describe = (basket: Basket) => `{${[...basket].map(([id, tickets]) => `${id}: ${tickets}`).join(', ')}}`;

function sameBasket(a: Basket, b: Basket): boolean {
  return a.size === b.size && [...a].every(([id, tickets]) => b.get(id) === tickets);
}

/**
 * One customer, through the storefront's own API client (its Nonce and Cart-Token handling included),
 * from its own loopback address, until the deadline: sign in, look at one or two competitions and add
 * tickets (answering the question), read the basket back, check out (site credit or the test card), sign
 * out; again. One round in five ends without paying, so the basket waits across a sign-out and is read
 * back with more added next round. A refused checkout leaves the basket as it was (checked by reading it
 * back) and the customer empties it before the next round. The deadline is checked before every step, so
 * customers stop in every state, some with a full basket. A fault (5xx, network error, an unexpected
 * refusal) stops the customer; LoadStats has it.
 */
export async function runCustomer(shop: ShopUnderLoad, customer: LoadCustomer, deadline: number): Promise<CustomerOutcome> {
  let step = 'sign-in';
  const http = loopbackFetch({ localAddress: clientAddress(customer.index), step: () => step, stats: shop.stats });
  const api = createApiClient({ host: shop.url, serviceToken: shop.serviceToken, storage: new MemoryStorage(), fetch: http.fetch });
  const basket: Basket = new Map();
  const outcome: CustomerOutcome = { customer, basket, orders: [], rounds: 0 };

  const at = (name: string) => {
    if (Date.now() >= deadline) throw new DeadlinePassed();
    step = name;
  };
  const attempt = async <T>(call: () => Promise<T>): Promise<Attempt<T>> => {
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500 && EXPECTED_REFUSALS.has(error.code)) return { ok: false, code: error.code };
      throw error;
    }
  };
  const readBasketBack = async (when: string) => {
    at('basket read');
    const cart = await api.getCart();
    const held: Basket = new Map(cart.items.map((item) => [item.competition.id, Number(item.quantity)]));
    // WooCommerce lowers a line silently to the tickets left (or drops it at none) when other customers bought
    // the rest meanwhile. Stock only falls, so a lowered line is right only if no more than it holds are left now.
    for (const [id, wanted] of basket) {
      const kept = held.get(id) ?? 0;
      if (kept >= wanted) continue;
      at('details');
      const competition = await api.getCompetition(id);
      if (competition.total_sell_tickets - (competition.total_ticket_sold ?? 0) > kept) continue;
      if (kept === 0) basket.delete(id);
      else basket.set(id, kept);
    }
    if (!sameBasket(held, basket)) shop.stats.problem(`${customer.email} ${when}: the basket read back ${describe(held)}, expected ${describe(basket)}`);
    return cart;
  };

  try {
    at('list');
    const listed = await api.listFeatured({ page: 1, limit: 50 });
    const openIds = listed.data.map((competition) => competition.id);
    for (;;) {
      outcome.rounds += 1;
      at('sign-in');
      await api.login({ username: customer.email, password: LOAD_PASSWORD });

      const lines = Math.random() < 0.7 ? 1 : 2;
      const tried = new Set<number>();
      for (let line = 0; line < lines; line += 1) {
        const pool = Math.random() < 0.4 ? shop.hotCompetitionIds : openIds;
        const id = pool[random(pool.length)]!;
        if (tried.has(id)) continue;
        tried.add(id);
        at('details');
        const competition = await api.getCompetition(id);
        await addTickets(competition);
      }

      if (basket.size > 0) await readBasketBack('before checkout');
      if (basket.size > 0) {
        // One round in five the customer leaves without paying: the basket must wait for the next sign-in.
        if (Math.random() >= 0.2) await checkout();
      }
      at('sign-out');
      await api.logout();
    }
  } catch (error) {
    if (!(error instanceof DeadlinePassed)) {
      outcome.basket = null;
      // 5xx answers and network errors are already in the stats, from the fetch under the client.
      const counted = isApiError(error) && (error.status >= 500 || error.code === 'network_error');
      if (!counted) shop.stats.problem(`${customer.email} at ${step}: ${error instanceof Error ? error.message : String(error)}`);
    }
  } finally {
    http.close();
  }
  return outcome;

  async function addTickets(competition: Competition): Promise<void> {
    at('nonce');
    const nonce = await api.getNonce();
    if (nonce === false) throw new Error('the cart nonce could not be fetched');
    const quantity = 1 + random(3);
    const answer = competition.comp_question ? answerFor(competition) : undefined;
    at('add');
    const added = await attempt(() => api.addItem({ id: competition.competition_product_id, quantity, nonce, ...(answer === undefined ? {} : { answer }) }));
    if (!added.ok) return;
    // A line already in the basket grows by the quantity; a new one is capped at what the customer may still
    // buy (WooCommerce answers 201 with fewer). The customers are new to the shop: they bought only what they paid for here.
    const held = basket.get(competition.id);
    const bought = outcome.orders.reduce((sum, order) => sum + (order.lines.get(competition.id) ?? 0), 0);
    const expected = held === undefined ? Math.min(quantity, competition.max_ticket_per_user - bought) : held + quantity;
    const line = added.value.items.find((item) => item.competition.id === competition.id);
    if (Number(line?.quantity) !== expected)
      shop.stats.problem(`${customer.email} added ${quantity} of ${competition.id}: the line holds ${line?.quantity}, expected ${expected}`);
    basket.set(competition.id, expected);
  }

  /** The right option, as a customer who read the question gives it; one time in twenty a wrong one. */
  function answerFor(competition: Competition): number {
    const correct = shop.answers.get(competition.id);
    const wrong = competition.question_options.map((option) => option.id).filter((id) => id !== correct);
    if (correct === undefined || (Math.random() < 0.05 && wrong.length > 0)) return wrong[random(wrong.length)] ?? 1;
    return correct;
  }

  async function checkout(): Promise<void> {
    const billing = {
      first_name: 'Load',
      last_name: `Customer ${customer.index + 1}`,
      address_1: '1 Load Street',
      address_2: '',
      city: 'Leeds',
      state: '',
      postcode: 'LS1 1AA',
      country: 'GB',
      email: customer.email,
    };
    const pay = (method: 'site_credit' | 'test_card') =>
      attempt(() =>
        api.checkout({
          billing_address: billing,
          payment_method: PAYMENT_GATEWAYS[method],
          ...(method === 'test_card' ? { payment_data: [{ key: 'card_number', value: SUCCEEDING_CARD }] } : {}),
        }),
      );
    at('checkout');
    let paid = await pay(customer.paysWith);
    // Out of site credit: the customer pays by card instead.
    if (!paid.ok && paid.code === 'woocommerce_rest_checkout_process_payment_error' && customer.paysWith === 'site_credit') {
      at('checkout');
      paid = await pay('test_card');
    }
    if (paid.ok) {
      outcome.orders.push({ orderId: paid.value.order_id, userId: customer.userId, lines: new Map(basket) });
      basket.clear();
      return;
    }
    // Refused: nothing may have changed. The customer then gives up on this basket.
    const cart = await readBasketBack(`after a refused checkout (${paid.code})`);
    for (const item of cart.items) {
      at('remove');
      await api.removeItem({ key: item.key });
      basket.delete(item.competition.id);
    }
  }
}
