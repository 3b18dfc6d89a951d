import type { InstantWinNotification } from '@shop/shared-contracts';

// The SDK is not what this test is about: it checks the adapter's own timing and defaults.
// firebaseFeed.server.test.ts runs the same adapter against a real realtime database server.
const remove = jest.fn(async (_ref: string) => undefined);
let deliverChild: (child: { val(): unknown; ref: string }) => void = () => undefined;
jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})), deleteApp: jest.fn(async () => undefined) }));
jest.mock('firebase/database', () => ({
  getDatabase: jest.fn(() => ({})),
  connectDatabaseEmulator: jest.fn(),
  ref: jest.fn((_db: unknown, path: string) => path),
  remove: (ref: string) => remove(ref),
  onChildAdded: jest.fn((_ref: unknown, callback: typeof deliverChild) => {
    deliverChild = callback;
    return () => undefined;
  }),
}));

import { initializeApp } from 'firebase/app';
import { createFirebaseFeed, sdkDatabaseUrl } from './firebaseFeed';

const CONFIG = { databaseURL: 'http://127.0.0.1:1?ns=test', projectId: 'test', apiKey: 'local', emulator: { host: '127.0.0.1', port: 1 } };

describe('firebase feed adapter', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    remove.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('passes each notice on at once and deletes it from the database 100 ms after receipt', () => {
    const received: InstantWinNotification[] = [];
    createFirebaseFeed(CONFIG).subscribe((notice) => received.push(notice));
    deliverChild({ val: () => ({ main_id: 104, title: 'Frenzy', image: 'i.svg', prize: '£25 Cash', user: 'Danny' }), ref: 'instant-wins/-N1' });
    expect(received).toEqual([{ main_id: 104, title: 'Frenzy', image: 'i.svg', prize: '£25 Cash', user: 'Danny' }]);
    jest.advanceTimersByTime(99);
    expect(remove).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(remove).toHaveBeenCalledWith('instant-wins/-N1');
  });

  it('gives a notice without user, image or prize its defaults instead of dropping it', () => {
    const received: InstantWinNotification[] = [];
    createFirebaseFeed(CONFIG).subscribe((notice) => received.push(notice));
    deliverChild({ val: () => ({ title: 'Frenzy', main_id: '104' }), ref: 'instant-wins/-N2' });
    deliverChild({ val: () => 'not an object', ref: 'instant-wins/-N3' });
    expect(received).toEqual([
      { main_id: 104, title: 'Frenzy', image: '', prize: '', user: '' },
      { main_id: 0, title: '', image: '', prize: '', user: '' },
    ]);
    jest.advanceTimersByTime(100);
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('stopping cancels deletions not yet made', () => {
    const stop = createFirebaseFeed(CONFIG).subscribe(() => undefined);
    deliverChild({ val: () => ({ user: 'Danny' }), ref: 'instant-wins/-N4' });
    stop();
    jest.advanceTimersByTime(1000);
    expect(remove).not.toHaveBeenCalled();
  });

  it('keeps the SDK on WebSocket with the local realtime database (it cannot answer long polling), not with a hosted one', () => {
    expect(sdkDatabaseUrl(CONFIG)).toBe('ws://127.0.0.1:1?ns=test');
    createFirebaseFeed(CONFIG).subscribe(() => undefined);
    expect((initializeApp as jest.Mock).mock.calls.at(-1)[0]).toMatchObject({ databaseURL: 'ws://127.0.0.1:1?ns=test' });
    const hosted = { databaseURL: 'https://angling-shop.firebaseio.com', projectId: 'angling-shop', apiKey: 'key', emulator: null };
    expect(sdkDatabaseUrl(hosted)).toBe('https://angling-shop.firebaseio.com');
  });
});
