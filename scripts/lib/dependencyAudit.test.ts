import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { judgeAdvisories, readAcceptances, readAuditReport, type Advisory } from './dependencyAudit';

/** A report as `pnpm audit --json` prints it (trimmed to the fields read). */
const REPORT = JSON.stringify({
  actions: [],
  advisories: {
    '1100001': {
      id: 1100001,
      github_advisory_id: 'GHSA-aaaa-bbbb-cccc',
      module_name: 'fastify',
      severity: 'high',
      title: 'Body parser bypass',
      url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
    },
    '1100002': { id: 1100002, module_name: 'firebase', severity: 'critical', title: 'Token leak', url: '' },
    '1100003': { id: 1100003, github_advisory_id: 'GHSA-dddd-eeee-ffff', module_name: 'valibot', severity: 'moderate', title: 'ReDoS', url: '' },
  },
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 1, high: 1, critical: 1 } },
});

const advisories = readAuditReport(REPORT);
const accept = (advisory: string, packageName: string, expires: string) => ({ advisory, package: packageName, reason: 'not reachable from our code', expires });

describe('the advisory check of the dependencies that ship', () => {
  test('reads each advisory by its GHSA id (else its number), package and severity', () => {
    assert.deepEqual(
      advisories.map((advisory: Advisory) => [advisory.id, advisory.packageName, advisory.severity]),
      [
        ['GHSA-aaaa-bbbb-cccc', 'fastify', 'high'],
        ['1100002', 'firebase', 'critical'],
        ['GHSA-dddd-eeee-ffff', 'valibot', 'moderate'],
      ],
    );
  });

  test('fails on every high or critical advisory nobody accepted, and only notes the rest', () => {
    const verdict = judgeAdvisories(advisories, [], '2026-11-24');
    assert.deepEqual(verdict.failures, [
      'high GHSA-aaaa-bbbb-cccc in fastify: Body parser bypass (https://github.com/advisories/GHSA-aaaa-bbbb-cccc)',
      'critical 1100002 in firebase: Token leak',
    ]);
    assert.deepEqual(verdict.notes, ['moderate GHSA-dddd-eeee-ffff in valibot: ReDoS']);
  });

  test('an acceptance with a reason holds until the day before it expires', () => {
    const acceptances = [accept('GHSA-aaaa-bbbb-cccc', 'fastify', '2026-12-01'), accept('1100002', 'firebase', '2027-01-01')];
    const before = judgeAdvisories(advisories, acceptances, '2026-11-30');
    assert.deepEqual(before.failures, []);
    assert.equal(
      before.accepted[0],
      'high GHSA-aaaa-bbbb-cccc in fastify: Body parser bypass (https://github.com/advisories/GHSA-aaaa-bbbb-cccc): accepted until 2026-12-01: not reachable from our code',
    );
    const onTheDay = judgeAdvisories(advisories, acceptances, '2026-12-01');
    assert.deepEqual(onTheDay.failures, [
      'high GHSA-aaaa-bbbb-cccc in fastify: Body parser bypass (https://github.com/advisories/GHSA-aaaa-bbbb-cccc): its acceptance expired on 2026-12-01',
    ]);
  });

  test('an acceptance covers only its own advisory in its own package', () => {
    const verdict = judgeAdvisories(advisories, [accept('GHSA-aaaa-bbbb-cccc', 'react', '2027-01-01')], '2026-11-24');
    assert.equal(verdict.failures.length, 2);
  });

  test('an acceptance without a reason or a real expiry date is refused', () => {
    assert.throws(() => readAcceptances('[{"advisory":"GHSA-1","package":"x","expires":"2027-01-01"}]'), /entry 1: reason is missing/);
    assert.throws(() => readAcceptances('[{"advisory":"GHSA-1","package":"x","reason":"r","expires":"soon"}]'), /entry 1: expires must be a date, YYYY-MM-DD/);
    assert.throws(() => readAcceptances('[{"package":"x","reason":"r","expires":"2027-01-01"}]'), /entry 1: advisory is missing/);
    assert.throws(() => readAcceptances('{}'), /is not a list/);
    assert.deepEqual(readAcceptances('[]'), []);
  });

  test('output that is not an audit report is said to be one, never read as "no advisories"', () => {
    assert.throws(() => readAuditReport(''), /not JSON/);
    assert.throws(() => readAuditReport('{"error":{"code":"ERR_PNPM_AUDIT_BAD_RESPONSE"}}'), /no advisories object/);
    assert.throws(() => readAuditReport('{"advisories":{"1":{"severity":"urgent","module_name":"x"}}}'), /advisory 1 has no severity or module_name/);
  });
});
