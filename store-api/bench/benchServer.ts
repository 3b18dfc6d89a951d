/**
 * The bench's store-api in a process of its own, so the load generator never shares its event loop:
 * `tsx bench/benchServer.ts <dataDir> <serviceToken>` prints `{"url": ...}` once it listens and stops on SIGTERM.
 */
import { startStoreApi } from '../src/server';

async function main() {
  const [dataDir, serviceToken] = process.argv.slice(2);
  if (!dataDir || !serviceToken) throw new Error('usage: tsx bench/benchServer.ts <dataDir> <serviceToken>');
  const api = await startStoreApi({ port: 0, rtdbPort: false, dataDir, serviceToken });
  process.stdout.write(`${JSON.stringify({ url: api.url })}\n`);
  process.once('SIGTERM', () => {
    void api.close().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
