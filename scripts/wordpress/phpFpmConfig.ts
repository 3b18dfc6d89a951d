/**
 * One PHP node's PHP-FPM configuration: a global section of the harness's own (pid and log in the site's
 * folder, in the foreground), then deploy/wordpress/php-fpm-pool.conf (the production example) with its
 * placeholders filled, then the site's wp-config.php in the pool's environment (the harness's WordPress core
 * is shared by several sites). OPcache is set on PHP-FPM's command line (opcache.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderTemplate } from './configTemplate';
import { DEPLOY_DIR } from './nginxConfig';

export const PHP_FPM_POOL_TEMPLATE = path.join(DEPLOY_DIR, 'php-fpm-pool.conf');

export interface PhpFpmNodeOptions {
  /** The pool's name, as its access log and processes name it ("node1"). */
  pool: string;
  socket: string;
  pidFile: string;
  /** PHP-FPM's own log (the master's, and what workers write to stderr). */
  log: string;
  accessLog: string;
  slowLog: string;
  /** PHP's error log where WordPress sets none. */
  errorLog: string;
  user: string;
  group: string;
  /** The pool's environment (PHP-FPM clears the rest). */
  env: Readonly<Record<string, string>>;
}

/** A value as PHP-FPM's ini-style configuration reads it. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

export function phpFpmNodeConfig(options: PhpFpmNodeOptions, template = fs.readFileSync(PHP_FPM_POOL_TEMPLATE, 'utf8')): string {
  const pool = renderTemplate(
    template,
    {
      POOL: options.pool,
      USER: options.user,
      GROUP: options.group,
      LISTEN: options.socket,
      LISTEN_OWNER: options.user,
      LISTEN_GROUP: options.group,
      SLOW_LOG: options.slowLog,
      ACCESS_LOG: options.accessLog,
      ERROR_LOG: options.errorLog,
    },
    PHP_FPM_POOL_TEMPLATE,
  );
  return [
    '; Written by scripts/wordpress at every start: edits do not last.',
    '[global]',
    `pid = ${options.pidFile}`,
    `error_log = ${options.log}`,
    'daemonize = no',
    '',
    pool.trimEnd(),
    '',
    "; The test site's configuration, for the shared WordPress core (php/wp-config-dispatch.php).",
    ...Object.entries(options.env).map(([name, value]) => `env[${name}] = ${quoted(value)}`),
    '',
  ].join('\n');
}
