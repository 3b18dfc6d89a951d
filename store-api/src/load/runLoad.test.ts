import { loadReport } from './loadReport';
import { runLoad, type LoadResult } from './runLoad';

/**
 * A short load run, end to end: store-api started as its own process (tsx src/main.ts) on a fresh data
 * folder, a handful of customers for a few seconds, store-api stopped, its database checked. Speed is
 * printed by the command, never asserted here.
 */
let result: LoadResult;

beforeAll(async () => {
  result = await runLoad({ customers: 4, seconds: 5, hotTickets: 6 });
}, 180_000);

test('the run passes: no fault and no violated check', () => {
  expect(result.stats.problems).toEqual([]);
  expect(result.stats.problemCount).toBe(0);
  expect(result.stats.count((status) => status >= 500)).toBe(0);
  expect(result.checks.map((check) => [check.name, check.violations])).toEqual([
    ['no competition oversold', []],
    ['sold counts agree with the tickets', []],
    ['no ticket number twice in a competition', []],
    ['every paid order holds its tickets', []],
    ['every confirmed order is stored as paid for', []],
    ["every customer's basket paid or intact", []],
  ]);
  expect(result.passed).toBe(true);
});

test('the customers really shopped, and the checks looked at what they did', () => {
  const orders = result.outcomes.flatMap((outcome) => outcome.orders);
  expect(result.outcomes).toHaveLength(4);
  expect(orders.length).toBeGreaterThan(0);
  expect(result.stats.times.steps()).toEqual(expect.arrayContaining(['list', 'sign-in', 'details', 'nonce', 'add', 'basket read', 'checkout']));
  const confirmed = result.checks.find((check) => check.name === 'every confirmed order is stored as paid for')!;
  expect(confirmed.checked).toBe(`${orders.length} ${orders.length === 1 ? 'order' : 'orders'} confirmed to customers`);
  const baskets = result.checks.find((check) => check.name === "every customer's basket paid or intact")!;
  expect(baskets.checked).toMatch(/^4 customers \(\d+ with tickets waiting in the basket, the rest paid or emptied\)$/);
  // The crowded competition first: the clone with `hotTickets` tickets, never past its total.
  expect(result.hotCompetitions[0]).toEqual({ id: expect.any(Number), title: 'Last Tickets Carp Bundle', total: 6, sold: expect.any(Number) });
  expect(result.hotCompetitions[0]!.sold).toBeLessThanOrEqual(6);
});

test('the printed report has the requests, the orders, each check and the p50/p99 of each step', () => {
  const report = loadReport(result);
  expect(report).toMatch(
    /^requests {5}\d[\d,]* in \d+\.\d s \(\d[\d,]* req\/s; steps begin for 5 s, then those under way finish\): 2xx \d[\d,]*, 4xx \d[\d,]*, 5xx 0, network errors 0$/m,
  );
  const orders = result.outcomes.flatMap((outcome) => outcome.orders);
  const tickets = orders.flatMap((order) => [...order.lines.values()]).reduce((sum, quantity) => sum + quantity, 0);
  expect(report).toMatch(new RegExp(`^orders {7}${orders.length} paid \\(\\d+\\.\\d a second\\), ${tickets} tickets bought$`, 'm'));
  for (const step of result.stats.times.steps()) {
    const { count, p50Ms, p99Ms } = result.stats.times.summary(step);
    expect(report).toContain(
      `${step.padEnd(14)} ${String(count).padStart(8)} ${`${p50Ms.toFixed(1)} ms`.padStart(10)} ${`${p99Ms.toFixed(1)} ms`.padStart(10)}`,
    );
  }
  for (const check of result.checks) expect(report).toContain(`  ok   ${check.name}: ${check.checked}`);
  expect(report).toMatch(/\nPASSED: 4 customers, 5 s$/);
});
