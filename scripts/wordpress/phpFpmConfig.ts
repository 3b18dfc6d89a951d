/**
 * One PHP node's PHP-FPM configuration: a global section of the harness's own (pid and log in the site's
 * folder, in the foreground), then deploy/wordpress/php-fpm-pool.conf (the production example: the customers'
 * pool, the storefront's and the background one) with its placeholders filled, each pool given the site's wp-config.php in its
 * environment (the harness's WordPress core is shared by several sites). OPcache is set on PHP-FPM's command
 * line (opcache.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderTemplate } from './configTemplate';
import { DEPLOY_DIR } from './nginxConfig';

export const PHP_FPM_POOL_TEMPLATE = path.join(DEPLOY_DIR, 'php-fpm-pool.conf');

export interface PhpFpmNodeOptions {
  /** The customers' pool's name, as its access log and processes name it ("node1"; the storefront's is "node1-storefront"). */
  pool: string;
  socket: string;
  /** The storefront's pool's socket (its public reads). */
  storefrontSocket: string;
  /** The background pool's socket (wp-cron.php). */
  backgroundSocket: string;
  pidFile: string;
  /** PHP-FPM's own log (the master's, and what workers write to stderr). */
  log: string;
  accessLog: string;
  slowLog: string;
  /** PHP's error log where WordPress sets none. */
  errorLog: string;
  user: string;
  group: string;
  /** Each pool's environment (PHP-FPM clears the rest). */
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
      STOREFRONT_LISTEN: options.storefrontSocket,
      BACKGROUND_LISTEN: options.backgroundSocket,
      LISTEN_OWNER: options.user,
      LISTEN_GROUP: options.group,
      SLOW_LOG: options.slowLog,
      ACCESS_LOG: options.accessLog,
      ERROR_LOG: options.errorLog,
    },
    PHP_FPM_POOL_TEMPLATE,
  );
  const environment = [
    '',
    "; The test site's configuration, for the shared WordPress core (php/wp-config-dispatch.php).",
    ...Object.entries(options.env).map(([name, value]) => `env[${name}] = ${quoted(value)}`),
  ].join('\n');
  // Each pool's settings end where the next pool's [name] begins: the environment goes at the end of each.
  const pools = pool.trimEnd().split(/\n(?=\[[^\]\n]+\]\n)/);
  return [
    '; Written by scripts/wordpress at every start: edits do not last.',
    '[global]',
    `pid = ${options.pidFile}`,
    `error_log = ${options.log}`,
    'daemonize = no',
    '',
    pools.map((section) => (section.startsWith('[') ? section.trimEnd() + '\n' + environment : section.trimEnd())).join('\n\n'),
    '',
  ].join('\n');
}
