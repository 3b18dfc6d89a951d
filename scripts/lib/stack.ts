import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type RemoteName, type RuntimeConfig, DEFAULT_RUNTIME_CONFIG } from '@shop/shared-contracts';
import type { createRenderServer } from '@shop/shell/server';
import { REMOTE_APPS, SHELL_DIR } from './apps';
import { watchCanaries } from './canaryWatch';
import { createEventBatcher, sendRemoteEvents, type OpsCollector } from './opsCollector';
import { previewSecret } from './previewLinks';
import { isKnownShellPath } from './knownPaths';
import { CSP_REPORT_PATH } from '@shop/shell/ops';
import { IMMUTABLE, NO_CACHE, startStaticServer, type RunningServer } from './staticServer';
import { startStoreApiProcess, type StoreApiProcess } from '@shop/store-api/tools';
import type { OutsideBackend } from './storefrontSettings';

/**
 * The whole shop from production builds: the shell on its origin, each remote from its deploy folder on
 * its own origin, and store-api. `pnpm start` and the e2e harness both use this.
 */
export interface StackPorts {
  shell: number;
  catalog: number;
  basket: number;
  account: number;
  storeApi: number;
  rtdb: number;
}

export interface StackOptions {
  deployDir: string;
  ports: StackPorts;
  /** publicUrl: the storefront's address for store-api's links (give the shell's port then); hostedSandbox: the sandbox gateway on. */
  storeApi?: { dataDir?: string; publicUrl?: string; hostedSandbox?: boolean } | false;
  /** Another backend's address (a WordPress + WooCommerce with the plugin) instead of store-api's on its port. */
  apiHost?: string;
  /** An outside backend whole (`readBackendSettings`): its API host, service bearer and realtime database. */
  backend?: OutsideBackend;
  /** The address browsers load each remote from, where it is not the local port (a CDN or a proxy in front of it). */
  publicRemoteOrigins?: Partial<Record<RemoteName, string>>;
  /** Replaces the served config.json while it returns a value (the e2e tests use it for bad-config cases). */
  configOverride?: () => unknown;
  /** Each step of a server render gets this long before the page goes to the browser (the render server's default otherwise). */
  renderBudgetMs?: number;
}

export interface Stack {
  shellUrl: string;
  config(): RuntimeConfig;
  stopRemote(remote: RemoteName): Promise<void>;
  startRemote(remote: RemoteName): Promise<void>;
  storeApi: StoreApiProcess | null;
  stop(): Promise<void>;
}

/** A comma- or space-separated list of origins from the environment. */
const originList = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);

const HASHED_FILE = /\.[0-9a-f]{10}\.js(\.map)?$/;

type RenderServer = ReturnType<typeof createRenderServer>;

/** The shell's render server, as its production build made it (shell/dist-server), checked before it is used. */
async function loadRenderServer(): Promise<typeof createRenderServer> {
  const file = path.join(SHELL_DIR, 'dist-server', 'renderServer.cjs');
  const loaded: unknown = await import(pathToFileURL(file).href);
  // A CommonJS file imported: its exports are the namespace's default.
  const exported: unknown = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
  const create = typeof exported === 'object' && exported !== null && 'createRenderServer' in exported ? exported.createRenderServer : undefined;
  if (typeof create !== 'function') throw new Error(`${file} does not export createRenderServer: rebuild the shell (pnpm build).`);
  return create as typeof createRenderServer;
}

function startRemoteServer(deployDir: string, remote: RemoteName, port: number): Promise<RunningServer> {
  // Everything inside a version folder is immutable; the folder name is the cache key.
  return startStaticServer({ root: path.join(deployDir, remote), port, cors: true, cacheControl: () => IMMUTABLE });
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const remoteServers = new Map<RemoteName, RunningServer>();
  const remotePorts = { ...options.ports };
  for (const remote of Object.keys(REMOTE_APPS) as RemoteName[]) {
    const server = await startRemoteServer(options.deployDir, remote, options.ports[remote]);
    remoteServers.set(remote, server);
    remotePorts[remote] = server.port;
  }

  const storeApi =
    options.storeApi === false
      ? null
      : await startStoreApiProcess({
          port: options.ports.storeApi,
          rtdbPort: options.ports.rtdb,
          dataDir: options.storeApi?.dataDir,
          publicUrl: options.storeApi?.publicUrl,
          hostedSandbox: options.storeApi?.hostedSandbox,
          onOutput: process.env.SHOP_VERBOSE ? (chunk) => process.stdout.write(chunk) : undefined,
        });

  // One value for the whole run: the render server checks config.json once for as long as it is handed the same one.
  const runtimeConfig: RuntimeConfig = {
    apiHost: options.backend?.apiHost ?? options.apiHost ?? `http://127.0.0.1:${options.ports.storeApi}`,
    serviceToken: options.backend?.serviceToken ?? DEFAULT_RUNTIME_CONFIG.serviceToken,
    realtimeDatabase: options.backend?.realtimeDatabase ?? {
      ...DEFAULT_RUNTIME_CONFIG.realtimeDatabase,
      databaseURL: `http://127.0.0.1:${options.ports.rtdb}?ns=angling-shop`,
      emulator: { host: '127.0.0.1', port: options.ports.rtdb },
    },
    remotesManifestUrl: '/remotes.json',
    // The render server answers the browsers' public reads from its cache, on the shop's own origin.
    publicReadsFromStorefront: true,
    remoteOrigins: {
      catalog: options.publicRemoteOrigins?.catalog ?? `http://127.0.0.1:${remotePorts.catalog}`,
      basket: options.publicRemoteOrigins?.basket ?? `http://127.0.0.1:${remotePorts.basket}`,
      account: options.publicRemoteOrigins?.account ?? `http://127.0.0.1:${remotePorts.account}`,
    },
  };
  const config = (): RuntimeConfig => runtimeConfig;
  // Page views and problems per remote release go to store-api, the ops collector of the embedded default;
  // the canary watch reads them there and rolls back a canary that fails.
  const collector: OpsCollector | null = storeApi ? { url: storeApi.url, token: DEFAULT_RUNTIME_CONFIG.serviceToken } : null;
  const remoteEvents = collector ? createEventBatcher((events) => sendRemoteEvents(collector, events)) : null;
  const stopCanaryWatch = collector ? watchCanaries(options.deployDir, collector) : () => undefined;
  const manifestFile = path.join(options.deployDir, 'remotes.json');
  const readManifest = () => (fs.existsSync(manifestFile) ? fs.readFileSync(manifestFile, 'utf8') : '{}');
  let renderServer: RenderServer | null = null;
  const shell = await startStaticServer({
    root: path.join(SHELL_DIR, 'dist'),
    port: options.ports.shell,
    // Unknown paths still get index.html (the page shows its not-found screen) but with status 404.
    spaFallback: isKnownShellPath,
    overrides: {
      '/config.json': () => JSON.stringify(options.configOverride?.() ?? config()),
      '/remotes.json': readManifest,
      // Ops (and pnpm bench:rush): the backend requests each public read has cost since the start.
      '/ops/public-reads': () => JSON.stringify(renderServer?.publicReadStats() ?? {}),
    },
    cacheControl: (file) => (HASHED_FILE.test(file) ? IMMUTABLE : NO_CACHE),
    pages: (url, request) => (renderServer ? renderServer.answer(url, request) : Promise.resolve(null)),
    publicReads: (method, url, body) =>
      renderServer
        ? renderServer.answerPublicRead(method, url, body)
        : Promise.resolve({
            status: 503,
            headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Retry-After': '1' },
            body: '{"code":"starting","message":"The shop is starting.","data":{"status":503}}',
          }),
    posts: {
      '/ops/remote-events': (body) => renderServer?.acceptProblemReport(body) ?? 503,
      [CSP_REPORT_PATH]: (body) => renderServer?.acceptCspReport(body) ?? 503,
    },
    documentSecurityHeaders: () => renderServer?.pageSecurityHeaders() ?? {},
  });
  renderServer = (await loadRenderServer())({
    template: fs.readFileSync(path.join(SHELL_DIR, 'dist', 'index.html'), 'utf8'),
    origin: shell.url,
    rawConfig: () => options.configOverride?.() ?? config(),
    readManifest: async () => JSON.parse(readManifest()) as unknown,
    // A local file: read for every page, so a release or a rollback reaches the very next one.
    manifestMaxAgeMs: 0,
    budgetMs: options.renderBudgetMs,
    previewSecret: previewSecret(options.deployDir),
    reportRemoteEvent: (event) => remoteEvents?.add(event),
    frontendScriptOrigins: originList(process.env.SHOP_CSP_SCRIPT_ORIGINS),
    imageOrigins: originList(process.env.SHOP_CSP_IMAGE_ORIGINS),
  });

  return {
    shellUrl: shell.url,
    config,
    storeApi,
    async stopRemote(remote) {
      await remoteServers.get(remote)?.close();
      remoteServers.delete(remote);
    },
    async startRemote(remote) {
      if (!remoteServers.has(remote)) remoteServers.set(remote, await startRemoteServer(options.deployDir, remote, remotePorts[remote]));
    },
    async stop() {
      stopCanaryWatch();
      await remoteEvents?.flush();
      await Promise.all([shell.close(), ...[...remoteServers.values()].map((server) => server.close()), storeApi?.stop()]);
    },
  };
}
