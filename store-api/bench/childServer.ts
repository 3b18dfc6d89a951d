import { spawn } from 'node:child_process';
import readline from 'node:readline';

/**
 * A server in a process of its own, for benchmarks whose load generator must not share the server's event
 * loop. The child prints `{"url": ...}` on a line of its own once it listens, and stops on SIGTERM.
 */
export interface ChildServer {
  url: string;
  stop(): Promise<void>;
}

/** The child's side: starts the server, says where it listens, stops it on SIGTERM; a failure to start exits 1. */
export function serveFromChildProcess(start: () => Promise<ChildServer>): void {
  start()
    .then((server) => {
      process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
      process.once('SIGTERM', () => {
        void server.stop().finally(() => process.exit(0));
      });
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

/**
 * The parent's side: runs `script` (TypeScript, through tsx) with `args` and resolves with its URL once it
 * listens. Other lines it prints are passed over; what it writes to stderr goes to ours.
 */
export async function startChildServer(options: { what: string; script: string; args: string[]; cwd?: string }): Promise<ChildServer> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), options.script, ...options.args], {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = readline.createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${options.what} exited (${code ?? 'signal'}) before it listened`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve((JSON.parse(line) as { url: string }).url);
    });
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
