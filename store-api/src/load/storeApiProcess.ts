import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './freePort';
import type { StoreApiHeadersMode } from '../http/storeApiCors';

export interface StoreApiProcess {
  url: string;
  rtdbPort: number;
  /** Everything the server printed (stdout and stderr), for the report when it would not start. */
  output(): string;
  /** What it wrote to stderr (console.error): a healthy run writes nothing there. */
  errors(): string;
  stop(): Promise<void>;
}

export interface StoreApiProcessOptions {
  /** Free loopback ports when not given. */
  port?: number;
  rtdbPort?: number;
  /** Without one, store-api's own default (and the demo seed when the folder is empty). */
  dataDir?: string;
  serviceToken?: string;
  /** STORE_API_HOST; without it the child keeps the environment's (store-api listens on 127.0.0.1 by default). */
  host?: string;
  /** STORE_API_HEADERS: which Store API headers CORS exposes; without it the environment's, else 'stock'. */
  storeApiHeaders?: StoreApiHeadersMode;
  /** Sees what the server prints, as it prints it. */
  onOutput?: (chunk: string) => void;
  /** STORE_API_PUBLIC_URL: the storefront's address, where the payment provider sends the customer back. */
  publicUrl?: string;
  /** STORE_API_HOSTED_SANDBOX=on: the sandbox hosted-payment gateway switched on (test mode). */
  hostedSandbox?: boolean;
}

const STORE_API_DIR = path.resolve(__dirname, '..', '..');
const STARTUP_LIMIT_MS = 60_000;

/**
 * store-api as `pnpm --filter @shop/store-api start` runs it (`tsx src/main.ts`), in a process of its own,
 * with its realtime database. Resolves once it says it is listening; a server that exits first, or does not
 * listen within 60 s, is stopped and the error carries what it printed. `pnpm start`, the e2e shop and the
 * load run all start it here.
 */
export async function startStoreApiProcess(options: StoreApiProcessOptions = {}): Promise<StoreApiProcess> {
  const port = options.port ?? (await freePort());
  const rtdbPort = options.rtdbPort ?? (await freePort());
  const settings: Record<string, string | undefined> = {
    STORE_API_HOST: options.host,
    STORE_API_PORT: String(port),
    RTDB_PORT: String(rtdbPort),
    STORE_API_DATA_DIR: options.dataDir,
    STORE_API_SERVICE_TOKEN: options.serviceToken,
    STORE_API_HEADERS: options.storeApiHeaders,
    STORE_API_PUBLIC_URL: options.publicUrl,
    STORE_API_HOSTED_SANDBOX: options.hostedSandbox ? 'on' : undefined,
  };
  const given = Object.entries(settings).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const child = spawn(path.join(STORE_API_DIR, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
    cwd: STORE_API_DIR,
    env: { ...process.env, ...Object.fromEntries(given) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  const heard = (chunk: Buffer) => {
    output += chunk.toString();
    options.onOutput?.(chunk.toString());
  };
  child.stdout.on('data', heard);
  child.stderr.on('data', (chunk: Buffer) => {
    heard(chunk);
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`store-api did not start within ${STARTUP_LIMIT_MS / 1000} s:\n${output}`)), STARTUP_LIMIT_MS);
      const listening = () => {
        if (!output.includes('store-api listening on')) return;
        clearTimeout(timer);
        child.stdout.off('data', listening);
        resolve();
      };
      child.stdout.on('data', listening);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`store-api exited (${code ?? 'signal'}) before it listened:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, rtdbPort, output: () => output, errors: () => errors, stop };
}
