import fs from 'node:fs';
import net from 'node:net';
import type { GroupProcess } from './processes';

const STARTUP_LIMIT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a unix socket (or a port) accepts a connection. */
export function accepts(target: string | { port: number; host: string }): Promise<boolean> {
  return new Promise((resolve) => {
    const connection = typeof target === 'string' ? net.connect(target) : net.connect(target.port, target.host);
    connection.once('connect', () => {
      connection.destroy();
      resolve(true);
    });
    connection.once('error', () => resolve(false));
  });
}

/** The last lines of a log, for an error message. */
export function tail(file: string, lines = 20): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';
}

/**
 * Resolves once `ready()` does; a server that stops first, or is not ready within two minutes, is stopped and
 * rejected with the end of its log.
 */
export async function waitUntilReady(server: GroupProcess, ready: () => Promise<boolean>, what: string, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (!(await ready()) || !server.running()) {
    const problem = !server.running() ? 'stopped while starting' : Date.now() > deadline ? `did not start within ${STARTUP_LIMIT_MS / 1000} s` : null;
    if (problem) {
      await server.stop();
      throw new Error(`${what} ${problem}; ${logFile} ends with:\n${tail(logFile)}`);
    }
    await sleep(50);
  }
}
