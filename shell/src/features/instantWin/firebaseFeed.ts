import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onChildAdded, ref, remove } from 'firebase/database';
import * as v from 'valibot';
import { InstantWinNotificationSchema, type RealtimeDatabaseConfig } from '@shop/shared-contracts';
import { INSTANT_WIN_DELETE_DELAY_MS } from '../../shellConstants';
import type { InstantWinFeed } from './instantWinFeed';

export const INSTANT_WINS_NODE = 'instant-wins';

let appCount = 0;

/**
 * The local realtime database (firebase-server: the config names it as `emulator`) speaks only WebSocket.
 * Left to itself the SDK moves to long polling after one refused WebSocket (and from the start when storage
 * is blocked), which that server cannot answer, so a feed that started while the database was down would
 * never connect. A ws:// address keeps the SDK on WebSocket, retrying until the database is back.
 */
export function sdkDatabaseUrl(config: RealtimeDatabaseConfig): string {
  return config.emulator ? config.databaseURL.replace(/^http/, 'ws') : config.databaseURL;
}

/**
 * The firebase adapter: listens to child added on `instant-wins` and deletes each notice 100 ms after
 * receipt (INSTANT_WIN_DELETE_DELAY_MS). A notice with missing or malformed fields is still passed on, with the
 * schema's defaults; an unreachable database only means no notices (the SDK keeps retrying quietly).
 */
export function createFirebaseFeed(config: RealtimeDatabaseConfig): InstantWinFeed {
  return {
    subscribe(onNotice) {
      appCount += 1;
      const app = initializeApp({ databaseURL: sdkDatabaseUrl(config), projectId: config.projectId, apiKey: config.apiKey }, `shell-instant-wins-${appCount}`);
      const database = getDatabase(app);
      if (config.emulator) connectDatabaseEmulator(database, config.emulator.host, config.emulator.port);
      const deletions = new Set<ReturnType<typeof setTimeout>>();
      const stopListening = onChildAdded(
        ref(database, INSTANT_WINS_NODE),
        (child) => {
          const timer = setTimeout(() => {
            deletions.delete(timer);
            remove(child.ref).catch((error: unknown) => console.error('[shell] could not delete an instant-win notice:', error));
          }, INSTANT_WIN_DELETE_DELAY_MS);
          deletions.add(timer);
          const value: unknown = child.val();
          onNotice(v.parse(InstantWinNotificationSchema, typeof value === 'object' && value !== null ? value : {}));
        },
        (error) => console.error('[shell] the instant-win feed stopped:', error),
      );
      return () => {
        stopListening();
        deletions.forEach(clearTimeout);
        void deleteApp(app);
      };
    },
  };
}
