import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/apps';
import { freePort } from '@shop/store-api/tools';
import { resolveArchives, unpackOnce } from './archives';
import { startMariaDb, type MariaDb } from './mariadb';
import type { LimitRates } from './nginxConfig';
import { opcacheDir, opcacheFlags } from './opcache';
import { phpRunner } from './runPhp';
import { prepareCore, writeSiteFiles, type EnvironmentType } from './siteFiles';
import { PHP_DIR, SITE_PATH, sitePaths } from './sitePaths';
import { readSiteState, writeSiteState } from './siteState';
import { startWebServer, type WebServer } from './webServer';

export const DEFAULT_PLUGIN_DIR = path.join(ROOT, 'wordpress-plugin');
export const PLUGIN_MAIN_FILE = 'angling-prizes.php';
/** The companion plugin as WordPress names it: linked in as wp-content/plugins/angling-prizes. */
export const PLUGIN_ID = `angling-prizes/${PLUGIN_MAIN_FILE}`;

export interface WordPressSiteOptions {
  /** The site's own folder (database, wp-content, wp-config.php, logs); an installed one is reused. */
  dataDir: string;
  /** 0 or undefined: a free port. */
  port?: number;
  /**
   * The companion plugin's folder (holding angling-prizes.php); by default wordpress-plugin/ when it holds it.
   * null: a stock WordPress + WooCommerce, the plugin neither linked nor activated (an operator installs it).
   */
  pluginDir?: string | null;
  /**
   * How many PHP nodes (PHP-FPM masters, each with its pool and its own OPcache) nginx shares the requests
   * between, as machines behind a load balancer would, on the one database: 1 by default.
   */
  phpNodes?: number;
  /** nginx's limits per client address, by zone, instead of the production ones (nginxConfig.ts: TEST_LANE_RATES). */
  rates?: LimitRates;
  /** WP_ENVIRONMENT_TYPE: 'local' by default. */
  environmentType?: EnvironmentType;
  log?: (line: string) => void;
}

export interface SiteLogs {
  /** nginx's access log: one line a request, naming the PHP node that answered it (`upstream=unix:…node1.sock`). */
  nginxAccess: string;
  nginxError: string;
  /** Each PHP node's access log, one line per request its PHP ran, by node name ("node1", "node2", …). */
  phpAccess: Readonly<Record<string, string>>;
}

export interface WordPressSite {
  /** The server's origin, e.g. http://127.0.0.1:PORT. */
  url: string;
  /** WordPress's home: `{url}/competition`. */
  siteUrl: string;
  /** The storefront's config.apiHost: buildApiUrl(apiHost, route) reaches this site's REST API. */
  apiHost: string;
  dataDir: string;
  /** WordPress's debug log (WP_DEBUG_LOG): a healthy request adds nothing to it. */
  debugLogFile: string;
  /** Every mail WordPress would have sent, one JSON object a line: { time, to[], subject, message, headers, attachments }. */
  mailLogFile: string;
  /** What the web server wrote: which requests nginx answered, and which each PHP node ran. */
  serverLogs: SiteLogs;
  /** Each PHP node's PHP-FPM socket, by node name: FastCGI straight to PHP, as a host without this nginx would pass requests. */
  phpSockets: Readonly<Record<string, string>>;
  admin: { user: string; email: string; password: string };
  /** The companion plugin's folder, linked in as wp-content/plugins/angling-prizes and activated; null without it. */
  pluginDir: string | null;
  /**
   * Runs PHP with WordPress loaded (wp-load.php) and resolves with what it printed: `codeOrFile` is a .php
   * file's path or code (`<?php` optional); `args` arrive in `$args`.
   */
  runPhp(codeOrFile: string, args?: readonly string[]): Promise<string>;
  stop(): Promise<void>;
}

/** The companion plugin's folder: `given`, else wordpress-plugin/ when it holds the plugin (said in `log` when not), else null. */
export function companionPluginDir(given: string | null | undefined, log: (line: string) => void): string | null {
  if (given === null) return null;
  const dir = path.resolve(given ?? DEFAULT_PLUGIN_DIR);
  if (fs.existsSync(path.join(dir, PLUGIN_MAIN_FILE))) return dir;
  if (given !== undefined) throw new Error(`${dir} holds no ${PLUGIN_MAIN_FILE}: pluginDir must be the companion plugin's folder.`);
  log(`No companion plugin (${path.join(dir, PLUGIN_MAIN_FILE)} is missing): WordPress runs without it.`);
  return null;
}

/**
 * A private WordPress with WooCommerce (and the companion plugin) in `dataDir`: its own MariaDB on a unix
 * socket, nginx on 127.0.0.1 in front of PHP-FPM (webServer.ts), installed the first time and reused
 * afterwards. Several sites run at once on different data folders; all of them share one unpacked copy of
 * the archives.
 */
export async function startWordPress(options: WordPressSiteOptions): Promise<WordPressSite> {
  const log = options.log ?? (() => undefined);
  const archives = resolveArchives();
  const dataDir = path.resolve(options.dataDir);
  const paths = sitePaths(dataDir);
  const pluginDir = companionPluginDir(options.pluginDir, log);
  const phpNodes = options.phpNodes ?? 1;

  const coreDir = await unpackOnce(archives.wordpress, 'wp-settings.php', log);
  const woocommerceDir = await unpackOnce(archives.woocommerce, 'woocommerce.php', log);
  prepareCore(coreDir);

  fs.mkdirSync(dataDir, { recursive: true });
  let database: MariaDb | null = null;
  let server: WebServer | null = null;
  const stop = async () => {
    await server?.stop();
    await database?.stop();
  };
  try {
    database = await startMariaDb(dataDir, log);
    // The server is started last, but its port is part of the site's address, which the install needs.
    const port = options.port || (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const siteUrl = url + SITE_PATH;
    const state = readSiteState(paths.stateFile);
    writeSiteState(paths.stateFile, state);
    writeSiteFiles({ paths, coreDir, woocommerceDir, pluginDir, siteUrl, environmentType: options.environmentType ?? 'local', socket: database.socket, state });

    const compiled = opcacheDir(pluginDir);
    const php = phpRunner({
      phpFlags: opcacheFlags(compiled, true),
      env: { ...process.env, WORDPRESS_SITE_CONFIG: paths.wpConfig, WORDPRESS_CORE_DIR: coreDir, WORDPRESS_SITE_URL: siteUrl },
      cwd: paths.siteRoot,
      debugLog: paths.debugLog,
      scratchDir: paths.scratch,
    });
    if (!state.installed) {
      log('Installing WordPress.');
      await php.script(path.join(PHP_DIR, 'install.php'), ['Angling Prizes', state.admin.user, state.admin.email, state.admin.password]);
      log('Activating WooCommerce.');
      await php.withWordPress(path.join(PHP_DIR, 'activate.php'), ['woocommerce/woocommerce.php']);
      log('Configuring the shop (GBP, United Kingdom, guest checkout, permalinks).');
      await php.withWordPress(path.join(PHP_DIR, 'configure.php'));
      state.installed = true;
      writeSiteState(paths.stateFile, state);
    }
    if (pluginDir && !state.pluginActivated) {
      log(`Activating the companion plugin (${pluginDir}).`);
      await php.withWordPress(path.join(PHP_DIR, 'activate.php'), [PLUGIN_ID]);
      state.pluginActivated = true;
      writeSiteState(paths.stateFile, state);
    }

    log(`Starting nginx on ${url} in front of PHP-FPM (${phpNodes === 1 ? 'one PHP node' : `${phpNodes} PHP nodes`}).`);
    server = await startWebServer({
      docroot: paths.docroot,
      dir: paths.server,
      port,
      phpNodes,
      phpFlags: opcacheFlags(compiled, false),
      env: { WORDPRESS_SITE_CONFIG: paths.wpConfig },
      rates: options.rates,
    });
    log(`WordPress is running: ${siteUrl}/`);
    const nodes = server.phpNodes;
    return {
      url,
      siteUrl,
      apiHost: url,
      dataDir,
      debugLogFile: paths.debugLog,
      mailLogFile: paths.mailLog,
      serverLogs: {
        nginxAccess: server.accessLogFile,
        nginxError: server.errorLogFile,
        phpAccess: Object.fromEntries(nodes.map((node) => [node.name, node.accessLogFile])),
      },
      phpSockets: Object.fromEntries(nodes.map((node) => [node.name, node.socket])),
      admin: { ...state.admin },
      pluginDir,
      runPhp: (codeOrFile, args) => php.withWordPress(codeOrFile, args),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
