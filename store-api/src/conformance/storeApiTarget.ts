import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { competitionDetailsPath, HOSTED_SANDBOX_GATEWAY } from '@shop/shared-contracts';
import { addCoupon } from '../domain/coupons';
import { getCompetition, saveCompetition } from '../domain/competitions';
import { setGatewayEnabled } from '../domain/paymentGateways';
import { startStoreApiProcess } from '../load/storeApiProcess';
import { OPERATOR_TOKEN, SERVICE_TOKEN, startTestApi } from '../testing/testApi';
import { addTestCompetition, addTestCustomer } from '../testing/testShop';
import type { ConformanceTarget, SentNotification } from './target';

/** The storefront's address in a test store-api (its default publicUrl): product pages and the checkout are there. */
const STOREFRONT = 'http://127.0.0.1:3000';

/** store-api in this process on a temporary database; setup goes through its own domain code. */
export async function startStoreApiTarget(): Promise<ConformanceTarget> {
  const api = await startTestApi();
  const competition = (id: number) => {
    const found = getCompetition(api.db, id);
    if (!found) throw new Error(`store-api has no competition ${id}.`);
    return found;
  };
  return {
    name: 'store-api',
    url: api.url,
    restRoot: `${api.url}/wp-json/`,
    checkoutUrl: `${STOREFRONT}/checkout`,
    operatorToken: OPERATOR_TOKEN,
    async addCompetition(options = {}) {
      const tickets = options.tickets ?? 1000;
      const prize = options.instantWin;
      const added = addTestCompetition(api.db, {
        total_sell_tickets: tickets,
        max_ticket_per_user: options.maxPerCustomer ?? 100,
        price_per_ticket: options.price ?? 0.99,
        ...(prize && {
          enable_instant_wins: true,
          instant_wins: [
            {
              id: 1,
              title: prize.title,
              prize_value: prize.prizeValue,
              image: 'http://img/prize.svg',
              ticket_numbers: Array.from({ length: tickets }, (_, index) => index + 1),
              won: [],
            },
          ],
        }),
      });
      return { id: added.id, title: added.title };
    },
    async closeCompetition(id) {
      saveCompetition(api.db, { ...competition(id), status: 'closed' }, false);
    },
    async setTicketsLeft(id, left) {
      const current = competition(id);
      saveCompetition(api.db, { ...current, total_sell_tickets: current.total_ticket_sold + left }, false);
    },
    async permalinkOf(id) {
      return `${STOREFRONT}${competitionDetailsPath(competition(id))}`;
    },
    async addCoupon({ code, amountMinor, description }) {
      addCoupon(api.db, { code, userId: null, description, amountMinor });
    },
    sandboxNotifyUrl: `${api.url}/wc-api/${HOSTED_SANDBOX_GATEWAY}`,
    async sandboxNotifications(orderId) {
      return (await (await fetch(`${api.url}/sandbox-pay/${orderId}/notifications`)).json()) as SentNotification[];
    },
    async setGatewayEnabled(id, enabled) {
      setGatewayEnabled(api.db, id, enabled);
    },
    async addCustomer(options = {}) {
      return addTestCustomer(api.db, options);
    },
    async withNonceExposed(use) {
      // store-api's STORE_API_HEADERS=nonce-exposed, passed to a server of its own as `pnpm start` passes it.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-headers-'));
      const exposed = await startStoreApiProcess({ dataDir, serviceToken: SERVICE_TOKEN, storeApiHeaders: 'nonce-exposed' });
      try {
        const result = await use(exposed.url);
        if (exposed.errors() !== '') throw new Error(`store-api (nonce-exposed) wrote to stderr:\n${exposed.errors()}`);
        return result;
      } finally {
        await exposed.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    close: () => api.close(),
  };
}
