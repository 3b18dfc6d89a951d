/**
 * @jest-environment node
 *
 * The real firebase adapter against a real RTDB-protocol server (firebase-server, as store-api runs it):
 * notices written by another client arrive, and are deleted.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onValue, push, ref, type Database } from 'firebase/database';
import type { InstantWinNotification, RealtimeDatabaseConfig } from '@shop/shared-contracts';
import { createFirebaseFeed, INSTANT_WINS_NODE } from './firebaseFeed';

interface RealtimeServer {
  close(): Promise<void>;
  getPort(): number;
  /** Its WebSocket server: 'listening' once the port is open. */
  wss: { once(event: 'listening', listener: () => void): void };
}
const FirebaseServer = require('firebase-server') as new (options: { port: number; address: string }, name: string) => RealtimeServer;

function waitFor<T>(what: string, check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const value = check();
      if (value !== undefined) return resolve(value);
      if (Date.now() - started > timeoutMs) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(poll, 20);
    };
    poll();
  });
}

describe('firebase feed against a real realtime database server', () => {
  let server: RealtimeServer;
  let config: RealtimeDatabaseConfig;
  let writerApp: FirebaseApp;
  let writer: Database;

  beforeAll(async () => {
    server = new FirebaseServer({ port: 0, address: '127.0.0.1' }, 'shell-test'); // 0: the system picks a free port
    await new Promise<void>((resolve) => server.wss.once('listening', resolve));
    const port = server.getPort();
    config = { databaseURL: `http://127.0.0.1:${port}?ns=shell-test`, projectId: 'shell-test', apiKey: 'local', emulator: { host: '127.0.0.1', port } };
    writerApp = initializeApp({ databaseURL: config.databaseURL, projectId: 'shell-test', apiKey: 'local' }, 'store-api-writer');
    writer = getDatabase(writerApp);
    connectDatabaseEmulator(writer, '127.0.0.1', port);
  });
  afterAll(async () => {
    await deleteApp(writerApp);
    await server.close();
  });

  it('receives notices written by another client and deletes each one', async () => {
    const received: InstantWinNotification[] = [];
    const stop = createFirebaseFeed(config).subscribe((notice) => received.push(notice));

    // What the other client sees of the node: every snapshot's number of children.
    const sizes: number[] = [];
    const stopWatching = onValue(ref(writer, INSTANT_WINS_NODE), (snapshot) => void sizes.push(snapshot.size));
    try {
      await push(ref(writer, INSTANT_WINS_NODE), { main_id: 104, title: 'Instant Win Tackle Frenzy', image: 'i.svg', prize: '£25 Cash', user: 'Danny Fisher' });
      await push(ref(writer, INSTANT_WINS_NODE), { main_id: 7, title: 'Bait Boat' });

      await waitFor('two notices', () => (received.length === 2 ? received : undefined));
      expect(received[0]).toEqual({ main_id: 104, title: 'Instant Win Tackle Frenzy', image: 'i.svg', prize: '£25 Cash', user: 'Danny Fisher' });
      expect(received[1]).toEqual({ main_id: 7, title: 'Bait Boat', image: '', prize: '', user: '' });

      // The node held the notices, then the adapter deleted both.
      await waitFor('the node to be emptied', () => (sizes.includes(2) && sizes.at(-1) === 0 ? true : undefined));
    } finally {
      stopWatching();
      stop();
    }
  }, 20_000);
});
