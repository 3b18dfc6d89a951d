import path from 'node:path';

/** Where WordPress lives on its host: the storefront calls `{apiHost}/competition/index.php/wp-json/`. */
export const SITE_PATH = '/competition';

/** The PHP scripts of this folder: install steps, the command-line runner, the offline must-use plugin. */
export const PHP_DIR = path.join(__dirname, 'php');

/** Everything of one site, under its data folder. */
export function sitePaths(dataDir: string) {
  const docroot = path.join(dataDir, 'www');
  const siteRoot = path.join(docroot, SITE_PATH.slice(1));
  const content = path.join(siteRoot, 'wp-content');
  return {
    dataDir,
    /** The folder nginx serves: WordPress appears in its `competition/` folder. */
    docroot,
    /** Links to the shared WordPress core's files, and the site's own wp-content. */
    siteRoot,
    content,
    plugins: path.join(content, 'plugins'),
    muPlugins: path.join(content, 'mu-plugins'),
    wpConfig: path.join(dataDir, 'wp-config.php'),
    /** Salts and the administrator's password, made once: see siteState.ts. */
    stateFile: path.join(dataDir, 'site.json'),
    debugLog: path.join(dataDir, 'debug.log'),
    mailLog: path.join(dataDir, 'mail.jsonl'),
    /** nginx's and PHP-FPM's configuration, pid files, logs, sockets and temporary files: written at every start. */
    server: path.join(dataDir, 'server'),
    scratch: path.join(dataDir, 'tmp'),
  };
}

export type SitePaths = ReturnType<typeof sitePaths>;
