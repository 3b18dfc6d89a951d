/**
 * `pnpm audit:deps`: fails on a high or critical advisory in the dependencies that ship, unless
 * audit-accepted.json accepts it with a reason and an unexpired date (see docs/security.md, "Advisories in the dependencies that ship").
 *
 * A registry whose audit endpoint cannot be reached (a mirror that answers only GET, a closed network)
 * leaves the advisories unchecked: that is said plainly and fails only with `--require` (or
 * SHOP_AUDIT_REQUIRED=1), so CI on such a network still runs the tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps';
import { commandArgs, runCli } from './lib/cli';
import { judgeAdvisories, readAcceptances, readAuditReport } from './lib/dependencyAudit';

runCli(() => {
  const { values } = commandArgs({ require: { type: 'boolean', default: false } });
  const required = values.require || process.env.SHOP_AUDIT_REQUIRED === '1';
  const acceptedFile = path.join(ROOT, 'audit-accepted.json');
  const acceptances = readAcceptances(fs.existsSync(acceptedFile) ? fs.readFileSync(acceptedFile, 'utf8') : '[]');

  const run = spawnSync('pnpm', ['audit', '--prod', '--json'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  let advisories;
  try {
    advisories = readAuditReport(run.stdout);
  } catch (error) {
    const why = (run.stderr || run.stdout || String(run.error ?? ''))
      .replace(/[\s│×]+/g, ' ')
      .trim()
      .slice(0, 300);
    const message = `the registry's audit could not be read (${error instanceof Error ? error.message : String(error)}): ${why}`;
    if (required) throw new Error(message);
    console.warn(`audit: ADVISORIES NOT CHECKED: ${message}`);
    return;
  }

  const verdict = judgeAdvisories(advisories, acceptances, new Date().toISOString().slice(0, 10));
  for (const note of verdict.notes) console.log(`audit: note: ${note}`);
  for (const accepted of verdict.accepted) console.log(`audit: accepted: ${accepted}`);
  for (const failure of verdict.failures) console.error(`audit: FAIL: ${failure}`);
  if (verdict.failures.length > 0) throw new Error(`${verdict.failures.length} high or critical advisory(ies) in the dependencies that ship`);
  console.log(`audit: ${advisories.length} advisory(ies) in the dependencies that ship, none high or critical unaccepted`);
});
