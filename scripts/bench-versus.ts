/**
 * `pnpm bench:versus <git revision>`: this working tree's shop against an earlier revision's, Lighthouse run
 * by run on the same machine at the same time. Lighthouse's simulated throttling multiplies what the CPU
 * does at that moment, so figures from another hour (or another `pnpm bench`) cannot show that a change
 * made pages faster; two shops measured in alternation can.
 *
 * It checks the revision out in a worktree of its own, installs its packages and starts it with its own
 * `pnpm start` (so the fixed ports of `pnpm start` must be free), builds and starts this tree's shop on free
 * ports as `pnpm bench` does, then runs Lighthouse mobile cold on `/` and a details page, alternating
 * between the two shops (this tree first in odd rounds, the revision first in even ones). It prints each
 * shop's median and worst run, the ratio of the TBT medians, and the page state's bytes in each HTML.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { competitionDetailsPath, createApiClient, type RemoteName } from '@shop/shared-contracts';
import { freePort, MemoryStorage } from '@shop/store-api/tools';
import { REMOTE_APPS, ROOT, SHELL_DIR } from './lib/apps';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { commandArgs, runCli } from './lib/cli';
import { releaseRemote } from './lib/deploy';
import { coldLighthouseRun, describeFigures, summarise, type LighthouseFigures } from './lib/lighthouse';
import { fetchPageStateBytes } from './lib/pageStateBytes';
import { startStack } from './lib/stack';
import { webpackBuild } from './lib/webpackBuild';

const PHONE = { width: 390, height: 844 };
/** How long the revision's `pnpm start` may take to build and start (a fresh worktree builds every app). */
const REVISION_START_LIMIT_MS = 15 * 60_000;

interface Shop {
  label: string;
  origin: string;
}

/** Starts the revision's own `pnpm start` in its worktree; resolves with its shell's origin once it says it is running. */
function startRevision(worktree: string): Promise<{ origin: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // Its own deploy folder and build cache (in its worktree), not this run's.
    const env = { ...process.env };
    delete env.SHOP_DEPLOY_DIR;
    delete env.SHOP_BUILD_CACHE;
    const child = spawn('pnpm', ['start'], { cwd: worktree, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`the revision's pnpm start did not start within ${REVISION_START_LIMIT_MS / 60_000} minutes`)),
      REVISION_START_LIMIT_MS,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      stopRevision(child);
      reject(new Error(`${error.message}\n${output.slice(-2_000)}`));
    }
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const running = /The shop is running: (\S+)/.exec(output);
      if (running) {
        clearTimeout(timer);
        resolve({ origin: new URL(running[1]!).origin, process: child });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => fail(new Error(`the revision's pnpm start ended (exit ${code})`)));
  });
}

function stopRevision(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

runCli(async () => {
  const { values, positionals } = commandArgs({ runs: { type: 'string', default: '5' } });
  const revision = positionals[0];
  const runs = Number(values.runs);
  if (!revision || positionals.length > 1) throw new Error('usage: pnpm bench:versus <git revision> [--runs N]');
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${values.runs}`);
  const commit = execFileSync('git', ['rev-parse', '--verify', `${revision}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  const revisionLabel = `${revision} (${commit.slice(0, 7)})`;

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-versus-'));
  const worktree = path.join(scratch, 'revision');
  const deployDir = path.join(scratch, 'deploy');
  const dataDir = path.join(scratch, 'data');
  const profileDir = path.join(scratch, 'chromium');
  process.env.SHOP_DEPLOY_DIR = deployDir;
  let revisionShop: ChildProcess | null = null;
  let stopStack: (() => Promise<void>) | null = null;
  try {
    console.log(`Checking out ${revisionLabel} and starting it with its pnpm start…`);
    execFileSync('git', ['worktree', 'add', '--detach', worktree, commit], { cwd: ROOT, stdio: 'ignore' });
    execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: worktree, stdio: 'ignore' });
    const started = await startRevision(worktree);
    revisionShop = started.process;

    console.log('Building this tree and starting it on free ports…');
    webpackBuild(SHELL_DIR);
    for (const remote of Object.keys(REMOTE_APPS) as RemoteName[]) releaseRemote(remote, 'bench');
    fs.mkdirSync(dataDir);
    const stack = await startStack({
      deployDir,
      ports: { shell: 0, catalog: 0, basket: 0, account: 0, storeApi: await freePort(), rtdb: await freePort() },
      storeApi: { dataDir },
    });
    stopStack = () => stack.stop();

    const config = stack.config();
    const client = createApiClient({ host: config.apiHost, serviceToken: config.serviceToken, storage: new MemoryStorage() });
    const competitions = (await client.listFeatured({ page: 1, limit: 24 })).data;
    const competition = competitions.find((candidate) => !candidate.comp_question) ?? competitions[0];
    if (!competition) throw new Error('store-api lists no open competition');
    const paths = ['/', competitionDetailsPath(competition)];
    const shops: Shop[] = [
      { label: 'this tree', origin: new URL(stack.shellUrl).origin },
      { label: revisionLabel, origin: started.origin },
    ];
    // Both shops seed the same demo catalogue; a page the revision does not have would compare nothing.
    for (const pathname of paths) {
      const answer = await fetch(started.origin + pathname);
      if (!answer.ok) throw new Error(`${revisionLabel} answers ${answer.status} for ${pathname}`);
    }

    const port = await freePort();
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
      viewport: PHONE,
    });
    const figures = new Map<string, LighthouseFigures[]>();
    try {
      console.log(`Lighthouse, ${runs} runs of each page on each shop, alternating…`);
      for (const pathname of paths) {
        for (let round = 0; round < runs; round += 1) {
          for (const shop of round % 2 === 0 ? shops : [...shops].reverse()) {
            const key = `${shop.label} ${pathname}`;
            figures.set(key, [...(figures.get(key) ?? []), await coldLighthouseRun(context, port, shop.origin + pathname, {})]);
          }
        }
      }
    } finally {
      await context.close();
    }

    console.log('');
    for (const pathname of paths) {
      console.log(pathname);
      const tbt: number[] = [];
      for (const shop of shops) {
        const summary = summarise(figures.get(`${shop.label} ${pathname}`)!);
        const state = await fetchPageStateBytes(shop.origin + pathname);
        tbt.push(summary.median.tbtMs);
        console.log(`  ${shop.label}`);
        console.log(`    median of ${runs}: ${describeFigures(summary.median)}`);
        console.log(`    worst of ${runs}:  LCP ${(summary.worst.lcpMs / 1000).toFixed(2)} s · TBT ${summary.worst.tbtMs.toFixed(0)} ms`);
        console.log(
          `    every run's LCP: ${summary.runs.map((run) => (run.lcpMs / 1000).toFixed(2)).join(' · ')} s; TBT: ${summary.runs.map((run) => run.tbtMs.toFixed(0)).join(' · ')} ms`,
        );
        console.log(
          `    page state: ${state.rawBytes.toLocaleString('en-GB')} B raw · ${state.brotliBytes.toLocaleString('en-GB')} B brotli · HTML ${state.htmlBytes.toLocaleString('en-GB')} B`,
        );
      }
      console.log(
        `  median TBT, this tree against ${revisionLabel}: ${tbt[0]!.toFixed(0)} / ${tbt[1]!.toFixed(0)} ms = ${tbt[1] ? (tbt[0]! / tbt[1]).toFixed(2) : 'n/a'}`,
      );
    }
  } finally {
    if (revisionShop) stopRevision(revisionShop);
    await stopStack?.();
    if (fs.existsSync(worktree)) execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});
