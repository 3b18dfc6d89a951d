/**
 * The advisory check of the dependencies that ship (`pnpm audit --prod`): every high or critical advisory
 * fails, unless `audit-accepted.json` accepts it with a reason and an expiry date that has not passed.
 */

export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';
const BLOCKING: ReadonlySet<Severity> = new Set(['high', 'critical']);

export interface Advisory {
  /** The GHSA id when the registry gives one, else its numeric id. */
  id: string;
  packageName: string;
  severity: Severity;
  title: string;
  url: string;
}

export interface Acceptance {
  advisory: string;
  package: string;
  reason: string;
  /** YYYY-MM-DD: from that day on the advisory fails the check again. */
  expires: string;
}

export interface AuditVerdict {
  failures: string[];
  accepted: string[];
  /** Advisories below high, listed for information. */
  notes: string[];
}

const SEVERITIES: readonly Severity[] = ['info', 'low', 'moderate', 'high', 'critical'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null);

/** The advisories in `pnpm audit --json`'s report (`{ advisories: { <id>: {…} } }`); throws when it is not one. */
export function readAuditReport(json: string): Advisory[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('pnpm audit printed something that is not JSON');
  }
  if (!isRecord(parsed) || !isRecord(parsed.advisories)) throw new Error('pnpm audit printed no advisories object');
  return Object.entries(parsed.advisories).map(([key, raw]) => {
    if (!isRecord(raw)) throw new Error(`advisory ${key} is not an object`);
    const severity = SEVERITIES.find((candidate) => candidate === raw.severity);
    const packageName = text(raw.module_name);
    if (!severity || !packageName) throw new Error(`advisory ${key} has no severity or module_name`);
    return {
      id: text(raw.github_advisory_id) ?? text(raw.id) ?? key,
      packageName,
      severity,
      title: text(raw.title) ?? '(no title)',
      url: text(raw.url) ?? '',
    };
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The accepted advisories (`audit-accepted.json`); each needs an advisory id, the package, a reason and an expiry day. */
export function readAcceptances(json: string): Acceptance[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('audit-accepted.json is not JSON');
  }
  if (!Array.isArray(parsed)) throw new Error('audit-accepted.json is not a list');
  return parsed.map((raw, index) => {
    const where = `audit-accepted.json entry ${index + 1}`;
    if (!isRecord(raw)) throw new Error(`${where} is not an object`);
    const [advisory, packageName, reason, expires] = [text(raw.advisory), text(raw.package), text(raw.reason), text(raw.expires)];
    if (!advisory) throw new Error(`${where}: advisory is missing`);
    if (!packageName) throw new Error(`${where}: package is missing`);
    if (!reason) throw new Error(`${where}: reason is missing (say why shipping with it is safe)`);
    if (!expires || !DAY.test(expires) || Number.isNaN(Date.parse(expires))) throw new Error(`${where}: expires must be a date, YYYY-MM-DD`);
    return { advisory, package: packageName, reason, expires };
  });
}

/** What fails the build, what is accepted until when, and what is only noted. `today` is YYYY-MM-DD. */
export function judgeAdvisories(advisories: readonly Advisory[], acceptances: readonly Acceptance[], today: string): AuditVerdict {
  const verdict: AuditVerdict = { failures: [], accepted: [], notes: [] };
  for (const advisory of advisories) {
    const line = `${advisory.severity} ${advisory.id} in ${advisory.packageName}: ${advisory.title}${advisory.url ? ` (${advisory.url})` : ''}`;
    if (!BLOCKING.has(advisory.severity)) {
      verdict.notes.push(line);
      continue;
    }
    const acceptance = acceptances.find((candidate) => candidate.advisory === advisory.id && candidate.package === advisory.packageName);
    if (!acceptance) verdict.failures.push(line);
    else if (acceptance.expires <= today) verdict.failures.push(`${line}: its acceptance expired on ${acceptance.expires}`);
    else verdict.accepted.push(`${line}: accepted until ${acceptance.expires}: ${acceptance.reason}`);
  }
  return verdict;
}
