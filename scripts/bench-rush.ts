/**
 * `pnpm bench:rush [--shop URL] [--seconds 60] [--browsers 200] [--buyers 20] [--flooders 20] [--backend-log FILE]`: a draw night
 * against a shop that is running (`pnpm start` for store-api, `pnpm start:wordpress` for WordPress; by
 * default the one on http://127.0.0.1:3000), so the shop never shares this process's event loop, and any
 * revision's shop can be measured by the same load. Prints figures per class; see scripts/lib/rush/rush.ts.
 */
import { commandArgs, runCli } from './lib/cli';
import { runRush, type RushResult } from './lib/rush/rush';

const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;
/** For reads the storefront answers from memory in a millisecond or two. */
const tenths = (value: number) => `${value.toFixed(1)} ms`;
const count = (map: Map<string | number, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${key} ×${n.toLocaleString('en-GB')}`)
    .join(', ') || 'none';

function report(result: RushResult): string {
  const lines = [
    `API host ${result.config.apiHost}; public reads from ${result.config.publicReadsFromStorefront ? "the storefront's own origin" : 'the API host'}; ${result.seconds.toFixed(1)} s`,
    '',
    `${'class'.padEnd(20)} ${'answers'.padStart(8)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'errors'.padStart(7)}`,
  ];
  for (const kind of ['page', 'public API read', 'private API call', 'add to basket', 'checkout', 'getsettings probe']) {
    const summary = result.times.summary(kind);
    const errors = (result.errors.get(kind) ?? 0) + (kind === 'checkout' ? (result.errors.get('buyer') ?? 0) : 0);
    lines.push(
      `${kind.padEnd(20)} ${summary.count.toLocaleString('en-GB').padStart(8)} ${ms(summary.p50Ms).padStart(9)} ${ms(summary.p95Ms).padStart(9)} ${ms(summary.p99Ms).padStart(9)} ${String(errors).padStart(7)}`,
    );
  }
  const rendered = result.pagesRendered.get('server') ?? 0;
  const pages = [...result.pagesRendered.values()].reduce((a, b) => a + b, 0);
  const idle = result.settingsIdle.summary('settings').p50Ms;
  const rush = result.times.summary('getsettings probe').p50Ms;
  const underFlood = result.settingsUnderFlood.summary('settings').p50Ms;
  const times = (p50: number) => (idle > 0 && p50 > 0 ? `${(p50 / idle).toFixed(2)}x idle` : '-');
  lines.push(
    '',
    `pages rendered by the server   ${rendered.toLocaleString('en-GB')} of ${pages.toLocaleString('en-GB')} (${pages ? ((100 * rendered) / pages).toFixed(1) : '0'} %); by: ${count(result.pagesRendered)}`,
    `checkouts                      ${result.checkouts} paid, ${result.soldOutRefusals} sold-out refusals (${count(result.refusalTexts)})`,
    `wrong-password sign-ins        ${count(result.floodStatuses)} (status ×answers; 0 = no answer)`,
    `age of the storefront's catalogue answers (a details read, probed) p50 ${ms(result.times.summary('public answer age').p50Ms)}, p95 ${ms(result.times.summary('public answer age').p95Ms)}, max ${ms(result.times.summary('public answer age').maxMs)} (whole seconds; none when the shop does not say)`,
    `age of its site content answers p50 ${ms(result.times.summary('site content age').p50Ms)}, p95 ${ms(result.times.summary('site content age').p95Ms)}, max ${ms(result.times.summary('site content age').maxMs)} (settings, SEO, how it works, FAQs, legal terms: kept a minute)`,
    `getsettings as browsers ask it idle p50 ${tenths(idle)}, while the flood alone runs p50 ${tenths(underFlood)} (${times(underFlood)}), during the rush p50 ${tenths(rush)} (${times(rush)})`,
    `oversold                       ${result.oversold.length ? result.oversold.join('; ') : '0'}`,
    `duplicate ticket numbers       ${result.duplicateTickets}`,
    `orders beyond paid checkouts   ${result.ordersWithoutCheckout}`,
  );
  if (result.backendPerKey) {
    lines.push('', `backend requests per public read (the storefront's count), per second of the run:`);
    for (const [key, n] of [...result.backendPerKey].sort((a, b) => b[1] - a[1])) {
      lines.push(`  ${(n / result.seconds).toFixed(2).padStart(6)}/s  ${key.replace(`${result.config.apiHost} `, '')}`);
    }
  } else {
    lines.push('', 'backend requests per public read: this shop does not count them (every browser read goes to the API host)');
  }
  if (result.backendLogRoutes) {
    const total = [...result.backendLogRoutes.values()].reduce((a, b) => a + b, 0);
    lines.push('', `the backend's access log: ${total.toLocaleString('en-GB')} API requests (${(total / result.seconds).toFixed(1)}/s), by route per second:`);
    for (const [route, n] of [...result.backendLogRoutes].sort((a, b) => b[1] - a[1]))
      lines.push(`  ${(n / result.seconds).toFixed(2).padStart(7)}/s  ${route}`);
  }
  if (result.firstErrors.length) lines.push('', 'first errors:', ...result.firstErrors.map((line) => `  ${line}`));
  return lines.join('\n');
}

runCli(async () => {
  const { values } = commandArgs({
    shop: { type: 'string', default: 'http://127.0.0.1:3000' },
    seconds: { type: 'string', default: '60' },
    browsers: { type: 'string', default: '200' },
    buyers: { type: 'string', default: '20' },
    flooders: { type: 'string', default: '20' },
    'backend-log': { type: 'string' },
  });
  const whole = (name: string, value: string) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number, not "${value}".`);
    return number;
  };
  const result = await runRush({
    shopUrl: values.shop.replace(/\/+$/, ''),
    seconds: whole('seconds', values.seconds),
    browsers: whole('browsers', values.browsers),
    buyers: whole('buyers', values.buyers),
    flooders: whole('flooders', values.flooders),
    backendLog: values['backend-log'],
    log: (line) => console.log(line),
  });
  console.log(`\n${report(result)}`);
});
