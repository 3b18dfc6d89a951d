/**
 * The site's web server as production runs it: nginx in front (deploy/wordpress/nginx-site.conf: files,
 * limits and refusals before PHP) and PHP-FPM behind it (deploy/wordpress/php-fpm-pool.conf), one master per
 * PHP node, taken in turn. Everything lives in the site's server folder; the system's nginx and PHP-FPM
 * services are never used.
 */
import fs from 'node:fs';
import { startNginx, type Nginx } from './nginx';
import type { LimitRates } from './nginxConfig';
import { startPhpNode, type PhpNode } from './phpFpm';

export interface WebServer {
  url: string;
  /** nginx's access log: one line a request, naming the PHP node that answered it (`upstream=`). */
  accessLogFile: string;
  errorLogFile: string;
  phpNodes: readonly PhpNode[];
  stop(): Promise<void>;
}

export interface WebServerOptions {
  /** The folder holding `competition/`. */
  docroot: string;
  /** Where the servers' configuration, pid files, logs, sockets and temporary files go. */
  dir: string;
  port: number;
  /** How many PHP nodes (PHP-FPM masters) nginx shares the requests between. */
  phpNodes: number;
  phpFlags: readonly string[];
  /** The PHP nodes' environment. */
  env: Readonly<Record<string, string>>;
  rates?: LimitRates;
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  if (!Number.isInteger(options.phpNodes) || options.phpNodes < 1) throw new Error(`phpNodes must be a whole number of at least 1, not ${options.phpNodes}.`);
  fs.mkdirSync(options.dir, { recursive: true });
  const nodes: PhpNode[] = [];
  let nginx: Nginx | null = null;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(nodes.map((node) => node.stop()));
  };
  try {
    for (let index = 1; index <= options.phpNodes; index += 1) {
      nodes.push(await startPhpNode({ name: `node${index}`, dir: options.dir, phpFlags: options.phpFlags, env: options.env }));
    }
    nginx = await startNginx({
      dir: options.dir,
      root: options.docroot,
      port: options.port,
      phpNodes: nodes,
      rates: options.rates,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: nginx.url, accessLogFile: nginx.accessLogFile, errorLogFile: nginx.errorLogFile, phpNodes: nodes, stop };
}
