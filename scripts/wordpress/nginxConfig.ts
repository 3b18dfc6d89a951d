/**
 * nginx's configuration for one site: deploy/wordpress/nginx-site.conf (the production example) with its
 * placeholders filled, inside a main configuration of the harness's own that keeps everything nginx writes
 * (pid, logs, temporary bodies) in the site's folder, so that several sites run at once beside the system's
 * nginx, which is never touched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/apps';
import { renderTemplate } from './configTemplate';

export const DEPLOY_DIR = path.join(ROOT, 'deploy', 'wordpress');
export const NGINX_SITE_TEMPLATE = path.join(DEPLOY_DIR, 'nginx-site.conf');

/** The limit_req zones of the site file, one per family of limited calls. */
export const LIMIT_ZONES = ['angling_sign_in', 'angling_registration', 'angling_password_reset', 'angling_contact'] as const;
export type LimitZone = (typeof LIMIT_ZONES)[number];
/** A rate as limit_req_zone writes it: requests a second or a minute. */
export type Rate = `${number}r/${'s' | 'm'}`;
export type LimitRates = Partial<Record<LimitZone, Rate>>;

/**
 * The test lane's rates: its files sign in, register and write from 127.0.0.1 far faster than any one
 * network of customers, and the plugin's own limits (AttemptLimits) are what they test. The production
 * rates are tested on their own (requestLimits.test.ts).
 */
export const TEST_LANE_RATES: LimitRates = Object.fromEntries(LIMIT_ZONES.map((zone) => [zone, '6000r/m']));

/** A PHP node's three PHP-FPM pools, as nginx reaches them. */
export interface PhpNodeSockets {
  /** The customers' pool. */
  socket: string;
  /** The storefront's pool, for its public reads. */
  storefrontSocket: string;
  /** The background pool, for wp-cron.php. */
  backgroundSocket: string;
}

export interface NginxSiteOptions {
  port: number;
  /** The folder holding `competition/`. */
  root: string;
  phpNodes: readonly PhpNodeSockets[];
  accessLog: string;
  errorLog: string;
  /** Rates instead of the production ones, by zone. */
  rates?: LimitRates;
}

/** The site file's text with one zone's rate replaced. */
function withRate(text: string, zone: LimitZone, rate: Rate): string {
  if (!/^\d+r\/[sm]$/.test(rate)) throw new Error(`${rate} is not a rate (e.g. 30r/m).`);
  const pattern = new RegExp(`(zone=${zone}:\\S+\\s+rate=)\\S+;`, 'g');
  if ((text.match(pattern) ?? []).length !== 1) throw new Error(`${NGINX_SITE_TEMPLATE} has no single limit_req_zone ${zone}.`);
  return text.replace(pattern, `$1${rate};`);
}

export function renderNginxSite(options: NginxSiteOptions, template = fs.readFileSync(NGINX_SITE_TEMPLATE, 'utf8')): string {
  let text = renderTemplate(
    template,
    {
      LISTEN: `127.0.0.1:${options.port}`,
      SERVER_NAME: '127.0.0.1 localhost',
      ROOT: options.root,
      PHP_SERVERS: options.phpNodes.map((node) => `server unix:${node.socket};`).join('\n    '),
      PHP_STOREFRONT_SERVERS: options.phpNodes.map((node) => `server unix:${node.storefrontSocket};`).join('\n    '),
      PHP_BACKGROUND_SERVERS: options.phpNodes.map((node) => `server unix:${node.backgroundSocket};`).join('\n    '),
      ACCESS_LOG: options.accessLog,
      ERROR_LOG: options.errorLog,
    },
    NGINX_SITE_TEMPLATE,
  );
  for (const [zone, rate] of Object.entries(options.rates ?? {}) as [LimitZone, Rate][]) text = withRate(text, zone, rate);
  return text;
}

export interface NginxMainOptions {
  siteFile: string;
  pidFile: string;
  errorLog: string;
  /** Where nginx keeps request bodies and other temporary files. */
  tempDir: string;
  /** nginx's own mime.types (the system's; nginx is not told to read anything else of /etc/nginx). */
  mimeTypes: string;
  /** Whether this runs as root: the workers then run as root too (this machine has no other user for them). */
  asRoot: boolean;
}

export function nginxMainConfig(options: NginxMainOptions): string {
  const temp = (name: string) => path.join(options.tempDir, name);
  return [
    '# Written by scripts/wordpress at every start: edits do not last.',
    ...(options.asRoot ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${options.pidFile};`,
    `error_log ${options.errorLog} warn;`,
    'events {',
    '    worker_connections 512;',
    '}',
    'http {',
    `    include ${options.mimeTypes};`,
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    server_tokens off;',
    `    client_body_temp_path ${temp('client_body')};`,
    `    fastcgi_temp_path ${temp('fastcgi')};`,
    `    proxy_temp_path ${temp('proxy')};`,
    `    uwsgi_temp_path ${temp('uwsgi')};`,
    `    scgi_temp_path ${temp('scgi')};`,
    `    include ${options.siteFile};`,
    '}',
    '',
  ].join('\n');
}
