import fs from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryTake(file: string): boolean {
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(fs.readFileSync(file, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) return false;
    fs.rmSync(file, { force: true }); // its process is gone: a crash left it behind
    return tryTake(file);
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `work` holding a lock file (its holder's pid inside; a lock whose process has gone is taken over).
 * `waitMs` 0 refuses at once with `busy()`'s message; otherwise it waits that long for the holder.
 */
export function withLock<T>(file: string, options: { waitMs: number; busy: (holder: string) => string }, work: () => T): T {
  const deadline = Date.now() + options.waitMs;
  while (!tryTake(file)) {
    if (Date.now() >= deadline) throw new Error(options.busy(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : 'unknown'));
    pause(25);
  }
  try {
    return work();
  } finally {
    fs.rmSync(file, { force: true });
  }
}
