/**
 * Fresh sites from a template (freshSite.ts), with real WordPress + WooCommerce in a temporary folder:
 * `node --import tsx --test scripts/wordpress/freshSite.test.ts`. A placeholder stands in for the companion
 * plugin (so a template is the install alone, without a demo shop to import): the tests are about the
 * templates, not the plugin. Its activation writes the plugin's version into an option, so a site shows
 * which plugin its template was made with.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildApiUrl } from '@shop/shared-contracts';
import { resolveArchives } from './archives';
import { startFreshSite, templateKey } from './freshSite';
import type { WordPressSite } from './wordPressSite';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-fresh-site-test-'));
const templatesDir = path.join(root, 'templates');
const pluginDir = path.join(root, 'angling-prizes');
const sites: WordPressSite[] = [];

const placeholder = (version: string) =>
  `<?php\n/**\n * Plugin Name: Angling Prizes (test placeholder)\n */\nregister_activation_hook(__FILE__, static fn () => update_option('fresh_site_test_plugin', '${version}'));\n`;

function writePlugin(version: string): void {
  fs.writeFileSync(path.join(pluginDir, 'angling-prizes.php'), placeholder(version));
}

/** What a start logged, less the one-time unpacking of the archives (which depends on the cache, not on the site). */
function startLog(): { lines: string[]; log: (line: string) => void } {
  const lines: string[] = [];
  return { lines, log: (line) => (line.startsWith('Unpacking ') ? undefined : lines.push(line)) };
}

async function fresh(name: string, log?: (line: string) => void): Promise<WordPressSite> {
  const site = await startFreshSite({ dataDir: path.join(root, name), pluginDir, templatesDir, log });
  sites.push(site);
  return site;
}

const option = (site: WordPressSite, name: string) => site.runPhp('var_export(get_option($args[0]));', [name]);
const cartStatus = async (site: WordPressSite) => (await fetch(buildApiUrl(site.apiHost, '/wc/store/v1/cart'))).status;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

before(() => {
  fs.mkdirSync(pluginDir);
  writePlugin('one');
});

after(async () => {
  for (const site of sites) await site.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

test("templateKey: the same inputs name the same template; any change to the plugin's files (its tests aside), the archives or the day's demo shop names another", () => {
  const archives = resolveArchives();
  const noon = Date.parse('2026-11-27T12:00:00Z');
  const key = (overrides: Partial<Parameters<typeof templateKey>[0]> = {}) => templateKey({ pluginDir, archives, now: noon, ...overrides });
  const base = key();
  assert.match(base, /^[0-9a-f]{24}$/);
  assert.equal(key(), base);
  assert.equal(key({ now: Date.parse('2026-11-27T00:00:01Z') }), base, 'the same day');
  assert.notEqual(key({ now: Date.parse('2026-11-28T00:00:01Z') }), base, 'the next day: the demo shop has other dates');
  assert.notEqual(key({ pluginDir: null }), base, 'no plugin');

  writePlugin('changed');
  assert.notEqual(key(), base, 'a changed file');
  writePlugin('one');
  assert.equal(key(), base);
  fs.mkdirSync(path.join(pluginDir, 'includes'));
  fs.writeFileSync(path.join(pluginDir, 'includes', 'More.php'), '<?php\n');
  assert.notEqual(key(), base, 'an added file');
  fs.rmSync(path.join(pluginDir, 'includes'), { recursive: true });
  assert.equal(key(), base, 'the file removed again');
  fs.mkdirSync(path.join(pluginDir, 'tests'));
  fs.writeFileSync(path.join(pluginDir, 'tests', 'SomeTest.php'), '<?php\n');
  assert.equal(key(), base, "the plugin's tests are not part of a site");
  fs.rmSync(path.join(pluginDir, 'tests'), { recursive: true });

  const otherArchive = path.join(root, path.basename(archives.woocommerce));
  fs.writeFileSync(otherArchive, 'another archive of the same name');
  assert.notEqual(key({ archives: { ...archives, woocommerce: otherArchive } }), base, 'another archive');
  fs.rmSync(otherArchive);
});

let first: WordPressSite;
let firstKey = '';

test('the first fresh site makes the template (installed, stopped, kept), then starts as a copy of it', async () => {
  const { lines, log } = startLog();
  first = await fresh('first', log);
  firstKey = templateKey({ pluginDir, archives: resolveArchives() });
  const expected = [
    `^Making the site template ${firstKey} \\(once for this plugin, harness, archives and today's demo shop\\)\\.$`,
    '^Creating the MariaDB system tables \\(mariadb-install-db\\)\\.$',
    '^Installing WordPress\\.$',
    '^Activating WooCommerce\\.$',
    '^Configuring the shop \\(GBP, United Kingdom, guest checkout, permalinks\\)\\.$',
    `^Activating the companion plugin \\(${escape(pluginDir)}\\)\\.$`,
    '^Starting nginx on http://127\\.0\\.0\\.1:\\d+ in front of PHP-FPM \\(one PHP node\\)\\.$',
    '^WordPress is running: http://127\\.0\\.0\\.1:\\d+/competition/$',
    '^The companion plugin has no angling_prizes_import_demo_file\\(\\): no demo shop imported\\.$',
    `^Copying the site template ${firstKey} into ${escape(first.dataDir)}\\.$`,
    `^Starting nginx on ${escape(first.url)} in front of PHP-FPM \\(one PHP node\\)\\.$`,
    `^WordPress is running: ${escape(first.siteUrl)}/$`,
  ];
  assert.equal(lines.length, expected.length, lines.join('\n'));
  lines.forEach((line, index) => assert.match(line, new RegExp(expected[index]!)));
  assert.deepEqual(fs.readdirSync(templatesDir), [firstKey]);
  const template = path.join(templatesDir, firstKey);
  assert.equal((JSON.parse(fs.readFileSync(path.join(template, 'template.json'), 'utf8')) as { key: string }).key, firstKey);
  assert.equal(fs.existsSync(path.join(template, 'debug.log')), false, 'making the template wrote nothing to the debug log');
  assert.equal(await option(first, 'fresh_site_test_plugin'), "'one'");
  assert.equal(await cartStatus(first), 200);
});

test("later fresh sites copy the template: no install, fresh logs, a database of their own, the template's administrator", async () => {
  await first.runPhp("update_option('fresh_site_test_marker', 'first');");
  const { lines, log } = startLog();
  const second = await fresh('second', log);
  assert.deepEqual(lines, [
    `Copying the site template ${firstKey} into ${second.dataDir}.`,
    `Starting nginx on ${second.url} in front of PHP-FPM (one PHP node).`,
    `WordPress is running: ${second.siteUrl}/`,
  ]);
  assert.notEqual(second.url, first.url);
  assert.deepEqual(second.admin, first.admin);
  assert.equal(await option(second, 'fresh_site_test_plugin'), "'one'");
  assert.equal(await option(second, 'fresh_site_test_marker'), 'false');
  assert.equal(await option(first, 'fresh_site_test_marker'), "'first'");
  assert.deepEqual([await cartStatus(first), await cartStatus(second)], [200, 200]);
  // The install mailed the administrator in the template; a copy starts with no mail and an empty debug log.
  assert.equal(fs.existsSync(second.mailLogFile), false);
  assert.equal(fs.existsSync(second.debugLogFile), false);
  assert.equal(fs.existsSync(first.debugLogFile), false);
});

test('a folder that is not empty is refused before anything is copied', async () => {
  const used = path.join(root, 'used');
  fs.mkdirSync(used);
  fs.writeFileSync(path.join(used, 'keep.txt'), 'mine');
  await assert.rejects(startFreshSite({ dataDir: used, pluginDir, templatesDir }), {
    message: `${used} is not empty: a fresh site needs a new or empty folder.`,
  });
  assert.deepEqual(fs.readdirSync(used), ['keep.txt']);
});

test('a changed plugin file gives a new template, and the stale one is never used, nor a folder of its name that is no finished template; a half-made template of a process that has gone is cleared', async () => {
  const abandoned = path.join(templatesDir, '.making-999999999-abandoned');
  fs.mkdirSync(abandoned);
  writePlugin('two');
  const secondKey = templateKey({ pluginDir, archives: resolveArchives() });
  assert.notEqual(secondKey, firstKey);
  // A folder of the new key without a manifest (a copy stopped half-way): not a template.
  fs.mkdirSync(path.join(templatesDir, secondKey));
  fs.writeFileSync(path.join(templatesDir, secondKey, 'half-copied.txt'), '');
  const { lines, log } = startLog();
  const third = await fresh('third', log);
  assert.equal(lines[0], `Making the site template ${secondKey} (once for this plugin, harness, archives and today's demo shop).`);
  assert.equal(lines.at(-3), `Copying the site template ${secondKey} into ${third.dataDir}.`);
  assert.equal(await option(third, 'fresh_site_test_plugin'), "'two'");
  assert.equal(fs.existsSync(path.join(templatesDir, secondKey, 'half-copied.txt')), false);
  // The first template is younger than the time another run may take to copy it: kept for now.
  assert.deepEqual(fs.readdirSync(templatesDir).sort(), [firstKey, secondKey].sort());
});
