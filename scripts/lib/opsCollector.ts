import { DEFAULT_RUNTIME_CONFIG, type RemoteName } from '@shop/shared-contracts';
import { readRemoteHealth, type RemoteEventCount, type RemoteHealth } from '@shop/store-api/ops';
import { STORE_API_PORT } from './apps';

/**
 * The ops collector the shop reports remote page views and problems to: store-api's `/ops/` routes in the
 * embedded default (a real deployment points `SHOP_OPS_URL` at its own collector with the same two calls).
 */
export interface OpsCollector {
  url: string;
  token: string;
}

const headers = (collector: OpsCollector) => ({ Authorization: `Bearer ${collector.token}`, 'Content-Type': 'application/json' });

export async function sendRemoteEvents(collector: OpsCollector, events: RemoteEventCount[]): Promise<void> {
  const response = await fetch(`${collector.url}/ops/remote-events`, { method: 'POST', headers: headers(collector), body: JSON.stringify({ events }) });
  if (!response.ok) throw new Error(`the ops collector answered HTTP ${response.status}`);
}

export async function fetchRemoteHealth(collector: OpsCollector, remote: RemoteName, version: string, since: string): Promise<RemoteHealth> {
  const query = new URLSearchParams({ remote, version, since });
  const response = await fetch(`${collector.url}/ops/remote-health?${query}`, { headers: headers(collector) });
  if (!response.ok) throw new Error(`the ops collector answered HTTP ${response.status}`);
  const health = readRemoteHealth(await response.json());
  if (!health) throw new Error('the ops collector sent figures in an unexpected shape');
  return health;
}

/**
 * Counts events in memory and sends them at most every `intervalMs` (a page view is not a request to the
 * collector). A failed send is logged and its counts dropped: figures are for comparison, not billing.
 */
export function createEventBatcher(send: (events: RemoteEventCount[]) => Promise<void>, intervalMs = 500) {
  const counts = new Map<string, RemoteEventCount>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    timer = null;
    const events = [...counts.values()];
    counts.clear();
    if (events.length)
      await send(events).catch((error: unknown) => console.error(`[ops] remote events not sent: ${error instanceof Error ? error.message : String(error)}`));
  };
  return {
    add(event: Omit<RemoteEventCount, 'count'>) {
      const key = `${event.remote} ${event.version} ${event.kind}`;
      const known = counts.get(key);
      counts.set(key, { ...event, count: (known?.count ?? 0) + 1 });
      timer ??= setTimeout(() => void flush(), intervalMs);
    },
    async flush() {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}

/** The collector `pnpm releases` and the canary watch read: `SHOP_OPS_URL` / `SHOP_OPS_TOKEN`, else the local store-api. */
export function opsCollectorFromEnv(): OpsCollector {
  return {
    url: process.env.SHOP_OPS_URL ?? `http://127.0.0.1:${STORE_API_PORT}`,
    token: process.env.SHOP_OPS_TOKEN ?? DEFAULT_RUNTIME_CONFIG.serviceToken,
  };
}
