import fs from 'node:fs';
import path from 'node:path';
import { requireExecutable } from './executables';
import { nginxMainConfig, renderNginxSite, type LimitRates, type PhpNodeSockets } from './nginxConfig';
import { endLeftoverGroup, startGroupProcess } from './processes';
import { waitUntilReady } from './readiness';
import { SITE_PATH } from './sitePaths';

export interface Nginx {
  url: string;
  /** One line a request, with the PHP node that answered it (`upstream=`) and the limit it fell under. */
  accessLogFile: string;
  errorLogFile: string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** The folder of nginx's configuration, pid file, logs and temporary files. */
  dir: string;
  /** The folder holding `competition/`. */
  root: string;
  port: number;
  phpNodes: readonly PhpNodeSockets[];
  rates?: LimitRates;
}

/** nginx's own files the configuration includes: the site file names fastcgi_params as a production site does. */
const NGINX_DIR = '/etc/nginx';
const MIME_TYPES = path.join(NGINX_DIR, 'mime.types');

/** Whether nginx answers `/` as the site file does (a redirect to the site): another server on the port does not count. */
async function siteAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    return response.status === 302 && response.headers.get('location') === SITE_PATH + '/';
  } catch {
    return false;
  }
}

/** A private nginx master (and its worker) in front of the site, on 127.0.0.1:port. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const nginx = requireExecutable(['nginx'], 'nginx');
  for (const needed of [MIME_TYPES, path.join(NGINX_DIR, 'fastcgi_params')]) {
    if (!fs.existsSync(needed)) throw new Error(`${needed} is missing: install nginx (apt-get install nginx).`);
  }
  const file = (name: string) => path.join(options.dir, name);
  const config = file('nginx.conf');
  const pidFile = file('nginx.group.json');
  await endLeftoverGroup(pidFile, config, `nginx of ${options.dir}`);
  // The site file's `include fastcgi_params` is read beside the configuration, as /etc/nginx/'s is.
  fs.copyFileSync(path.join(NGINX_DIR, 'fastcgi_params'), file('fastcgi_params'));
  const tempDir = file('nginx-temp');
  fs.mkdirSync(tempDir, { recursive: true });
  const logs = { accessLogFile: file('nginx-access.log'), errorLogFile: file('nginx-error.log') };
  fs.writeFileSync(
    file('nginx-site.conf'),
    renderNginxSite({
      port: options.port,
      root: options.root,
      phpNodes: options.phpNodes,
      accessLog: logs.accessLogFile,
      errorLog: logs.errorLogFile,
      rates: options.rates,
    }),
  );
  fs.writeFileSync(
    config,
    nginxMainConfig({
      siteFile: file('nginx-site.conf'),
      pidFile: file('nginx.pid'),
      errorLog: logs.errorLogFile,
      tempDir,
      mimeTypes: MIME_TYPES,
      asRoot: process.getuid?.() === 0,
    }),
  );
  // -e: the log nginx writes to before it has read its configuration (else the system's /var/log/nginx/).
  const server = startGroupProcess(nginx, ['-p', options.dir, '-e', logs.errorLogFile, '-c', config], { outputFile: file('nginx.out'), pidFile });
  const url = `http://127.0.0.1:${options.port}`;
  await waitUntilReady(server, () => siteAnswers(`${url}/`), `nginx on port ${options.port}`, logs.errorLogFile);
  return { url, ...logs, stop: () => server.stop() };
}
