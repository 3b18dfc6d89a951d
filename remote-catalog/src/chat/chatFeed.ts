import * as v from 'valibot';
import { ChatMessageSchema, type ChatMessage, type RealtimeDatabaseConfig } from '@shop/shared-contracts';

export const COMMUNITY_CHAT_NODE = 'community-chat';

let appCount = 0;

/** A message from the room, or null when it is not one (a malformed child costs only itself). */
export function readChatMessage(value: unknown): ChatMessage | null {
  const result = v.safeParse(ChatMessageSchema, value);
  return result.success ? result.output : null;
}

/**
 * Listens to child added on `community-chat` (firebase-server has no queries or get, so every message
 * arrives once, oldest first). The firebase SDK is imported here, on this route only. Returns a stop function.
 */
export function subscribeToChat(config: RealtimeDatabaseConfig, onMessage: (message: ChatMessage) => void, onError: (error: unknown) => void): () => void {
  let stopped = false;
  let stop: () => void = () => undefined;
  void Promise.all([import('firebase/app'), import('firebase/database')])
    .then(([{ initializeApp, deleteApp }, { connectDatabaseEmulator, getDatabase, onChildAdded, ref }]) => {
      if (stopped) return;
      appCount += 1;
      const app = initializeApp({ databaseURL: config.databaseURL, projectId: config.projectId, apiKey: config.apiKey }, `catalog-chat-${appCount}`);
      const database = getDatabase(app);
      if (config.emulator) connectDatabaseEmulator(database, config.emulator.host, config.emulator.port);
      const unsubscribe = onChildAdded(
        ref(database, COMMUNITY_CHAT_NODE),
        (child) => {
          const message = readChatMessage(child.val());
          if (message) onMessage(message);
        },
        onError,
      );
      stop = () => {
        unsubscribe();
        void deleteApp(app);
      };
    })
    .catch(onError);
  return () => {
    stopped = true;
    stop();
  };
}
