/**
 * Clients at once against the shop's public pages for a while: each client its own kept-alive
 * connection from its own loopback address, asking page after page as a browser asks for a document
 * (brotli or gzip accepted); every answer's status, time to the last byte and who rendered it
 * (`X-Page-Rendered`) counted per page. Bounded in time; any 5xx or network error fails the run.
 */
import http from 'node:http';
import { APP_ROUTES, competitionSlug } from '@shop/shared-contracts';
import { clientAddress, StepTimes } from '@shop/store-api/tools';

export interface PublicPage {
  /** The route table's pattern ('/competition/details/:competitionDetail'). */
  route: string;
  /** The path asked for, with its params filled ('/competition/details/Reel-Trio-102'). */
  path: string;
}

export interface PageTally {
  page: PublicPage;
  statuses: Map<number, number>;
  /** Answers by `X-Page-Rendered` ('server', 'browser', or '-' when the header is absent). */
  renderedBy: Map<string, number>;
}

export interface PageLoadResult {
  clients: number;
  seconds: number;
  elapsedSeconds: number;
  requests: number;
  times: StepTimes;
  tallies: PageTally[];
  networkErrors: number;
  /** The first few faults word for word (5xx answers, network errors). */
  faults: string[];
  passed: boolean;
}

const FAULTS_KEPT = 20;

/** The robots.txt `Disallow:` prefixes: the paths the render server itself says are private. */
export function disallowedPrefixes(robotsTxt: string): string[] {
  return robotsTxt
    .split('\n')
    .map((line) => /^Disallow:\s*(\S+)/i.exec(line.trim())?.[1])
    .filter((prefix): prefix is string => prefix !== undefined);
}

/**
 * The route table's public pages: every route outside the private prefixes the live robots.txt names,
 * with its params filled from one open competition. A param this does not know fails loudly, so a new
 * public route with a new param cannot be skipped quietly.
 */
export function publicPages(robotsTxt: string, competition: { id: number; title: string; category: string }): PublicPage[] {
  const privatePrefixes = disallowedPrefixes(robotsTxt);
  const values: Record<string, string> = {
    category: competition.category,
    competitionDetail: `${competitionSlug(competition.title)}-${competition.id}`,
    id: String(competition.id),
  };
  return APP_ROUTES.filter((route) => !privatePrefixes.some((prefix) => route.path.startsWith(prefix))).map((route) => ({
    route: route.path,
    path: route.path.replace(/:(\w+)/g, (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`The public route ${route.path} has a :${name} this load does not know how to fill.`);
      return encodeURIComponent(value);
    }),
  }));
}

interface PageAnswer {
  status: number;
  renderedBy: string;
}

function getPage(agent: http.Agent, localAddress: string, url: URL): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        agent,
        localAddress,
        headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('error', reject);
        response.on('end', () => {
          const renderedBy = response.headers['x-page-rendered'];
          resolve({ status: response.statusCode ?? 0, renderedBy: typeof renderedBy === 'string' ? renderedBy : '-' });
        });
      },
    );
    request.on('error', reject);
  });
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** Runs `clients` clients over `pages` (each starting at a different page, then round the list) until `seconds` have passed. */
export async function runPageLoad(options: { baseUrl: string; pages: readonly PublicPage[]; clients: number; seconds: number }): Promise<PageLoadResult> {
  const times = new StepTimes();
  const tallies: PageTally[] = options.pages.map((page) => ({ page, statuses: new Map(), renderedBy: new Map() }));
  const faults: string[] = [];
  let faultCount = 0;
  let requests = 0;
  let networkErrors = 0;
  const fault = (text: string) => {
    faultCount += 1;
    if (faults.length < FAULTS_KEPT) faults.push(text);
  };
  const started = Date.now();
  const deadline = started + options.seconds * 1000;

  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let visit = client; Date.now() < deadline; visit += 1) {
          const tally = tallies[visit % tallies.length]!;
          const asked = performance.now();
          requests += 1;
          try {
            const answer = await getPage(agent, clientAddress(client), new URL(tally.page.path, options.baseUrl));
            times.add(tally.page.route, performance.now() - asked);
            bump(tally.statuses, answer.status);
            bump(tally.renderedBy, answer.renderedBy);
            if (answer.status >= 500) fault(`${tally.page.path}: HTTP ${answer.status}`);
          } catch (error) {
            networkErrors += 1;
            fault(`${tally.page.path}: network error (${error instanceof Error ? error.message : String(error)})`);
          }
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  return {
    clients: options.clients,
    seconds: options.seconds,
    elapsedSeconds: (Date.now() - started) / 1000,
    requests,
    times,
    tallies,
    networkErrors,
    faults,
    passed: faultCount === 0,
  };
}

const n = (value: number) => value.toLocaleString('en-GB');
const mapText = <K>(map: Map<K, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${String(key)} ×${n(count)}`)
    .join(', ');

/** The printed summary: requests, req/s, status counts, and per page its answers, req/s, p50/p99, statuses and who rendered it. */
export function pageLoadReport(result: PageLoadResult): string {
  const statuses = new Map<number, number>();
  for (const tally of result.tallies) for (const [status, count] of tally.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
  const width = Math.max(4, ...result.tallies.map((tally) => tally.page.path.length));
  const lines = [
    `requests  ${n(result.requests)} in ${result.elapsedSeconds.toFixed(1)} s (${n(Math.round(result.requests / result.elapsedSeconds))} req/s)`,
    `statuses  ${mapText(statuses) || 'none'}${result.networkErrors ? `, network errors ×${n(result.networkErrors)}` : ''}`,
    '',
    `${'page'.padEnd(width)} ${'answers'.padStart(8)} ${'req/s'.padStart(7)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}   statuses; rendered by`,
  ];
  for (const tally of result.tallies) {
    const summary = result.times.summary(tally.page.route);
    lines.push(
      `${tally.page.path.padEnd(width)} ${n(summary.count).padStart(8)} ${(summary.count / result.elapsedSeconds).toFixed(1).padStart(7)} ` +
        `${`${summary.p50Ms.toFixed(1)} ms`.padStart(10)} ${`${summary.p99Ms.toFixed(1)} ms`.padStart(10)}   ${mapText(tally.statuses)}; ${mapText(tally.renderedBy)}`,
    );
  }
  lines.push('', result.faults.length === 0 ? 'faults: none (no 5xx, no network error)' : 'faults:');
  for (const fault of result.faults) lines.push(`  ${fault}`);
  lines.push('', `${result.passed ? 'PASSED' : 'FAILED'}: ${result.clients} clients, ${result.seconds} s`);
  return lines.join('\n');
}
