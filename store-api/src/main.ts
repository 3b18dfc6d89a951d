import path from 'node:path';
import { startStoreApi } from './server';
import { STORE_API_HEADERS_MODES, type StoreApiHeadersMode } from './http/storeApiCors';
import { relaysFromEnv } from './drand/relays';

/** STORE_API_HEADERS: 'stock' (the default) or 'nonce-exposed'; anything else stops the start with the choices. */
function storeApiHeadersFrom(value: string | undefined): StoreApiHeadersMode {
  if (value === undefined || value === '') return 'stock';
  const mode = STORE_API_HEADERS_MODES.find((candidate) => candidate === value);
  if (!mode) throw new Error(`STORE_API_HEADERS must be one of ${STORE_API_HEADERS_MODES.join(', ')} (it is "${value}").`);
  return mode;
}

/** `pnpm --filter @shop/store-api start`: store-api with demo data on first start. */
async function main() {
  const storeApiHeaders = storeApiHeadersFrom(process.env.STORE_API_HEADERS);
  const relays = relaysFromEnv(process.env.DRAND_RELAYS);
  const api = await startStoreApi({
    port: Number(process.env.STORE_API_PORT ?? 3100),
    host: process.env.STORE_API_HOST ?? '127.0.0.1',
    rtdbPort: Number(process.env.RTDB_PORT ?? 3101),
    dataDir: path.resolve(process.env.STORE_API_DATA_DIR ?? path.join(__dirname, '..', '.store-data')),
    serviceToken: process.env.STORE_API_SERVICE_TOKEN,
    operatorToken: process.env.STORE_API_OPERATOR_TOKEN,
    allowedOrigins: (process.env.STORE_API_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    publicUrl: process.env.STORE_API_PUBLIC_URL,
    storeApiHeaders,
    drawJob: { relays },
    hostedSandbox: process.env.STORE_API_HOSTED_SANDBOX === 'on',
    ...(process.env.STORE_API_HOLD_STOCK_MINUTES ? { holdStockMinutes: Number(process.env.STORE_API_HOLD_STOCK_MINUTES) } : {}),
  });
  console.log(
    `store-api listening on ${api.url} (rtdb 127.0.0.1:${api.rtdbPort}, Store API headers: ${storeApiHeaders}, drand relays: ${relays.join(' ') || 'none'})`,
  );
  const stop = () => void api.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
