import path from 'node:path';
import type { Db } from '../db/database';
import { openDatabase } from '../db/openDatabase';

/** The same data folder and URLs `pnpm --filter @shop/store-api start` uses, from the same variables. */
export const dataDir = path.resolve(process.env.STORE_API_DATA_DIR ?? path.join(__dirname, '..', '..', '.store-data'));
export const apiUrl = `http://127.0.0.1:${process.env.STORE_API_PORT ?? 3100}`;
export const publicUrl = process.env.STORE_API_PUBLIC_URL ?? 'http://127.0.0.1:3000';
export const rtdbPort = Number(process.env.RTDB_PORT ?? 3101);
/** store-api's stand-in for email, as the server writes it (`outboxFile` of its config). */
export const outboxFile = path.join(dataDir, 'outbox.log');

export function openStore(): Db {
  return openDatabase(dataDir);
}

/** Runs a command: a thrown error becomes one line on stderr and exit code 1. */
export function runCommand(main: () => void | Promise<void>): void {
  Promise.resolve()
    .then(main)
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
