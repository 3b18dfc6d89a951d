import net from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS } from '@shop/shared-contracts';
import { freePort } from './ports';

/**
 * Fault injection for the resilience tests: a TCP service that is down and comes back on the same port,
 * and browser storage that is full, blocked or holding garbage.
 */

/** A port that refuses connections while down and forwards them to the target while up. */
export interface SwitchablePort {
  port: number;
  up(): Promise<void>;
  /** Stops listening and cuts every open connection, as a service that went away. */
  down(): Promise<void>;
}

export async function switchablePort(targetPort: number): Promise<SwitchablePort> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    port,
    up: () =>
      new Promise((resolve, reject) => {
        if (server) return resolve();
        const listening = net.createServer((client) => {
          const target = net.connect(targetPort, '127.0.0.1');
          track(client);
          track(target);
          client.pipe(target);
          target.pipe(client);
          client.once('close', () => target.destroy());
          target.once('close', () => client.destroy());
        });
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => {
          server = listening;
          resolve();
        });
      }),
    down: () =>
      new Promise((resolve) => {
        const closing = server;
        server = null;
        for (const socket of sockets) socket.destroy();
        if (!closing) return resolve();
        closing.close(() => resolve());
      }),
  };
}

export type StorageFault = 'full' | 'blocked' | 'garbage';

/** Every key the shop keeps in local storage (shared-contracts' STORAGE_KEYS), each holding something unreadable. */
export const GARBAGE_LOCAL_STORAGE: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.values(STORAGE_KEYS).map((key) => [key, '{"half a JSON'])),
  // Readable base64 that is no token the API issued: the shell sends it and is refused.
  [STORAGE_KEYS.authToken]: Buffer.from('not-a-token-the-shop-issued').toString('base64'),
  // JSON of the wrong shape for the caches ({data, timestamp}) and the remembered competition.
  [STORAGE_KEYS.settingsCache]: JSON.stringify({ data: { announcement: 42 }, timestamp: Date.now() }),
  [STORAGE_KEYS.winnerStatsCache]: JSON.stringify({ data: 'lots', timestamp: Date.now() }),
  [STORAGE_KEYS.homeSeo]: JSON.stringify([1, 2, 3]),
  [STORAGE_KEYS.fetchedCompetition]: JSON.stringify({ id: 'twelve', category: null }),
  [STORAGE_KEYS.cartKeyMap]: JSON.stringify('not a map'),
  [STORAGE_KEYS.nonceTimestamp]: 'yesterday',
};

/** The keys the remotes keep in session storage (remote-basket, remote-account), with garbage in them. */
export const GARBAGE_SESSION_STORAGE: Readonly<Record<string, string>> = {
  basket_last_order: '{"orderId":',
  account_staff_session: '[]',
  'basket.limitPromptDismissed': 'maybe',
};

/**
 * Breaks the context's storage before any of the page's scripts run, on every page of it:
 * - full: local storage filled to its real quota, so every further setItem throws QuotaExceededError;
 * - blocked: reading window.localStorage or window.sessionStorage throws SecurityError, as in a browser
 *   that blocks site data (the shop in a third-party frame, or cookies blocked);
 * - garbage: every key the shop uses holds a corrupt value (set once, before the first page).
 * A string, not a function: tsx would wrap named functions in a helper the page does not have.
 */
export async function breakStorage(context: BrowserContext, fault: StorageFault): Promise<void> {
  const scripts: Record<StorageFault, string> = {
    full: `(() => {
      if (location.protocol !== 'http:' || localStorage.getItem('e2e-filler-0') !== null) return;
      let size = 1 << 20;
      for (let index = 0; size >= 1; index += 1) {
        try {
          localStorage.setItem('e2e-filler-' + index, 'x'.repeat(size));
        } catch {
          size = Math.floor(size / 2);
        }
      }
      // Then keys of one character, so not even the shortest new key fits.
      for (let code = 0x4e00; code < 0x9fff; code += 1) {
        try {
          localStorage.setItem(String.fromCharCode(code), '');
        } catch {
          break;
        }
      }
    })();`,
    blocked: `(() => {
      if (location.protocol !== 'http:') return;
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException("Failed to read the '" + name + "' property from 'Window': Access is denied for this document.", 'SecurityError');
          },
        });
      }
    })();`,
    garbage: `(() => {
      if (location.protocol !== 'http:' || sessionStorage.getItem('e2e-garbage-set')) return;
      sessionStorage.setItem('e2e-garbage-set', '1');
      for (const [key, value] of Object.entries(${JSON.stringify(GARBAGE_LOCAL_STORAGE)})) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(${JSON.stringify(GARBAGE_SESSION_STORAGE)})) sessionStorage.setItem(key, value);
    })();`,
  };
  await context.addInitScript({ content: scripts[fault] });
}

/**
 * Every uncaught error and every console error or warning of a page, each with the file that logged it
 * (Chromium's own lines, such as a failed resource, name no URL in their text).
 */
export function trackProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.stack ?? error.message}`));
  return problems;
}

/** Whether local storage on the page refuses even one more character (the 'full' fault took). */
export function storageIsFull(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    try {
      localStorage.setItem('e2e-probe', 'x');
      localStorage.removeItem('e2e-probe');
      return false;
    } catch (error) {
      return error instanceof DOMException && error.name === 'QuotaExceededError';
    }
  });
}
