/**
 * Fresh sites in seconds: the first fresh site of a set of inputs installs WordPress, WooCommerce and the
 * companion plugin and imports the demo shop into a template folder (about 25 s), stops it, and keeps it;
 * every later fresh site is a copy of that folder started on its own port (MariaDB's data folder copies
 * fine while its server is stopped; the socket, my.cnf and wp-config.php are written again at every start,
 * so nothing in a copy points back at the template).
 *
 * A template is named by the hash of everything that decides its content (templateKey): the plugin's files
 * (but its tests/), the harness's own files (scripts/wordpress/, the install steps and the offline plugin
 * among them), the two archives (name, size and time), PHP's and MariaDB's versions, and store-api's demo
 * export as of today (its dates are relative to the day of export). A change to any of them names another
 * folder, so a stale template is never used; templates of other inputs are deleted by the next one made,
 * once they are a few minutes old (a run using one is done copying by then). A site's logs (debug, mail,
 * server) are not copied: a fresh site starts with empty ones.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildDemoExport } from '@shop/store-api/seed';
import { ARCHIVE_CACHE_DIR, resolveArchives, type Archives } from './archives';
import { importDemoShop } from './demoImport';
import { requireExecutable } from './executables';
import { sitePaths } from './sitePaths';
import { hashTree } from './treeHash';
import { companionPluginDir, startWordPress, type WordPressSite, type WordPressSiteOptions } from './wordPressSite';

/** Where templates are kept, one folder per key, next to the unpacked archives. */
export const TEMPLATES_DIR = path.join(ARCHIVE_CACHE_DIR, 'templates');
/** Written last into a finished template: a folder without it (or with another key in it) is not a template. */
const MANIFEST = 'template.json';
const MAKING_PREFIX = '.making-';
/** Templates of other inputs younger than this are left alone: another run may be copying one. */
const PRUNE_AFTER_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

export interface FreshSiteOptions extends WordPressSiteOptions {
  /** Where templates are kept: TEMPLATES_DIR by default. */
  templatesDir?: string;
}

export interface TemplateInputs {
  /** The companion plugin's folder, or null for a site without it. */
  pluginDir: string | null;
  archives: Archives;
  /** The moment whose UTC day dates the demo export: Date.now() by default. */
  now?: number;
}

let versions: string | null = null;

/** PHP's and MariaDB's versions (once a process). */
function programVersions(): string {
  const versionOf = (names: readonly string[], packageHint: string, args: readonly string[]) =>
    execFileSync(requireExecutable(names, packageHint), args, { encoding: 'utf8' }).trim();
  versions ??= `php ${versionOf(['php'], 'php-cli', ['-r', 'echo PHP_VERSION;'])}\0${versionOf(['mariadbd', 'mysqld'], 'mariadb-server', ['--version'])}`;
  return versions;
}

/** The name of the template these inputs make: 24 hex characters of a SHA-256 over all of them. */
export function templateKey({ pluginDir, archives, now = Date.now() }: TemplateInputs): string {
  const hash = crypto.createHash('sha256');
  hash.update('harness');
  hashTree(hash, __dirname, (file) => !file.endsWith('.test.ts'));
  hash.update('\0plugin');
  if (pluginDir) hashTree(hash, pluginDir, (file) => file.split(path.sep)[0] !== 'tests');
  // By name, size and time, as the unpacked copies are known by name (archives.ts): no 40 MB read at every start.
  for (const archive of [archives.wordpress, archives.woocommerce]) {
    const { size, mtimeMs } = fs.statSync(archive);
    hash.update(`\0archive ${path.basename(archive)} ${size} ${mtimeMs}`);
  }
  hash.update(`\0${programVersions()}`);
  hash.update('\0demo\0');
  hash.update(JSON.stringify(buildDemoExport(Math.floor(now / DAY_MS) * DAY_MS)));
  return hash.digest('hex').slice(0, 24);
}

function isTemplate(dir: string, key: string): boolean {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as { key?: unknown }).key === key;
  } catch {
    return false;
  }
}

/** What a copy leaves out: the logs (a fresh site starts with empty ones), the web server's files, the manifest. */
function copied(dataDir: string): (source: string) => boolean {
  const paths = sitePaths(dataDir);
  const left = new Set([paths.debugLog, paths.mailLog, paths.server, paths.scratch, path.join(dataDir, MANIFEST)]);
  return (source) => !left.has(source) && !/(\.group\.json|\.sock|\.pid)$/.test(source);
}

function pidRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Deletes templates of other inputs (made a while ago) and folders that a process which has gone left half-made. */
function prune(templatesDir: string, keep: string): void {
  for (const entry of fs.readdirSync(templatesDir)) {
    const dir = path.join(templatesDir, entry);
    if (entry === keep) continue;
    if (entry.startsWith(MAKING_PREFIX)) {
      const owner = Number(entry.slice(MAKING_PREFIX.length).split('-')[0]);
      if (owner !== process.pid && !pidRunning(owner)) fs.rmSync(dir, { recursive: true, force: true });
    } else if (Date.now() - fs.statSync(dir).mtimeMs > PRUNE_AFTER_MS) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** Installs a site with the demo shop in a folder of its own, stops it and renames the folder into place. */
async function makeTemplate(template: string, key: string, options: FreshSiteOptions, pluginDir: string | null): Promise<void> {
  const log = options.log ?? (() => undefined);
  const templatesDir = path.dirname(template);
  fs.mkdirSync(templatesDir, { recursive: true });
  const making = fs.mkdtempSync(path.join(templatesDir, `${MAKING_PREFIX}${process.pid}-`));
  try {
    const site = await startWordPress({ dataDir: making, pluginDir: pluginDir ?? undefined, log });
    try {
      await importDemoShop(site, { log });
    } finally {
      await site.stop();
    }
    fs.writeFileSync(path.join(making, MANIFEST), JSON.stringify({ key, madeAt: new Date().toISOString(), pluginDir }, null, 2) + '\n');
    // A folder of this name that is no finished template (a copy by hand, a manifest lost) gives way.
    if (fs.existsSync(template) && !isTemplate(template, key)) fs.rmSync(template, { recursive: true, force: true });
    try {
      fs.renameSync(making, template);
    } catch (error) {
      // Another run made the same template first: its copy is as good.
      if (!isTemplate(template, key)) throw error;
    }
  } finally {
    fs.rmSync(making, { recursive: true, force: true });
  }
  prune(templatesDir, key);
}

/**
 * Starts a new site in `dataDir` (missing or empty) with WordPress, WooCommerce, the companion plugin and the
 * demo shop, as startWordPress followed by importDemoShop would, from the template of these inputs (made
 * first when there is none). The site is an ordinary one: stop() it, start it again with startWordPress.
 */
export async function startFreshSite(options: FreshSiteOptions): Promise<WordPressSite> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: a fresh site needs a new or empty folder.`);
  }
  const archives = resolveArchives();
  const pluginDir = companionPluginDir(options.pluginDir, log);
  const key = templateKey({ pluginDir, archives });
  const template = path.join(path.resolve(options.templatesDir ?? TEMPLATES_DIR), key);
  if (!isTemplate(template, key)) {
    log(`Making the site template ${key} (once for this plugin, harness, archives and today's demo shop).`);
    await makeTemplate(template, key, options, pluginDir);
  }
  log(`Copying the site template ${key} into ${dataDir}.`);
  fs.cpSync(template, dataDir, { recursive: true, verbatimSymlinks: true, filter: copied(template) });
  return startWordPress({ ...options, dataDir, pluginDir: pluginDir ?? undefined });
}
