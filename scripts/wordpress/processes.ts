import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** A server started in its own process group (a session of its own), so that it and every worker it forks end together. */
export interface GroupProcess {
  pid: number;
  /** Whether the group's leader is still running. */
  running(): boolean;
  /** Resolves once the leader has exited. */
  exited: Promise<void>;
  /** SIGTERM to the whole group, SIGKILL if the leader is still there after `graceMs`; resolves once it has gone. */
  stop(graceMs?: number): Promise<void>;
}

export interface GroupProcessOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** stdout and stderr go here (truncated first), not to pipes: a server must not depend on this process's pipes. */
  outputFile: string;
  /** Where the group's pid and this process's pid are recorded, so that a later run can end what a crashed one left behind. */
  pidFile: string;
}

const running = new Set<number>();

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The processes of a group that are still running. Zombies do not count: a worker whose parent has gone is
 * reaped by whatever init the machine has, which may take its time.
 */
export function groupMembers(pgid: number): number[] {
  if (!fs.existsSync('/proc/self/stat')) return alive(-pgid) ? [pgid] : [];
  const members: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so the fields follow the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X') members.push(Number(entry));
  }
  return members;
}

const groupRunning = (pgid: number) => groupMembers(pgid).length > 0;

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

let cleanupInstalled = false;

/** Ends every group still running when this process exits or is told to stop, then lets the signal do what it would have done. */
function installCleanup(): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.on('exit', () => {
    for (const pid of running) signalGroup(pid, 'SIGTERM');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      for (const pid of running) signalGroup(pid, 'SIGTERM');
      // Others listening (a CLI's own shutdown) decide what happens next; alone, the signal's default (exit) is restored.
      if (process.listenerCount(signal) === 1) {
        process.removeListener(signal, onSignal);
        process.kill(process.pid, signal);
      }
    };
    process.on(signal, onSignal);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilGone(pgid: number, graceMs: number): Promise<void> {
  const deadline = Date.now() + graceMs;
  while (groupRunning(pgid)) {
    if (Date.now() > deadline) {
      signalGroup(pgid, 'SIGKILL');
      break;
    }
    await sleep(50);
  }
  while (groupRunning(pgid)) await sleep(50);
}

interface PidRecord {
  pid: number;
  owner: number;
}

/**
 * Ends the group a previous run recorded in `pidFile` when that run's own process is gone (it crashed or was
 * killed before it could stop it). Only a group whose command line names `marker` (a path in the data folder)
 * is taken for that run's, and one whose owner is still running is refused: that data folder is in use.
 * `what` names the server in that refusal ("MariaDB of /data/dir").
 */
export async function endLeftoverGroup(pidFile: string, marker: string, what: string): Promise<void> {
  if (!fs.existsSync(pidFile)) return;
  const record = JSON.parse(fs.readFileSync(pidFile, 'utf8')) as PidRecord;
  const leftovers = groupMembers(record.pid).filter((pid) => commandLine(pid).includes(marker));
  if (leftovers.length > 0) {
    if (alive(record.owner)) {
      throw new Error(`${what} is already running (pid ${record.pid}, started by process ${record.owner}): stop that site first.`);
    }
    signalGroup(record.pid, 'SIGTERM');
    await waitUntilGone(record.pid, 30_000);
  }
  fs.rmSync(pidFile, { force: true });
}

export function startGroupProcess(command: string, args: readonly string[], options: GroupProcessOptions): GroupProcess {
  installCleanup();
  const output = fs.openSync(options.outputFile, 'w');
  const child = spawn(command, args, { detached: true, stdio: ['ignore', output, output], env: options.env ?? process.env, cwd: options.cwd });
  fs.closeSync(output);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${command} could not be started.`);
  running.add(pid);
  fs.writeFileSync(options.pidFile, JSON.stringify({ pid, owner: process.pid } satisfies PidRecord));
  // The group is ended on exit, so it must not keep this process alive by itself.
  child.unref();
  let leaderRunning = true;
  // The group stays listed for the cleanup on exit until stop(): workers may outlive a leader that crashed.
  const exited = new Promise<void>((resolve) => {
    const ended = () => {
      leaderRunning = false;
      resolve();
    };
    child.once('exit', ended);
    child.once('error', ended);
  });
  return {
    pid,
    running: () => leaderRunning,
    exited,
    async stop(graceMs = 30_000) {
      // Held again until its exit is seen: an unreferenced child alone does not keep this process waiting for it.
      child.ref();
      signalGroup(pid, 'SIGTERM');
      await waitUntilGone(pid, graceMs);
      await exited;
      running.delete(pid);
      fs.rmSync(options.pidFile, { force: true });
    },
  };
}
