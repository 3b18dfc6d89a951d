/** `pnpm --filter @shop/store-api reset`: wipe the store and seed the demo data again. */
import fs from 'node:fs';
import path from 'node:path';
import { seedDemoData } from '../seed/seed';
import { apiUrl, dataDir, openStore, runCommand } from './common';

runCommand(async () => {
  for (const name of ['store.sqlite', 'store.sqlite-wal', 'store.sqlite-shm', 'images']) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  const db = openStore();
  await seedDemoData(db, { imagesDir: path.join(dataDir, 'images'), imageBase: `${apiUrl}/competition/images` });
  db.close();
  console.log(`Demo data seeded in ${dataDir}. Restart store-api if it is running.`);
});
