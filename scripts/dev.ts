/**
 * `pnpm dev`: every app's webpack dev server with live reload (shell :3000, remotes :3001-3003, which
 * shell/public/remotes.json points at) and store-api, in one terminal with prefixed output.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REMOTE_APPS, ROOT, SHELL_DIR } from './lib/apps';

const processes: ChildProcess[] = [];

function run(label: string, cwd: string, command: string, args: string[]): void {
  const child = spawn(path.join(cwd, 'node_modules', '.bin', command), args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const print = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) console.log(`[${label}] ${line}`);
  };
  child.stdout?.on('data', print);
  child.stderr?.on('data', print);
  child.on('exit', (code) => console.log(`[${label}] exited with ${code}`));
  processes.push(child);
}

run('store-api', path.join(ROOT, 'store-api'), 'tsx', ['src/main.ts']);
for (const app of Object.values(REMOTE_APPS)) run(`remote-${app.name}`, app.dir, 'webpack', ['serve', '--mode', 'development']);
run('shell', SHELL_DIR, 'webpack', ['serve', '--mode', 'development']);
console.log('Dev servers starting: open http://127.0.0.1:3000 once the shell reports it compiled.');

const stopAll = () => {
  for (const child of processes) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
