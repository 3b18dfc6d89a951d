/**
 * `pnpm test`: every check, stopping at the first that fails; at the end, how long each step took.
 *
 * Most steps use one core (eslint, jest with one worker, PHP's one-process server, a webpack build), so on a
 * 2-core machine the steps before the browser tests run in two lanes at once: the code checks and unit tests
 * in one, the e2e builds and the WordPress suite in the other. The e2e files then have the machine to
 * themselves (they use both cores), and the byte budget reads the builds last. A step that fails stops the
 * other lane too. The e2e builds are a step of their own (build once, test many: e2e/build.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { ROOT } from './lib/apps';

interface Step {
  name: string;
  script: string;
}
type Lane = readonly Step[];
/** The lanes of a phase run at once; a phase starts when every lane of the one before has finished. */
const PHASES: readonly (readonly Lane[])[] = [
  [
    [
      { name: 'advisories', script: 'audit:deps' },
      { name: 'lint', script: 'lint' },
      { name: 'typecheck', script: 'typecheck' },
      { name: 'script tests', script: 'test:scripts' },
      { name: 'unit tests', script: 'test:unit' },
    ],
    [
      { name: 'e2e builds', script: 'build:e2e' },
      { name: 'wordpress', script: 'test:wordpress' },
    ],
  ],
  [[{ name: 'e2e tests', script: 'test:e2e' }]],
  [[{ name: 'byte budget', script: 'bench:size' }]],
];

// One build cache for every step (e2e/harness/builds.ts): each build is made once per change of its inputs.
const env = { ...process.env, SHOP_BUILD_CACHE: process.env.SHOP_BUILD_CACHE ?? path.join(ROOT, 'node_modules', '.cache', 'shop-builds') };

interface Outcome {
  name: string;
  seconds: number;
  result: 'passed' | 'FAILED' | 'stopped';
}
const outcomes: Outcome[] = [];
const running = new Set<ChildProcess>();
let failed: Step | undefined;

/** Runs one step in a process group of its own (so a stop reaches its children); its lines carry its name when lanes share the output. */
function runStep(step: Step, prefixLines: boolean): Promise<void> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn('pnpm', ['run', step.script], { cwd: ROOT, env, detached: true, stdio: prefixLines ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    running.add(child);
    if (prefixLines) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        readline.createInterface({ input: stream! }).on('line', (line) => out.write(`[${step.name}] ${line}\n`));
      }
    }
    child.on('close', (code) => {
      running.delete(child);
      const stopped = failed !== undefined && failed !== step && code !== 0;
      outcomes.push({
        name: step.name,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        result: code === 0 ? 'passed' : stopped ? 'stopped' : 'FAILED',
      });
      if (code !== 0 && !failed) {
        failed = step;
        stopEverything();
      }
      resolve();
    });
  });
}

function stopEverything(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('SIGINT', () => {
  stopEverything();
  process.exit(130);
});

async function runLane(lane: Lane, prefixLines: boolean): Promise<void> {
  for (const step of lane) {
    if (failed) return;
    await runStep(step, prefixLines);
  }
}

async function runPhases(): Promise<number> {
  const started = process.hrtime.bigint();
  for (const lanes of PHASES) {
    if (failed) break;
    await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function report(wallSeconds: number): void {
  console.log('\npnpm test, step by step (the steps of one phase ran in two lanes at once):');
  for (const lanes of PHASES) {
    for (const lane of lanes) {
      for (const step of lane) {
        const outcome = outcomes.find((candidate) => candidate.name === step.name);
        if (!outcome) continue;
        console.log(`  ${step.name.padEnd(14)} ${outcome.seconds.toFixed(1).padStart(7)} s${outcome.result === 'passed' ? '' : `  ${outcome.result}`}`);
      }
    }
  }
  console.log(`  ${'total (wall)'.padEnd(14)} ${wallSeconds.toFixed(1).padStart(7)} s`);
  if (failed) {
    console.log(`\npnpm test stopped at "${failed.name}" (pnpm run ${failed.script}).`);
    process.exit(1);
  }
}

void runPhases().then(report);
