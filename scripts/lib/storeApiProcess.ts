import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps';

export interface StoreApiProcess {
  url: string;
  rtdbPort: number;
  stop(): Promise<void>;
}

/** Starts store-api as its own process and resolves once it prints that it is listening. */
export function startStoreApiProcess(options: { port: number; rtdbPort: number; dataDir?: string; allowedOrigins?: string }): Promise<StoreApiProcess> {
  const dir = path.join(ROOT, 'store-api');
  const child = spawn(path.join(dir, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      STORE_API_PORT: String(options.port),
      RTDB_PORT: String(options.rtdbPort),
      ...(options.dataDir ? { STORE_API_DATA_DIR: options.dataDir } : {}),
      ...(options.allowedOrigins ? { STORE_API_ALLOWED_ORIGINS: options.allowedOrigins } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`store-api did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.SHOP_VERBOSE) process.stdout.write(chunk);
      if (/store-api listening on (http:\/\/\S+)/.test(output)) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${options.port}`, rtdbPort: options.rtdbPort, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`store-api exited with code ${code}:\n${output}`));
    });
  });
}
