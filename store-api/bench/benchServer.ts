/**
 * The bench's store-api in a process of its own, so the load generator never shares its event loop:
 * `tsx bench/benchServer.ts <dataDir> <serviceToken>` prints `{"url": ...}` once it listens and stops on SIGTERM.
 */
import { startStoreApi } from '../src/server';
import { serveFromChildProcess } from './childServer';

serveFromChildProcess(async () => {
  const [dataDir, serviceToken] = process.argv.slice(2);
  if (!dataDir || !serviceToken) throw new Error('usage: tsx bench/benchServer.ts <dataDir> <serviceToken>');
  const api = await startStoreApi({ port: 0, rtdbPort: false, dataDir, serviceToken });
  return { url: api.url, stop: () => api.close() };
});
