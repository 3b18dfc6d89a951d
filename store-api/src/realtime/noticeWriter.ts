import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, push, ref } from 'firebase/database';
import type { ChatMessage, InstantWinNotification } from '@shop/shared-contracts';

/** Writes to the realtime database nodes the storefront listens to (clients only ever read them). */
export interface NoticeWriter {
  push(notice: InstantWinNotification): Promise<void>;
  pushChatMessage(message: ChatMessage): Promise<void>;
  close(): Promise<void>;
}

export const INSTANT_WINS_NODE = 'instant-wins';
export const COMMUNITY_CHAT_NODE = 'community-chat';
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
    async pushChatMessage(message) {
      await push(ref(database, COMMUNITY_CHAT_NODE), message);
    },
    close: () => deleteApp(app),
  };
}

/** For tests and runs without a realtime database: remembers what would have been written. */
export function memoryNoticeWriter(): NoticeWriter & { written: InstantWinNotification[]; chat: ChatMessage[] } {
  const written: InstantWinNotification[] = [];
  const chat: ChatMessage[] = [];
  return {
    written,
    chat,
    push: async (notice) => void written.push(notice),
    pushChatMessage: async (message) => void chat.push(message),
    close: async () => undefined,
  };
}
