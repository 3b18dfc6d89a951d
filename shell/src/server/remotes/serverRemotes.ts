import crypto from 'node:crypto';
import { type RemoteName } from '@shop/shared-contracts';
import { isContractCompatible } from '../../remotes/contractVersion';
import type { ServerRemote } from '@shop/remote-kit';
import { evaluateServerBuild } from './evaluateServerBuild';

/** A failed load is not tried again for this long, so a broken release is not fetched on every request. */
const FAILED_LOAD_RETRY_MS = 5_000;

function isServerRemote(value: unknown, remote: RemoteName): value is ServerRemote {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ServerRemote>;
  return (
    typeof candidate.Screen === 'function' &&
    typeof candidate.loadPage === 'function' &&
    typeof candidate.meta === 'object' &&
    candidate.meta !== null &&
    candidate.meta.name === remote &&
    typeof candidate.meta.contractVersion === 'string'
  );
}

/**
 * The remotes' server builds, loaded at run time from the URL the live manifest names, as the browser
 * loads their remote entries: a release or a rollback is picked up with the next manifest read. A URL names
 * an immutable release, so each is fetched and run once; a failure is remembered for a few seconds.
 */
export class ServerRemotes {
  private readonly loads = new Map<string, { promise: Promise<ServerRemote>; failedAt?: number }>();

  constructor(
    private readonly provided: ReadonlyMap<string, unknown>,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** `integrity` (sha384, from remotes.json): a server build that does not match it is refused. */
  load(remote: RemoteName, url: string, integrity?: string): Promise<ServerRemote> {
    const key = `${remote} ${url} ${integrity ?? ''}`;
    const known = this.loads.get(key);
    if (known && (known.failedAt === undefined || Date.now() - known.failedAt < FAILED_LOAD_RETRY_MS)) return known.promise;
    const entry: { promise: Promise<ServerRemote>; failedAt?: number } = { promise: this.fetchAndRun(remote, url, integrity) };
    entry.promise.catch(() => {
      entry.failedAt = Date.now();
    });
    this.loads.set(key, entry);
    return entry.promise;
  }

  private async fetchAndRun(remote: RemoteName, url: string, integrity: string | undefined): Promise<ServerRemote> {
    const response = await this.fetchImpl(url);
    if (!response.ok) throw new Error(`its server build ${url} answered HTTP ${response.status}`);
    const code = await response.text();
    if (integrity && `sha384-${crypto.createHash('sha384').update(code).digest('base64')}` !== integrity) {
      throw new Error(`its server build ${url} does not match serverIntegrity in remotes.json; refusing it`);
    }
    const exported = evaluateServerBuild(code, url, this.provided) as { default?: unknown } | null | undefined;
    const serverRemote = exported?.default ?? exported;
    if (!isServerRemote(serverRemote, remote)) throw new Error(`its server build ${url} does not export a server remote for "${remote}"`);
    if (!isContractCompatible(serverRemote.meta.contractVersion)) {
      throw new Error(`its server build declares contract ${serverRemote.meta.contractVersion}, which this render server does not speak; refusing it`);
    }
    return serverRemote;
  }
}
