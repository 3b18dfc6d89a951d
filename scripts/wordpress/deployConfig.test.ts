/**
 * The production example in deploy/wordpress/ as the harness renders it: `node --import tsx --test
 * scripts/wordpress/deployConfig.test.ts`. nginx and PHP-FPM themselves check the rendered files (`-t`).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { renderTemplate } from './configTemplate';
import { requireExecutable } from './executables';
import { NGINX_SITE_TEMPLATE, nginxMainConfig, renderNginxSite, TEST_LANE_RATES, type LimitRates, type Rate } from './nginxConfig';
import { phpFpmNodeConfig } from './phpFpmConfig';
import { ENDPOINTS } from '@shop/shared-contracts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-deploy-config-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

const site = (rates: LimitRates = {}, template?: string) =>
  renderNginxSite(
    {
      port: 8123,
      root: path.join(root, 'www'),
      phpNodes: ['node1', 'node2'].map((node) => ({
        socket: path.join(root, `${node}.sock`),
        storefrontSocket: path.join(root, `${node}-storefront.sock`),
        backgroundSocket: path.join(root, `${node}-background.sock`),
      })),
      accessLog: path.join(root, 'access.log'),
      errorLog: path.join(root, 'error.log'),
      rates,
    },
    template,
  );

test('renderTemplate fills every placeholder, and refuses one without a value or a value without a placeholder, naming the file', () => {
  assert.equal(renderTemplate('listen {{LISTEN}}; root {{ROOT}};', { LISTEN: '80', ROOT: '/srv' }, 'a.conf'), 'listen 80; root /srv;');
  assert.throws(() => renderTemplate('listen {{LISTEN}}; root {{ROOT}};', { LISTEN: '80' }, 'a.conf'), { message: 'a.conf: no value for ROOT.' });
  assert.throws(() => renderTemplate('listen {{LISTEN}};', { LISTEN: '80', ROOT: '/srv' }, 'a.conf'), { message: 'a.conf has no placeholder ROOT.' });
});

test("the site file keeps its production rates unless given others, which replace exactly the named zones' rates", () => {
  const production = site();
  assert.match(production, /zone=angling_sign_in:10m\s+rate=30r\/m;/);
  assert.match(production, /zone=angling_registration:10m\s+rate=10r\/m;/);
  assert.match(production, /upstream angling_prizes_php \{\n {4}server unix:\S+node1\.sock;\n {4}server unix:\S+node2\.sock;\n\}/);
  assert.match(
    production,
    /upstream angling_prizes_php_storefront \{\n {4}server unix:\S+node1-storefront\.sock;\n {4}server unix:\S+node2-storefront\.sock;\n\}/,
  );
  assert.match(
    production,
    /upstream angling_prizes_php_background \{\n {4}server unix:\S+node1-background\.sock;\n {4}server unix:\S+node2-background\.sock;\n\}/,
  );
  assert.doesNotMatch(production, /\{\{/);
  const relaxed = site(TEST_LANE_RATES);
  for (const zone of ['angling_sign_in', 'angling_registration', 'angling_password_reset', 'angling_contact']) {
    assert.match(relaxed, new RegExp(`zone=${zone}:10m\\s+rate=6000r/m;`));
  }
  // Everything else is the production file's.
  assert.equal(relaxed.replace(/rate=\d+r\/m;/g, ''), production.replace(/rate=\d+r\/m;/g, ''));
  assert.throws(() => site({ angling_sign_in: 'fast' as Rate }), { message: 'fast is not a rate (e.g. 30r/m).' });
  const withoutContact = fs.readFileSync(NGINX_SITE_TEMPLATE, 'utf8').replace(/^limit_req_zone .*zone=angling_contact:.*$/m, '');
  assert.throws(() => site({ angling_contact: '1r/s' }, withoutContact), { message: `${NGINX_SITE_TEMPLATE} has no single limit_req_zone angling_contact.` });
});

test('nginx accepts the rendered configuration (nginx -t), with the site file as production has it', () => {
  const nginx = requireExecutable(['nginx'], 'nginx');
  fs.mkdirSync(path.join(root, 'temp'), { recursive: true });
  fs.copyFileSync('/etc/nginx/fastcgi_params', path.join(root, 'fastcgi_params'));
  fs.writeFileSync(path.join(root, 'site.conf'), site());
  const config = path.join(root, 'nginx.conf');
  fs.writeFileSync(
    config,
    nginxMainConfig({
      siteFile: path.join(root, 'site.conf'),
      pidFile: path.join(root, 'nginx.pid'),
      errorLog: path.join(root, 'error.log'),
      tempDir: path.join(root, 'temp'),
      mimeTypes: '/etc/nginx/mime.types',
      asRoot: process.getuid?.() === 0,
    }),
  );
  const output = execFileSync(nginx, ['-t', '-p', root, '-e', path.join(root, 'error.log'), '-c', config], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  assert.equal(output, '');
});

test('PHP-FPM accepts a rendered node (php-fpm -t): the production pool, then the environment of a test site', () => {
  const fpm = requireExecutable(['php-fpm8.2', 'php-fpm'], 'php8.2-fpm');
  const text = phpFpmNodeConfig({
    pool: 'node1',
    socket: path.join(root, 'node1.sock'),
    storefrontSocket: path.join(root, 'node1-storefront.sock'),
    backgroundSocket: path.join(root, 'node1-background.sock'),
    pidFile: path.join(root, 'fpm.pid'),
    log: path.join(root, 'fpm.log'),
    accessLog: path.join(root, 'fpm-access.log'),
    slowLog: path.join(root, 'fpm-slow.log'),
    errorLog: path.join(root, 'php-errors.log'),
    user: os.userInfo().username,
    group: execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim(),
    env: { WORDPRESS_SITE_CONFIG: '/srv/site/wp-config.php' },
  });
  assert.match(text, /^\[node1\]$/m);
  assert.match(text, /^\[node1-storefront\]$/m);
  assert.match(text, /^listen = \S+node1-storefront\.sock$/m);
  // The background pool's one worker at the lowest CPU priority: its work waits for spare CPU.
  assert.match(
    text,
    /^\[node1-background\]\n(?:(?!\[).*\n)*listen = \S+node1-background\.sock\n(?:(?!\[).*\n)*process\.priority = 19\n(?:(?!\[).*\n)*pm\.max_children = 1\n/m,
  );
  // Each pool gets the site's configuration in its environment (PHP-FPM gives a pool only its own env lines).
  assert.equal(text.match(/^env\[WORDPRESS_SITE_CONFIG\] = "\/srv\/site\/wp-config\.php"$/gm)?.length, 3);
  assert.ok(text.lastIndexOf('env[') > text.indexOf('[node1-background]'));
  assert.doesNotMatch(text, /opcache/, "OPcache is PHP-FPM's command line's (opcache.ts)");
  const config = path.join(root, 'fpm.conf');
  fs.writeFileSync(config, text);
  const asRoot = process.getuid?.() === 0 ? ['-R'] : [];
  execFileSync(fpm, ['-t', ...asRoot, '--fpm-config', config], { stdio: ['ignore', 'pipe', 'pipe'] });
});

test("nginx sends exactly the contract's public reads to the storefront's pool, in both of a route's forms", () => {
  const production = site();
  const mapped = [...production.matchAll(/\(\?:((?:\w+\|)+\w+)\)/g)].map((match) => match[1]!.split('|'));
  const poolLines = production.split('\n').filter((line) => line.endsWith(' angling_prizes_php_storefront;'));
  assert.equal(poolLines.length, 2, 'the rest_route form and the /wp-json/ path form');
  const expected = Object.values(ENDPOINTS)
    .filter((endpoint) => 'publicRead' in endpoint)
    .map((endpoint) => endpoint.route.replace('/api/v1/', ''))
    .sort();
  assert.equal(expected.length, 15);
  for (const line of poolLines) {
    const names = mapped.find((list) => line.includes(list.join('|')));
    assert.deepEqual([...(names ?? [])].sort(), expected, line);
  }
  assert.match(production, /fastcgi_pass \$angling_php_pool;/);
});
