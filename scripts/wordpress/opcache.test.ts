/**
 * OPcache's disk copy per content (opcache.ts): `node --import tsx --test scripts/wordpress/opcache.test.ts`.
 * Test sites were seen running a plugin's changed code after the file was restored from an earlier copy, until
 * the one shared disk copy was removed; with a folder per content, each content is compiled into its own.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { requireExecutable } from './executables';
import { opcacheDir, opcacheFlags, opcacheKey } from './opcache';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-opcache-test-'));
const pluginDir = path.join(root, 'plugin');
const cacheDir = path.join(root, 'cache');
const file = path.join(pluginDir, 'angling-prizes.php');
after(() => fs.rmSync(root, { recursive: true, force: true }));

const SECOND = new Date('2026-11-29T12:00:00Z');

/** Writes the plugin file with the same modification time every time, as a change and a restore in one second have. */
function writePlugin(word: string): void {
  fs.mkdirSync(pluginDir, { recursive: true });
  fs.writeFileSync(file, `<?php\necho '${word}';\n`);
  fs.utimesSync(file, SECOND, SECOND);
}

/** What PHP prints running the plugin file with OPcache's disk copy in `dir`, as the harness's command-line runs do. */
const run = (dir: string) => execFileSync(requireExecutable(['php'], 'php-cli'), [...opcacheFlags(dir, true), file], { encoding: 'utf8' });

test("the key is the plugin's content: a change names another folder, a restore the first again, whatever the files' times", () => {
  writePlugin('one');
  const one = opcacheKey(pluginDir);
  fs.mkdirSync(path.join(pluginDir, 'tests'), { recursive: true });
  fs.writeFileSync(path.join(pluginDir, 'tests', 'a.test.php'), '<?php');
  assert.equal(opcacheKey(pluginDir), one, 'its tests are not the plugin');
  writePlugin('two');
  assert.notEqual(opcacheKey(pluginDir), one);
  writePlugin('one');
  assert.equal(opcacheKey(pluginDir), one);
});

test('each content runs from its own folder: changed and restored with the same path and time, PHP runs what the file holds', () => {
  const runs: string[] = [];
  for (const word of ['one', 'two', 'one']) {
    writePlugin(word);
    runs.push(`${path.basename(opcacheDir(pluginDir, cacheDir))}:${run(opcacheDir(pluginDir, cacheDir))}`);
  }
  assert.deepEqual(
    runs.map((entry) => entry.split(':')[1]),
    ['one', 'two', 'one'],
  );
  assert.equal(runs[0], runs[2]);
  assert.notEqual(runs[0]!.split(':')[0], runs[1]!.split(':')[0]);
});

test('folders not used for a day are removed at the next start, and so is anything without a use marker; folders used since stay', () => {
  const old = path.join(cacheDir, 'old-content');
  fs.mkdirSync(old, { recursive: true });
  fs.writeFileSync(path.join(old, 'used'), '');
  const dayAgo = new Date(Date.now() - 86_400_000 - 60_000);
  fs.utimesSync(path.join(old, 'used'), dayAgo, dayAgo);
  fs.mkdirSync(path.join(cacheDir, 'unmarked'));
  const kept = opcacheDir(pluginDir, cacheDir);
  assert.ok(fs.existsSync(kept));
  assert.equal(fs.existsSync(old), false);
  assert.equal(fs.existsSync(path.join(cacheDir, 'unmarked')), false);
  // The other content's folder of the test before, used minutes ago.
  assert.equal(fs.readdirSync(cacheDir).length, 2);
});
