/**
 * The whole shop in a process of its own, for benchmarks whose load generator must not share the shop's
 * event loop: `tsx scripts/lib/stackProcess.ts <deployDir> <dataDir>` prints `{"url": ...}` once it
 * listens and stops on SIGTERM. Ports are free ones.
 */
import { serveFromChildProcess } from '@shop/store-api/bench/child-server';
import { freePort } from '@shop/store-api/tools';
import { startStack } from './stack';

serveFromChildProcess(async () => {
  const [deployDir, dataDir] = process.argv.slice(2);
  if (!deployDir || !dataDir) throw new Error('usage: tsx scripts/lib/stackProcess.ts <deployDir> <dataDir>');
  const stack = await startStack({
    deployDir,
    ports: { shell: 0, catalog: 0, basket: 0, account: 0, storeApi: await freePort(), rtdb: await freePort() },
    storeApi: { dataDir },
  });
  return { url: stack.shellUrl, stop: () => stack.stop() };
});
