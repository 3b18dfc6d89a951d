import path from 'node:path';
import { startStoreApi } from './server';

/** `pnpm --filter @shop/store-api start`: store-api with demo data on first start. */
async function main() {
  const api = await startStoreApi({
    port: Number(process.env.STORE_API_PORT ?? 3100),
    host: process.env.STORE_API_HOST ?? '127.0.0.1',
    rtdbPort: Number(process.env.RTDB_PORT ?? 3101),
    dataDir: path.resolve(process.env.STORE_API_DATA_DIR ?? path.join(__dirname, '..', '.store-data')),
    serviceToken: process.env.STORE_API_SERVICE_TOKEN,
    allowedOrigins: (process.env.STORE_API_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    publicUrl: process.env.STORE_API_PUBLIC_URL,
  });
  console.log(`store-api listening on ${api.url} (rtdb 127.0.0.1:${api.rtdbPort})`);
  const stop = () => void api.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
