/**
 * `pnpm --filter @shop/store-api load [--customers 200] [--seconds 60] [--hot-tickets N]`: customers at
 * once through sign-in, add to basket and checkout against a fresh store-api on loopback, then the
 * database checked. Exits 1 on any fault or violated check.
 */
import { parseArgs } from 'node:util';
import { loadReport, machineLoad } from './loadReport';
import { runLoad } from './runLoad';

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a whole number of 1 or more (got "${value}").`);
  return parsed;
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { customers: { type: 'string' }, seconds: { type: 'string' }, 'hot-tickets': { type: 'string' } },
    strict: true,
  });
  const customers = whole('customers', values.customers, 200);
  const seconds = whole('seconds', values.seconds, 60);
  const hotTickets = values['hot-tickets'] === undefined ? undefined : whole('hot-tickets', values['hot-tickets'], 0);
  console.log(
    `store-api load: ${customers} customers at once for ${seconds} s, loopback; store-api in its own process (tsx src/main.ts) with its realtime database`,
  );
  console.log(`machine before: ${machineLoad()}\n`);
  const result = await runLoad({ customers, seconds, ...(hotTickets === undefined ? {} : { hotTickets }) });
  console.log(loadReport(result));
  console.log(`machine after: ${machineLoad()}`);
  if (!result.passed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
