/**
 * `pnpm lint:php` (a step of `pnpm test`): `php -l` on every PHP file of the repository, then PHP_CodeSniffer
 * on the companion plugin with its ruleset (wordpress-plugin/phpcs.xml.dist; Debian's php-codesniffer).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/apps';
import { runCli } from './lib/cli';
import { requireExecutable } from './wordpress/executables';

const PLUGIN_DIR = path.join(ROOT, 'wordpress-plugin');

/** The repository's PHP files (tracked, and new ones not ignored), relative to its root. */
function phpFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.php'], { cwd: ROOT, encoding: 'utf8' });
  return listed.split('\n').filter(Boolean).sort();
}

runCli(() => {
  const php = requireExecutable(['php'], 'php-cli');
  const phpcs = requireExecutable(['phpcs'], 'php-codesniffer');
  const files = phpFiles();
  const broken = files.filter((file) => spawnSync(php, ['-l', file], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0);
  if (broken.length > 0) throw new Error(`php -l refused ${broken.length} of ${files.length} PHP files: ${broken.join(', ')}.`);
  console.log(`php -l: ${files.length} PHP files, no syntax errors.`);
  const style = spawnSync(phpcs, ['-q', '--no-colors', '--standard=phpcs.xml.dist'], { cwd: PLUGIN_DIR, stdio: 'inherit' });
  if (style.status !== 0)
    throw new Error('phpcs: the plugin breaks its style (wordpress-plugin/phpcs.xml.dist); `phpcbf` in wordpress-plugin/ fixes what it can.');
  console.log('phpcs: wordpress-plugin/ keeps its style (phpcs.xml.dist).');
});
