import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { requireExecutable } from './executables';
import { endLeftoverGroup, startGroupProcess } from './processes';
import { socketPath } from './sockets';

const run = promisify(execFile);

export const DATABASE_NAME = 'wordpress';
const STARTUP_LIMIT_MS = 120_000;

export interface MariaDb {
  /** The unix socket: WordPress's DB_HOST is `localhost:<socket>`. */
  socket: string;
  /** Runs SQL as root and returns what the client printed (tab-separated, no column names). */
  query(sql: string): Promise<string>;
  stop(): Promise<void>;
}

/** The server's own temporary folder: servers of several sites (and their installs) at once never share /tmp's names. */
function tmpDir(dir: string): string {
  const tmp = path.join(dir, 'mysql-tmp');
  fs.mkdirSync(tmp, { recursive: true });
  return tmp;
}

function configFile(dir: string, socket: string): string {
  // Small, private and quick: no TCP, no binary log, a modest buffer pool; commits reach the disk once a second.
  return [
    '[mysqld]',
    `datadir=${path.join(dir, 'mysql')}`,
    `socket=${socket}`,
    `pid-file=${path.join(dir, 'mariadbd.pid')}`,
    `log-error=${path.join(dir, 'mariadb.err')}`,
    `tmpdir=${tmpDir(dir)}`,
    `user=${os.userInfo().username}`,
    'skip-networking',
    'skip-name-resolve',
    'skip-log-bin',
    'performance_schema=OFF',
    'innodb_buffer_pool_size=64M',
    'innodb_flush_log_at_trx_commit=2',
    'character-set-server=utf8mb4',
    'collation-server=utf8mb4_unicode_ci',
    'max_connections=64',
    '',
  ].join('\n');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function accepts(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const connection = net.connect(socket);
    connection.once('connect', () => {
      connection.destroy();
      resolve(true);
    });
    connection.once('error', () => resolve(false));
  });
}

function tail(file: string, lines = 20): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';
}

/**
 * A MariaDB server of its own in `<dir>/mysql`, reachable only through a unix socket. The system tables are
 * created the first time (mariadb-install-db, root without a password); afterwards the folder is reused.
 */
export async function startMariaDb(dir: string, log: (line: string) => void): Promise<MariaDb> {
  const mariadbd = requireExecutable(['mariadbd', 'mysqld'], 'mariadb-server');
  const client = requireExecutable(['mariadb', 'mysql'], 'mariadb-client');
  const pidFile = path.join(dir, 'mariadbd.group.json');
  const cnf = path.join(dir, 'my.cnf');
  await endLeftoverGroup(pidFile, cnf, `MariaDB of ${dir}`);

  const installedMarker = path.join(dir, 'mariadb-installed');
  if (!fs.existsSync(installedMarker)) {
    log('Creating the MariaDB system tables (mariadb-install-db).');
    const installDb = requireExecutable(['mariadb-install-db', 'mysql_install_db'], 'mariadb-server');
    const dataDir = path.join(dir, 'mysql');
    fs.rmSync(dataDir, { recursive: true, force: true });
    await run(installDb, [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--user=${os.userInfo().username}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      `--tmpdir=${tmpDir(dir)}`,
    ]);
    fs.writeFileSync(installedMarker, '');
  }

  const socket = socketPath(dir, 'mysqld.sock');
  fs.writeFileSync(cnf, configFile(dir, socket));
  const errorLog = path.join(dir, 'mariadb.err');
  const server = startGroupProcess(mariadbd, [`--defaults-file=${cnf}`], { outputFile: path.join(dir, 'mariadbd.out'), pidFile });
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (!(await accepts(socket))) {
    const problem = !server.running() ? 'stopped while starting' : Date.now() > deadline ? `did not start within ${STARTUP_LIMIT_MS / 1000} s` : null;
    if (problem) {
      await server.stop();
      throw new Error(`MariaDB ${problem}; ${errorLog} ends with:\n${tail(errorLog)}`);
    }
    await sleep(50);
  }

  const query = async (sql: string) => {
    const { stdout } = await run(client, ['--no-defaults', `--socket=${socket}`, '--user=root', '--batch', '--skip-column-names', '--execute', sql]);
    return stdout;
  };
  try {
    await query(`CREATE DATABASE IF NOT EXISTS ${DATABASE_NAME} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci`);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { socket, query, stop: () => server.stop() };
}
