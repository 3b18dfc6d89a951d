/**
 * `pnpm bench:backends`: throughput of the catalogue list, add-item and checkout on the embedded store-api
 * and on a real WordPress + WooCommerce + the companion plugin, one beside the other (figures, no budget).
 * Same calls, same connections and seconds; each backend on this machine's loopback, one after the other.
 */
import { runStoreApiBench } from '@shop/store-api/bench';
import { runWordPressBench, type BackendBenchResult } from './lib/backendBench';
import { runCli } from './lib/cli';

const CONNECTIONS = 10;
const SECONDS = 8;

runCli(async () => {
  console.log(`store-api and WordPress + WooCommerce + plugin: ${CONNECTIONS} connections, ${SECONDS} s per call, loopback\n`);
  const storeApi = await runStoreApiBench({ connections: CONNECTIONS, seconds: SECONDS });
  const wordpress = await runWordPressBench({ connections: CONNECTIONS, seconds: SECONDS, log: (line) => console.log(`  WordPress: ${line}`) });
  const figures = (result: { requestsPerSecond: number; p99Ms: number; failures: number } | undefined) =>
    result
      ? `${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${result.p99Ms.toFixed(1).padStart(7)} ms  ${String(result.failures).padStart(4)} failed`
      : 'not measured';
  console.log(`${'call'.padEnd(10)} ${'store-api'.padEnd(40)} WordPress + WooCommerce + plugin`);
  for (const call of ['list', 'add-item', 'checkout'] as BackendBenchResult['call'][]) {
    console.log(
      `${call.padEnd(10)} ${figures(storeApi.find((result) => result.call === call)).padEnd(40)} ${figures(wordpress.find((result) => result.call === call))}`,
    );
  }
  console.log('\n(checkout req/s: checkouts per second of time spent in checkout across the connections; each worker adds its next ticket in between)');
});
