import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireExecutable } from './executables';
import { phpFpmNodeConfig } from './phpFpmConfig';
import { endLeftoverGroup, startGroupProcess, type GroupProcess } from './processes';
import { accepts, waitUntilReady } from './readiness';
import { socketPath } from './sockets';

/** One PHP node: a PHP-FPM master of its own with its three pools, as one machine behind the load balancer would run. */
export interface PhpNode {
  /** "node1", "node2", …: the customers' pool's name. */
  name: string;
  /** The customers' pool. */
  socket: string;
  /** The storefront's pool, for its public reads. */
  storefrontSocket: string;
  /** The background pool, at the lowest CPU priority: wp-cron.php (the e-mail queue, the draws). */
  backgroundSocket: string;
  /** One line per request this node's PHP ran, in any pool (the pools' access.log). */
  accessLogFile: string;
  /** PHP-FPM's own log. */
  logFile: string;
  stop(): Promise<void>;
}

export interface PhpNodeOptions {
  name: string;
  /** The folder of the node's configuration, pid file, logs and socket. */
  dir: string;
  /** PHP's own options (-d ...): OPcache. */
  phpFlags: readonly string[];
  /** The pool's environment. */
  env: Readonly<Record<string, string>>;
}

let groupName: string | null = null;

/** The user and group this runs as, which PHP runs as too (and which may use its socket). */
function runningAs(): { user: string; group: string } {
  groupName ??= execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim();
  return { user: os.userInfo().username, group: groupName };
}

export async function startPhpNode(options: PhpNodeOptions): Promise<PhpNode> {
  const fpm = requireExecutable(['php-fpm8.2', 'php-fpm'], 'php8.2-fpm');
  const file = (suffix: string) => path.join(options.dir, `php-fpm-${options.name}${suffix}`);
  const config = file('.conf');
  const pidFile = file('.group.json');
  await endLeftoverGroup(pidFile, config, `PHP-FPM ${options.name} of ${options.dir}`);
  const socket = socketPath(options.dir, `php-${options.name}.sock`);
  const storefrontSocket = socketPath(options.dir, `php-${options.name}-storefront.sock`);
  const backgroundSocket = socketPath(options.dir, `php-${options.name}-background.sock`);
  const sockets = [socket, storefrontSocket, backgroundSocket];
  for (const stale of sockets) fs.rmSync(stale, { force: true });
  const node = { name: options.name, socket, storefrontSocket, backgroundSocket, accessLogFile: file('.access.log'), logFile: file('.log') };
  fs.writeFileSync(
    config,
    phpFpmNodeConfig({
      pool: options.name,
      socket,
      storefrontSocket,
      backgroundSocket,
      pidFile: file('.pid'),
      log: node.logFile,
      accessLog: node.accessLogFile,
      slowLog: file('.slow.log'),
      errorLog: file('.php-errors.log'),
      ...runningAs(),
      env: options.env,
    }),
  );
  // -R: PHP-FPM refuses to run its workers as root without it, and here everything runs as root.
  const asRoot = process.getuid?.() === 0 ? ['-R'] : [];
  const server: GroupProcess = startGroupProcess(fpm, ['--nodaemonize', ...asRoot, '--fpm-config', config, ...options.phpFlags], {
    outputFile: file('.out'),
    pidFile,
  });
  const allAccept = async () => (await Promise.all(sockets.map(accepts))).every(Boolean);
  await waitUntilReady(server, allAccept, `PHP-FPM ${options.name}`, node.logFile);
  return { ...node, stop: () => server.stop() };
}
