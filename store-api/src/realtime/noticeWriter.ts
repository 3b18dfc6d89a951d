import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, push, ref } from 'firebase/database';
import type { InstantWinNotification } from '@shop/shared-contracts';

/** Writes instant-win notices to the realtime database node the storefront listens to. */
export interface NoticeWriter {
  push(notice: InstantWinNotification): Promise<void>;
  close(): Promise<void>;
}

export const INSTANT_WINS_NODE = 'instant-wins';
export const RTDB_NAMESPACE = 'angling-shop';

/** A firebase client pointed at the local RTDB-protocol server (firebase-server). */
export function createNoticeWriter(port: number): NoticeWriter {
  const app: FirebaseApp = initializeApp(
    { databaseURL: `http://127.0.0.1:${port}?ns=${RTDB_NAMESPACE}`, projectId: RTDB_NAMESPACE, apiKey: 'local' },
    `store-api-${port}-${Date.now()}`,
  );
  const database = getDatabase(app);
  connectDatabaseEmulator(database, '127.0.0.1', port);
  return {
    async push(notice) {
      await push(ref(database, INSTANT_WINS_NODE), notice);
    },
    close: () => deleteApp(app),
  };
}

/** For tests and runs without a realtime database: remembers what would have been written. */
export function memoryNoticeWriter(): NoticeWriter & { written: InstantWinNotification[] } {
  const written: InstantWinNotification[] = [];
  return { written, push: async (notice) => void written.push(notice), close: async () => undefined };
}
