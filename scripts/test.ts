/**
 * `pnpm test`: every check, in order, stopping at the first that fails; at the end, how long each step took.
 * The e2e builds run as a step of their own before the e2e files (build once, test many: e2e/build.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/apps';

const STEPS: readonly { name: string; script: string }[] = [
  { name: 'advisories', script: 'audit:deps' },
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'script tests', script: 'test:scripts' },
  { name: 'unit tests', script: 'test:unit' },
  { name: 'wordpress', script: 'test:wordpress' },
  { name: 'e2e builds', script: 'build:e2e' },
  { name: 'e2e tests', script: 'test:e2e' },
  { name: 'byte budget', script: 'bench:size' },
];

// One build cache for every step (e2e/harness/builds.ts): each build is made once per change of its inputs.
const env = { ...process.env, SHOP_BUILD_CACHE: process.env.SHOP_BUILD_CACHE ?? path.join(ROOT, 'node_modules', '.cache', 'shop-builds') };
const times: { name: string; seconds: number; ok: boolean }[] = [];
for (const step of STEPS) {
  const started = process.hrtime.bigint();
  const result = spawnSync('pnpm', ['run', step.script], { cwd: ROOT, env, stdio: 'inherit' });
  const ok = result.status === 0;
  times.push({ name: step.name, seconds: Number(process.hrtime.bigint() - started) / 1e9, ok });
  if (!ok) break;
}

const total = times.reduce((sum, step) => sum + step.seconds, 0);
console.log('\npnpm test, step by step:');
for (const step of times) console.log(`  ${step.name.padEnd(14)} ${step.seconds.toFixed(1).padStart(7)} s${step.ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(14)} ${total.toFixed(1).padStart(7)} s`);
const failed = times.find((step) => !step.ok);
if (failed) {
  console.log(`\npnpm test stopped at "${failed.name}" (pnpm run ${STEPS.find((step) => step.name === failed.name)!.script}).`);
  process.exit(1);
}
