/**
 * `pnpm test`: every check, in two lanes, each stopping at its first failure; a failure in one stops the
 * other. At the end, how long each step took.
 *
 * - The main lane runs every step but WordPress's, in order: the e2e builds run as a step of their own
 *   before the e2e files (build once, test many: e2e/build.ts).
 * - The WordPress lane mostly waits (PHP behind nginx, MariaDB, locks a test holds on purpose): about
 *   40% of two cores when it ran alone. It starts with the e2e files, the main lane's step that leaves the
 *   most CPU idle (about 85% of two cores busy). On a fresh clone this took `pnpm test` from 1,472 s (one
 *   lane) to 1,315 s; started beside lint, typecheck and the unit tests instead, 1,331 s. Its output goes
 *   to a log file, printed whole when the lane ends, so the two lanes' lines never mix; until then, one
 *   line every 5 minutes says how long it has run and the last test its log names.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps';

interface Step {
  name: string;
  script: string;
  /** The WordPress lane starts as this step starts. */
  startsWordPressLane?: true;
}

const MAIN_LANE: readonly Step[] = [
  { name: 'advisories', script: 'audit:deps' },
  { name: 'lint', script: 'lint' },
  { name: 'php lint and style', script: 'lint:php' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'script tests', script: 'test:scripts' },
  { name: 'unit tests', script: 'test:unit' },
  { name: 'e2e builds', script: 'build:e2e' },
  { name: 'e2e tests', script: 'test:e2e', startsWordPressLane: true },
  { name: 'byte budget', script: 'bench:size' },
];
const WORDPRESS_LANE: readonly Step[] = [{ name: 'wordpress', script: 'test:wordpress' }];

// One build cache for every step (e2e/harness/builds.ts): each build is made once per change of its inputs.
const env = { ...process.env, SHOP_BUILD_CACHE: process.env.SHOP_BUILD_CACHE ?? path.join(ROOT, 'node_modules', '.cache', 'shop-builds') };
const LOG_DIR = path.join(ROOT, 'node_modules', '.cache', 'test-logs');
/** How often the run says how far the WordPress lane has got (its log is printed only when it ends, so a hang would show nothing). */
const WORDPRESS_PROGRESS_MS = 5 * 60_000;

interface StepTime {
  name: string;
  seconds: number;
  /** Stopped: ended because the other lane failed (or the run was interrupted), not by its own failure. */
  outcome: 'passed' | 'failed' | 'stopped';
}

let stopping = false;
const running = new Set<number>();

/** Runs one step in a process group of its own (so a stop reaches its servers and browsers); resolves with whether it passed. */
function runStep(step: Step, output: 'inherit' | number): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', step.script], { cwd: ROOT, env, stdio: ['ignore', output, output], detached: true });
    if (child.pid !== undefined) running.add(child.pid);
    child.on('error', (error) => {
      console.error(`pnpm test: ${step.name} could not start: ${error.message}`);
      resolve(false);
    });
    child.on('exit', (code) => {
      if (child.pid !== undefined) running.delete(child.pid);
      resolve(code === 0);
    });
  });
}

function stopEveryStep(): void {
  stopping = true;
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.once('SIGINT', () => stopEveryStep());
process.once('SIGTERM', () => stopEveryStep());

async function runLane(steps: readonly Step[], output: 'inherit' | number, starting: (step: Step) => void = () => undefined): Promise<StepTime[]> {
  const times: StepTime[] = [];
  for (const step of steps) {
    if (stopping) break;
    starting(step);
    const started = process.hrtime.bigint();
    const passed = await runStep(step, output);
    const outcome = passed ? 'passed' : stopping ? 'stopped' : 'failed';
    times.push({ name: step.name, seconds: Number(process.hrtime.bigint() - started) / 1e9, outcome });
    if (outcome === 'failed') stopEveryStep();
    if (outcome !== 'passed') break;
  }
  return times;
}

/** A TAP line that names a test: where a test file has got. */
const TEST_LINE = /^\s*(?:# Subtest: |(?:not )?ok \d+ - )/;

/** The last line of a log (its last 16 KB) that names a test, else its last line, or '' while it is empty. */
function lastTestLine(file: string): string {
  const descriptor = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(descriptor).size;
    const tail = Buffer.alloc(Math.min(size, 16_384));
    fs.readSync(descriptor, tail, 0, tail.length, size - tail.length);
    const lines = tail
      .toString('utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return [...lines].reverse().find((line) => TEST_LINE.test(line)) ?? lines.at(-1) ?? '';
  } finally {
    fs.closeSync(descriptor);
  }
}

/** Every WORDPRESS_PROGRESS_MS, one line: how long the WordPress lane has run and the last test its log names. */
function reportProgress(log: string): NodeJS.Timeout {
  const started = Date.now();
  return setInterval(() => {
    const minutes = Math.round((Date.now() - started) / 60_000);
    console.log(`\npnpm test: the WordPress lane has run ${minutes} min; the last test its log names: ${lastTestLine(log).slice(0, 200)}\n`);
  }, WORDPRESS_PROGRESS_MS);
}

async function main(): Promise<void> {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const wordpressLog = path.join(LOG_DIR, 'wordpress.log');
  const wordpressOutput = fs.openSync(wordpressLog, 'w');
  console.log(
    `pnpm test: the WordPress lane starts with the e2e files; its output is in ${path.relative(ROOT, wordpressLog)}, printed when it ends (and the last test it names, every 5 minutes).\n`,
  );
  const started = process.hrtime.bigint();
  let startWordPressLane: (start: boolean) => void = () => undefined;
  const wordpressLaneStarts = new Promise<boolean>((resolve) => {
    startWordPressLane = resolve;
  });
  const [mainTimes, wordpressTimes] = await Promise.all([
    runLane(MAIN_LANE, 'inherit', (step) => {
      if (step.startsWordPressLane) startWordPressLane(true);
    }).finally(() => startWordPressLane(false)),
    wordpressLaneStarts.then(async (start) => {
      if (!start) {
        fs.closeSync(wordpressOutput);
        return [];
      }
      const progress = reportProgress(wordpressLog);
      const times = await runLane(WORDPRESS_LANE, wordpressOutput).finally(() => clearInterval(progress));
      fs.closeSync(wordpressOutput);
      console.log(`\n===== the WordPress lane (${path.relative(ROOT, wordpressLog)}) =====`);
      process.stdout.write(fs.readFileSync(wordpressLog));
      console.log('===== end of the WordPress lane =====\n');
      return times;
    }),
  ]);
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;

  const print = (lane: string, times: StepTime[]) => {
    console.log(`  ${lane}`);
    for (const step of times) {
      const mark = step.outcome === 'passed' ? '' : step.outcome === 'failed' ? '  FAILED' : '  stopped';
      console.log(`    ${step.name.padEnd(14)} ${step.seconds.toFixed(1).padStart(7)} s${mark}`);
    }
  };
  console.log('\npnpm test, step by step:');
  print('main lane', mainTimes);
  print('WordPress lane (beside the e2e files)', wordpressTimes);
  console.log(`  ${'total (wall)'.padEnd(16)} ${wallSeconds.toFixed(1).padStart(7)} s`);

  const times = [...mainTimes, ...wordpressTimes];
  const failed = times.find((step) => step.outcome === 'failed');
  if (failed) {
    const script = [...MAIN_LANE, ...WORDPRESS_LANE].find((step) => step.name === failed.name)!.script;
    console.log(`\npnpm test stopped at "${failed.name}" (pnpm run ${script}).`);
    process.exit(1);
  }
  if (times.length < MAIN_LANE.length + WORDPRESS_LANE.length || times.some((step) => step.outcome !== 'passed')) {
    console.log('\npnpm test was interrupted before every step had passed.');
    process.exit(1);
  }
}

void main();
