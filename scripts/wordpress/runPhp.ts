import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { requireExecutable } from './executables';
import { PHP_DIR } from './sitePaths';

export interface PhpRunner {
  /** Runs a PHP script (an install step) without anything loaded first; resolves with its stdout. */
  script(file: string, args?: readonly string[]): Promise<string>;
  /**
   * Runs PHP with WordPress loaded (wp-load.php), as `wp eval` / `wp eval-file` would, and resolves with what
   * it printed. `codeOrFile` is the path of a .php file, or code (with or without its opening `<?php`); the
   * code finds `args` in `$args`. A run that fails is rejected with its output and what it added to the debug log.
   */
  withWordPress(codeOrFile: string, args?: readonly string[]): Promise<string>;
}

export interface PhpRunnerOptions {
  /** PHP's own options (-d ...), before the script. */
  phpFlags: readonly string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  debugLog: string;
  /** Where code given as a string is written for the run. */
  scratchDir: string;
}

const isScriptPath = (value: string) => !value.includes('\n') && /\.php$/i.test(value) && fs.existsSync(value);

function debugLogSize(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

function debugLogSince(file: string, size: number): string {
  if (!fs.existsSync(file)) return '';
  const content = fs.readFileSync(file);
  return content.subarray(Math.min(size, content.length)).toString('utf8').trim();
}

export function phpRunner(options: PhpRunnerOptions): PhpRunner {
  const php = requireExecutable(['php'], 'php-cli');

  const script = (file: string, args: readonly string[] = []) =>
    new Promise<string>((resolve, reject) => {
      const logSize = debugLogSize(options.debugLog);
      const child = spawn(php, [...options.phpFlags, file, ...args], { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.once('error', reject);
      child.once('close', (code, signal) => {
        if (code === 0) return resolve(stdout);
        const logged = debugLogSince(options.debugLog, logSize);
        const parts = [stderr.trim(), stdout.trim(), logged && `debug log:\n${logged}`].filter(Boolean);
        const label = path.basename(file) === 'run.php' ? path.basename(args[0] ?? file) : path.basename(file);
        reject(new Error(`php ${label} failed (${code ?? signal}):\n${parts.join('\n')}`));
      });
    });

  const withWordPress = async (codeOrFile: string, args: readonly string[] = []) => {
    if (isScriptPath(codeOrFile)) return script(path.join(PHP_DIR, 'run.php'), [path.resolve(codeOrFile), ...args]);
    fs.mkdirSync(options.scratchDir, { recursive: true });
    const file = path.join(options.scratchDir, `run-${crypto.randomBytes(6).toString('hex')}.php`);
    fs.writeFileSync(file, /^\s*<\?php/.test(codeOrFile) ? codeOrFile : `<?php\n${codeOrFile}\n`);
    try {
      return await script(path.join(PHP_DIR, 'run.php'), [file, ...args]);
    } finally {
      fs.rmSync(file, { force: true });
    }
  };

  return { script, withWordPress };
}
