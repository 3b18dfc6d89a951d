// firebase-server ships no types; its constructor and close() are all store-api uses.
const FirebaseServer = require('firebase-server') as new (
  options: { port: number; address: string; rest?: boolean },
  name: string,
) => {
  close(): Promise<void>;
  getPort(): number;
};
import { RTDB_NAMESPACE } from './noticeWriter';

export interface RealtimeServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A local realtime database speaking Firebase's protocol (firebase-server), on loopback. With `rest`, it
 * answers Firebase's REST interface too (`PUT /<path>.json`), which the WordPress plugin writes its notices
 * through; store-api writes through the protocol and needs none.
 */
export async function startRealtimeServer(port: number, options: { rest?: boolean } = {}): Promise<RealtimeServer> {
  const server = new FirebaseServer({ port, address: '127.0.0.1', rest: options.rest ?? false }, RTDB_NAMESPACE);
  // getPort() answers only once the socket listens; it takes a few milliseconds.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      return { port: server.getPort(), close: () => server.close() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  throw new Error(`the realtime database did not start on port ${port}`);
}
