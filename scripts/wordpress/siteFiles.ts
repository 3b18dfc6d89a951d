import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_NAME } from './mariadb';
import { PHP_DIR, type SitePaths } from './sitePaths';
import type { SiteState } from './siteState';

/** The must-use plugins the companion plugin ships for every host (its mu-plugins/ folder): copied into the site's. */
export const SHIPPED_MU_PLUGINS = ['angling-prizes-request-guard.php', 'angling-prizes-lean-api.php'] as const;
/** The must-use plugin of development sites alone (the plugin's dev/ folder, left out of a release): the demo importer. */
export const DEV_PLUGIN = 'angling-prizes-dev.php';

/** Writes `content` unless the file already holds it, by a rename so that a PHP process never reads half a file. */
function writeIfChanged(file: string, content: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

/** `link` points at `target`, whatever was there before. */
export function ensureSymlink(target: string, link: string): void {
  try {
    if (fs.readlinkSync(link) === target) return;
  } catch {
    // Missing, or not a link.
  }
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(target, link);
}

/** The shared core reads each site's own wp-config.php from the environment (see php/wp-config-dispatch.php). */
export function prepareCore(coreDir: string): void {
  writeIfChanged(path.join(coreDir, 'wp-config.php'), fs.readFileSync(path.join(PHP_DIR, 'wp-config-dispatch.php'), 'utf8'));
}

/** A PHP single-quoted string literal. */
const phpString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** wp_get_environment_type(): the plugin's development conveniences (loopback origins, the test card) are off in production. */
export type EnvironmentType = 'local' | 'development' | 'staging' | 'production';

interface ConfigValues {
  siteUrl: string;
  environmentType: EnvironmentType;
  socket: string;
  paths: SitePaths;
  state: SiteState;
}

function wpConfig({ siteUrl, environmentType, socket, paths, state }: ConfigValues): string {
  const constants: Record<string, string | boolean> = {
    DB_NAME: DATABASE_NAME,
    DB_USER: 'root',
    DB_PASSWORD: '',
    DB_HOST: `localhost:${socket}`,
    DB_CHARSET: 'utf8mb4',
    DB_COLLATE: '',
    ...state.keys,
    // The port may change from one run to the next: the URLs come from here, not from the database.
    WP_HOME: siteUrl,
    WP_SITEURL: siteUrl,
    WP_CONTENT_DIR: paths.content,
    WP_CONTENT_URL: `${siteUrl}/wp-content`,
    WP_ENVIRONMENT_TYPE: environmentType,
    // Offline: outgoing requests fail at once instead of hanging, except to this machine (the realtime database).
    WP_HTTP_BLOCK_EXTERNAL: true,
    WP_ACCESSIBLE_HOSTS: '127.0.0.1,localhost',
    DISABLE_WP_CRON: true,
    AUTOMATIC_UPDATER_DISABLED: true,
    WP_AUTO_UPDATE_CORE: false,
    FS_METHOD: 'direct',
    WP_DEBUG: true,
    WP_DEBUG_LOG: paths.debugLog,
    WP_DEBUG_DISPLAY: false,
    ANGLING_WP_MAIL_LOG: paths.mailLog,
  };
  const lines = Object.entries(constants).map(
    ([name, value]) => `define(${phpString(name)}, ${typeof value === 'boolean' ? String(value) : phpString(value)});`,
  );
  return [
    '<?php',
    '// Written by scripts/wordpress at every start: edits do not last.',
    ...lines,
    "$table_prefix = 'wp_';",
    "require_once ABSPATH . 'wp-settings.php';",
    '',
  ].join('\n');
}

export interface SiteFilesOptions extends ConfigValues {
  coreDir: string;
  woocommerceDir: string;
  /** The companion plugin's folder, or null to run without it. */
  pluginDir: string | null;
}

/**
 * The site's own folder: links to every file of the shared core but wp-content, its own wp-content (the core's
 * themes, WooCommerce and the companion plugin linked in, the offline must-use plugin, the plugin's request
 * guard and its development must-use plugin), and its wp-config.php.
 */
export function writeSiteFiles(options: SiteFilesOptions): void {
  const { paths, coreDir } = options;
  for (const dir of [paths.siteRoot, paths.plugins, paths.muPlugins, path.join(paths.content, 'uploads'), paths.scratch]) {
    fs.mkdirSync(dir, { recursive: true });
  }
  for (const entry of fs.readdirSync(coreDir)) {
    if (entry !== 'wp-content' && entry !== 'wp-config.php') ensureSymlink(path.join(coreDir, entry), path.join(paths.siteRoot, entry));
  }
  ensureSymlink(path.join(coreDir, 'wp-content', 'themes'), path.join(paths.content, 'themes'));
  ensureSymlink(options.woocommerceDir, path.join(paths.plugins, 'woocommerce'));
  const pluginLink = path.join(paths.plugins, 'angling-prizes');
  if (options.pluginDir) ensureSymlink(options.pluginDir, pluginLink);
  else fs.rmSync(pluginLink, { force: true });
  writeIfChanged(path.join(paths.muPlugins, 'offline-site.php'), fs.readFileSync(path.join(PHP_DIR, 'offline-site.php'), 'utf8'));
  for (const muPlugin of SHIPPED_MU_PLUGINS) {
    const shipped = options.pluginDir ? path.join(options.pluginDir, 'mu-plugins', muPlugin) : null;
    if (shipped && fs.existsSync(shipped)) writeIfChanged(path.join(paths.muPlugins, muPlugin), fs.readFileSync(shipped, 'utf8'));
    else fs.rmSync(path.join(paths.muPlugins, muPlugin), { force: true });
  }
  // Linked, not copied: it loads the importer beside it in dev/.
  const development = options.pluginDir ? path.join(options.pluginDir, 'dev', DEV_PLUGIN) : null;
  if (development && fs.existsSync(development)) ensureSymlink(development, path.join(paths.muPlugins, DEV_PLUGIN));
  else fs.rmSync(path.join(paths.muPlugins, DEV_PLUGIN), { force: true });
  writeIfChanged(paths.wpConfig, wpConfig(options));
}
