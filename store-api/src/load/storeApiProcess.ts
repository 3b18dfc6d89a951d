import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface StoreApiChild {
  url: string;
  /** Everything the server printed (stdout and stderr), for the report when it would not start. */
  output(): string;
  /** What it wrote to stderr (console.error): a healthy run writes nothing there. */
  errors(): string;
  stop(): Promise<void>;
}

const STORE_API_DIR = path.resolve(__dirname, '..', '..');
const STARTUP_LIMIT_MS = 60_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * store-api as `pnpm --filter @shop/store-api start` runs it (`tsx src/main.ts`), in a process of its
 * own on free loopback ports with its realtime database, on `dataDir` (seeded with the demo shop when
 * empty). Resolves once it says it is listening.
 */
export async function startStoreApiChild(options: { dataDir: string; serviceToken: string }): Promise<StoreApiChild> {
  const port = await freePort();
  const rtdbPort = await freePort();
  const child = spawn(path.join(STORE_API_DIR, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
    cwd: STORE_API_DIR,
    env: {
      ...process.env,
      STORE_API_HOST: '127.0.0.1',
      STORE_API_PORT: String(port),
      RTDB_PORT: String(rtdbPort),
      STORE_API_DATA_DIR: options.dataDir,
      STORE_API_SERVICE_TOKEN: options.serviceToken,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
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
  return { url: `http://127.0.0.1:${port}`, output: () => output, errors: () => errors, stop };
}
