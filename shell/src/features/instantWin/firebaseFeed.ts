import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onChildAdded, ref, remove } from 'firebase/database';
import * as v from 'valibot';
import {
  INSTANT_WIN_DELETE_DELAY_MS,
  InstantWinNotificationSchema,
  type RealtimeDatabaseConfig,
} from '@shop/shared-contracts';
import type { InstantWinFeed } from './feed';

export const INSTANT_WINS_NODE = 'instant-wins';

/**
 * Listens to child added on `instant-wins`; each notice is deleted 100 ms after receipt. A notice with
 * missing or malformed fields is still shown, with the schema's defaults.
 */
export function createFirebaseFeed(config: RealtimeDatabaseConfig, appName = `shell-instant-wins-${Date.now()}`): InstantWinFeed {
  return {
    subscribe(onNotice) {
      const app = initializeApp({ databaseURL: config.databaseURL, projectId: config.projectId, apiKey: config.apiKey }, appName);
      const database = getDatabase(app);
      if (config.emulator) connectDatabaseEmulator(database, config.emulator.host, config.emulator.port);
      const timers = new Set<ReturnType<typeof setTimeout>>();
      const stopListening = onChildAdded(
        ref(database, INSTANT_WINS_NODE),
        (child) => {
          const parsed = v.safeParse(InstantWinNotificationSchema, child.val() ?? {});
          onNotice(parsed.success ? parsed.output : v.parse(InstantWinNotificationSchema, {}));
          const timer = setTimeout(() => {
            timers.delete(timer);
            remove(child.ref).catch((error: unknown) => console.error('[shell] could not delete an instant-win notice:', error));
          }, INSTANT_WIN_DELETE_DELAY_MS);
          timers.add(timer);
        },
        (error) => console.error('[shell] the instant-win feed stopped:', error),
      );
      return () => {
        stopListening();
        timers.forEach(clearTimeout);
        void deleteApp(app);
      };
    },
  };
}
