/**
 * `pnpm --filter @shop/store-api cancel-unpaid [--at <ISO time>]`: WooCommerce's woocommerce_cancel_unpaid_orders
 * now (store-api runs it every minute by itself): orders paid through a provider still pending after the hold
 * (`STORE_API_HOLD_STOCK_MINUTES`, default 60) are cancelled and their tickets go back on sale. `--at` runs it
 * as if at that moment, so a test moves the clock instead of waiting out the hold.
 */
import { cancelUnpaidOrders, DEFAULT_HOLD_STOCK_MINUTES } from '../domain/hostedPayments';
import { openStore, runCommand } from './common';

runCommand(() => {
  const atIndex = process.argv.indexOf('--at');
  const at = atIndex === -1 ? Date.now() : Date.parse(process.argv[atIndex + 1] ?? '');
  if (Number.isNaN(at)) throw new Error('--at needs an ISO time, e.g. 2026-11-29T12:00:00Z');
  const holdMinutes = Number(process.env.STORE_API_HOLD_STOCK_MINUTES ?? DEFAULT_HOLD_STOCK_MINUTES);
  const db = openStore();
  const cancelled = cancelUnpaidOrders(db, at, holdMinutes);
  db.close();
  console.log(cancelled.length === 0 ? 'No unpaid order was past its hold.' : `Cancelled unpaid orders: ${cancelled.map((id) => `#${id}`).join(', ')}.`);
});
