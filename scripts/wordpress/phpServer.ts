import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '@shop/store-api/tools';
import { requireExecutable } from './executables';
import { SITE_PATH } from './sitePaths';
import { endLeftoverGroup, startGroupProcess } from './processes';

export interface PhpServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface PhpServerOptions {
  /** The folder served (-t); also the marker by which a leftover server of an earlier run is recognised. */
  docroot: string;
  router: string;
  /** 0 or undefined: a free one. */
  port?: number;
  /** PHP's own options (-d ...). */
  phpFlags: readonly string[];
  env: NodeJS.ProcessEnv;
  /** The server's request log and errors. */
  outputFile: string;
  pidFile: string;
  workers?: number;
}

const STARTUP_LIMIT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `url` answers as the router answers `/` (a redirect to the site): another server on the port does not count. */
async function routerAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    return response.status === 302 && response.headers.get('location') === SITE_PATH + '/';
  } catch {
    return false;
  }
}

/** PHP's built-in server with a router script, its workers in a process group of their own; resolves once it answers HTTP. */
export async function startPhpServer(options: PhpServerOptions): Promise<PhpServer> {
  const php = requireExecutable(['php'], 'php-cli');
  await endLeftoverGroup(options.pidFile, options.docroot, `PHP's server of ${options.docroot}`);
  const port = options.port || (await freePort());
  const server = startGroupProcess(php, [...options.phpFlags, '-S', `127.0.0.1:${port}`, '-t', options.docroot, options.router], {
    env: { ...options.env, PHP_CLI_SERVER_WORKERS: String(options.workers ?? 4) },
    cwd: options.docroot,
    outputFile: options.outputFile,
    pidFile: options.pidFile,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (!(await routerAnswers(`${url}/`)) || !server.running()) {
    const problem = !server.running() ? 'stopped while starting' : Date.now() > deadline ? `did not answer within ${STARTUP_LIMIT_MS / 1000} s` : null;
    if (problem) {
      await server.stop();
      const output = fs.existsSync(options.outputFile) ? fs.readFileSync(options.outputFile, 'utf8').trim() : '';
      throw new Error(`php -S on port ${port} ${problem} (${path.basename(options.outputFile)}): ${output}`);
    }
    await sleep(50);
  }
  return { url, port, stop: () => server.stop() };
}
