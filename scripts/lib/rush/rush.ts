import fs from 'node:fs';
import http from 'node:http';
import {
  ApiError,
  buildApiUrl,
  competitionDetailsPath,
  createApiClient,
  PAYMENT_GATEWAYS,
  readRuntimeConfig,
  type Competition,
  type RuntimeConfig,
  type ShopApi,
} from '@shop/shared-contracts';
import { isPublicReadRoute, isSiteContentRoute } from '@shop/shell/ops';
import { MemoryStorage } from '@shop/store-api/testing';
import { StepTimes } from '@shop/store-api/tools';
import { recordBrowserCalls, type BrowsedPage, type RecordedCall } from './browserCalls';

/**
 * `pnpm bench:rush`: a draw night against a running shop, for `seconds`: browsing customers (a page's HTML,
 * then the API calls Chromium made for that page, then a pause to read), buyers (add a ticket, fill in the
 * form for about a second, pay, again), and clients sending wrong passwords, all at once (after the flood alone
 * for a few seconds), with a probe reading the settings as a browser reads them and the details read a page of
 * the best-selling competition is rendered from (its `Age`: how old the tickets left are). Figures, not a
 * budget: what it prints is the run.
 */
export interface RushOptions {
  shopUrl: string;
  seconds: number;
  browsers: number;
  buyers: number;
  flooders: number;
  /** The backend's access log (nginx's, or PHP's built-in server's output): its requests during the run are counted by route. */
  backendLog?: string;
  log: (line: string) => void;
}

/** A customer reads a page for 1 to 3 s before the next (a customer who never reads would be a crawler). */
const READ_MS = { min: 1000, max: 3000 };
/**
 * A wrong-password client tries at most this often (a credential-stuffing bot; all 20 together 200 tries a
 * second). Unpaced, nginx's refusals come back so fast that this process's own loop, on the same two cores,
 * becomes the load.
 */
const FLOOD_TRY_MS = 100;
/**
 * Before the rush, the wrong-password clients alone for this long, with the getsettings probe: what the flood
 * by itself does to a browser's read (in the rush, the browsing and buying load the machine too).
 */
const FLOOD_ALONE_SECONDS = 10;
/**
 * A buyer spends about a second on the checkout form between adding a ticket and paying (0.5 to 1.5 s), then
 * reads the confirmation and looks round for about 5 s (3 to 7 s) before adding the next ticket; the first
 * ticket is added within the run's first second. Random, as the browsers' reading is: with the same time for
 * every buyer, all 20 paid within the same tenth of a second, again and again, which no draw night's crowd does.
 */
const FORM_MS = { min: 500, max: 1500 };
const AFTER_ORDER_MS = { min: 3000, max: 7000 };
const BUYER_START_MS = 1000;
const between = (range: { min: number; max: number }) => range.min + Math.random() * (range.max - range.min);
const PASSWORD = 'RushNight!2026';
const BILLING = {
  first_name: 'Rush',
  last_name: 'Buyer',
  address_1: '1 Lake Road',
  address_2: '',
  city: 'Norwich',
  state: '',
  postcode: 'NR1 1AA',
  country: 'GB',
};
/**
 * What a refusal of the last tickets says, the spec's sentences or WooCommerce's own (its stock check at
 * checkout): expected on a draw night, not an error.
 */
const SOLD_OUT = /sold out|not enough tickets left|out of stock|not enough units|not enough .* in stock|cannot be purchased/i;
/** A request still unanswered after this long counts as an error, and the run ends at most this long after its seconds. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface RushResult {
  config: RuntimeConfig;
  seconds: number;
  times: StepTimes;
  errors: Map<string, number>;
  firstErrors: string[];
  pagesRendered: Map<string, number>;
  soldOutRefusals: number;
  /** The refusals' own words, each with its count. */
  refusalTexts: Map<string, number>;
  checkouts: number;
  floodStatuses: Map<number, number>;
  /** getsettings as a browser asks for it: idle, then while the wrong-password clients alone run (then, in `times`, during the rush). */
  settingsIdle: StepTimes;
  settingsUnderFlood: StepTimes;
  /** Backend requests per public read during the run (the storefront's own count), or null when the shop does not count them. */
  backendPerKey: Map<string, number> | null;
  /** Requests the backend's access log recorded during the run, by rest_route; null without a log. */
  backendLogRoutes: Map<string, number> | null;
  oversold: string[];
  duplicateTickets: number;
  ordersWithoutCheckout: number;
}

const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const routeOf = (url: string) => new URL(url).searchParams.get('rest_route') ?? '';

async function readConfig(shopUrl: string): Promise<RuntimeConfig> {
  const response = await fetch(`${shopUrl}/config.json`);
  if (!response.ok) throw new Error(`${shopUrl}/config.json answered ${response.status}: is the shop running (pnpm start or pnpm start:wordpress)?`);
  return readRuntimeConfig(await response.json()).config;
}

async function backendCounts(shopUrl: string): Promise<Map<string, number> | null> {
  const response = await fetch(`${shopUrl}/ops/public-reads`).catch(() => null);
  if (!response?.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
  return new Map(Object.entries((await response.json()) as Record<string, number>));
}

/** The requests a log gained since `from` bytes, counted by rest_route (any line naming one). */
function routesLogged(file: string, from: number): Map<string, number> {
  const routes = new Map<string, number>();
  const buffer = fs.readFileSync(file).subarray(from).toString('utf8');
  for (const match of buffer.matchAll(/rest_route=([^\s&"]+)/g)) bump(routes, decodeURIComponent(match[1]!));
  return routes;
}

/** A kept-alive HTTP request with its body read to the end: status, headers and text. */
function request(agent: http.Agent, url: string, init: { method: string; headers: Record<string, string>; body?: string | null }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const target = new URL(url);
    const sent = http.request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: init.method, headers: init.headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    sent.setTimeout(REQUEST_TIMEOUT_MS, () => sent.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)));
    sent.on('error', reject);
    sent.end(init.body ?? undefined);
  });
}

/**
 * Asks for each page until the server renders it (at most 20 times, half a second apart), so the calls
 * recorded are those a browser makes on a page the server rendered, as on a draw night's warm shop.
 */
async function warmedUp<T extends { path: string }>(shopUrl: string, pages: T[]): Promise<T[]> {
  for (const page of pages) {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await fetch(`${shopUrl}${page.path}`);
      await response.arrayBuffer();
      if (response.headers.get('x-page-rendered') === 'server') break;
      await sleep(500);
    }
  }
  return pages;
}

/** Signs up a customer, waiting as told when a limit refuses (the rush's buyers come from many addresses; the bench from one). */
async function registeredBuyer(config: RuntimeConfig, index: number, stamp: number): Promise<ShopApi> {
  const client = createApiClient({ host: config.apiHost, serviceToken: config.serviceToken, storage: new MemoryStorage() });
  for (;;) {
    try {
      await client.register({
        first_name: 'Rush',
        last_name: `Buyer ${index}`,
        email: `rush-${stamp}-${index}@example.co.uk`,
        password: PASSWORD,
        date_of_birth: '1980-01-01',
      });
      await client.getNonce();
      return client;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429) throw error;
      await sleep(1000);
    }
  }
}

export async function runRush(options: RushOptions): Promise<RushResult> {
  const { shopUrl, log } = options;
  const config = await readConfig(shopUrl);
  const backend = createApiClient({ host: config.apiHost, serviceToken: config.serviceToken, storage: new MemoryStorage() });
  const open = (await backend.listCompetitions({ category: 'all', page: 1, limit: 50 })).data;
  const left = (c: Competition) => c.total_sell_tickets - c.total_ticket_sold;
  // The race is for a competition with its last tickets (at most two per buyer left; the cart takes no answer:
  // the storefront asks the question before it adds); then each buyer buys one of the five with the most left,
  // without a question, as a draw night's buyers spread over its competitions. A shop whose last tickets were
  // sold by an earlier run has no race (start it on a fresh data folder for one).
  const lastTickets = open.filter((c) => left(c) > 0 && left(c) <= 2 * options.buyers).sort((a, b) => left(a) - left(b))[0];
  const mainPrizes = open
    .filter((c) => !c.comp_question && c !== lastTickets && left(c) > 0)
    .sort((a, b) => left(b) - left(a))
    .slice(0, 5);
  if (mainPrizes.length === 0) throw new Error('the shop has no open competition without a question to sell');
  const mainPrize = mainPrizes[0]!;
  log(
    `${lastTickets ? `Buyers race for the last ${left(lastTickets)} tickets of "${lastTickets.title}", then buy` : 'No competition is down to its last tickets: buyers buy'} ` +
      `${mainPrizes.map((c) => `"${c.title}" (${left(c)} left)`).join(', ')}.`,
  );

  const pages = await recordBrowserCalls(
    shopUrl,
    await warmedUp(shopUrl, [
      { name: 'home', path: '/' },
      { name: 'list', path: '/competitions/all' },
      { name: 'details', path: competitionDetailsPath(mainPrize) },
      { name: 'draw results', path: '/draw/results' },
    ]),
  );
  for (const page of pages)
    log(`${page.name} (${page.path}): a browser makes ${page.calls.length} API calls: ${page.calls.map((call) => routeOf(call.url)).join(', ') || 'none'}`);

  const stamp = Date.now();
  const buyers: ShopApi[] = [];
  for (let index = 0; index < options.buyers; index += 1) buyers.push(await registeredBuyer(config, index, stamp));
  log(`${buyers.length} buyers signed up.`);

  const settingsUrl = buildApiUrl(config.publicReadsFromStorefront ? shopUrl : config.apiHost, '/api/v1/getsettings');
  const settingsHeaders = { Accept: 'application/json', Authorization: `Bearer ${config.serviceToken}` };
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const settingsIdle = new StepTimes();
  for (let count = 0; count < 50; count += 1) {
    const started = performance.now();
    await request(probeAgent, settingsUrl, { method: 'GET', headers: settingsHeaders });
    settingsIdle.add('settings', performance.now() - started);
  }

  const countsBefore = await backendCounts(shopUrl);
  const logStart = options.backendLog ? fs.statSync(options.backendLog).size : 0;
  const times = new StepTimes();
  const errors = new Map<string, number>();
  const firstErrors: string[] = [];
  const pagesRendered = new Map<string, number>();
  const floodStatuses = new Map<number, number>();
  let soldOutRefusals = 0;
  const refusalTexts = new Map<string, number>();
  let checkouts = 0;
  let lastTicketsGone = !lastTickets;
  const error = (kind: string, text: string) => {
    bump(errors, kind);
    if (firstErrors.length < 20) firstErrors.push(`${kind}: ${text}`);
  };
  // Set when the rush begins, after the flood alone.
  let deadline = 0;
  const running = () => Date.now() < deadline;

  const replay = async (agent: http.Agent, call: RecordedCall) => {
    const kind = isPublicReadRoute(routeOf(call.url)) ? 'public API read' : 'private API call';
    const asked = performance.now();
    try {
      const answer = await request(agent, call.url, { method: call.method, headers: call.headers, body: call.body });
      times.add(kind, performance.now() - asked);
      // How old the storefront's shared answer was (its Age header, whole seconds), when it says.
      const age = Number(answer.headers.age);
      if (answer.headers.age !== undefined && Number.isFinite(age))
        times.add(isSiteContentRoute(routeOf(call.url)) ? 'site content age' : 'public answer age', age * 1000);
      if (answer.status >= 500) error(kind, `${routeOf(call.url)}: HTTP ${answer.status}`);
    } catch (failure) {
      error(kind, `${routeOf(call.url)}: ${failure instanceof Error ? failure.message : String(failure)}`);
    }
  };

  const browse = async (customer: number) => {
    const pageAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const apiAgent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    try {
      await sleep(Math.random() * READ_MS.max);
      for (let visit = customer; running(); visit += 1) {
        const page: BrowsedPage = pages[visit % pages.length]!;
        const asked = performance.now();
        try {
          const answer = await request(pageAgent, `${shopUrl}${page.path}`, { method: 'GET', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
          times.add('page', performance.now() - asked);
          bump(pagesRendered, String(answer.headers['x-page-rendered'] ?? '-'));
          if (answer.status >= 500) error('page', `${page.path}: HTTP ${answer.status}`);
        } catch (failure) {
          error('page', `${page.path}: ${failure instanceof Error ? failure.message : String(failure)}`);
        }
        await Promise.all(page.calls.map((call) => replay(apiAgent, call)));
        await sleep(between(READ_MS));
      }
    } finally {
      pageAgent.destroy();
      apiAgent.destroy();
    }
  };

  const buy = async (client: ShopApi, buyer: number) => {
    await sleep(Math.random() * BUYER_START_MS);
    while (running()) {
      const prize: Competition = lastTicketsGone || !lastTickets ? mainPrizes[buyer % mainPrizes.length]! : lastTickets;
      try {
        let asked = performance.now();
        await client.addItem({ id: prize.id, quantity: 1 });
        times.add('add to basket', performance.now() - asked);
        await sleep(between(FORM_MS));
        asked = performance.now();
        await client.checkout({
          billing_address: { ...BILLING, email: 'rush@example.co.uk' },
          payment_method: PAYMENT_GATEWAYS.test_card,
          payment_data: [{ key: 'card_number', value: '4242424242424242' }],
        });
        times.add('checkout', performance.now() - asked);
        checkouts += 1;
        await sleep(between(AFTER_ORDER_MS));
      } catch (failure) {
        const text = failure instanceof Error ? failure.message : String(failure);
        if (SOLD_OUT.test(text)) {
          soldOutRefusals += 1;
          bump(refusalTexts, text);
          if (prize === lastTickets) lastTicketsGone = true;
          // What a customer does when told: the sold-out line leaves the basket.
          const cart = await client.getCart().catch(() => null);
          for (const item of cart?.items ?? []) await client.removeItem({ key: item.key }).catch(() => undefined);
        } else error('buyer', text);
      }
    }
  };

  const flood = async (client: number, going: () => boolean, statuses: Map<number, number>) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let attempt = 0; going(); attempt += 1) {
        const tried = performance.now();
        try {
          const answer = await request(agent, buildApiUrl(config.apiHost, '/api/v1/login'), {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.serviceToken}` },
            body: JSON.stringify({ username: `flood-${client}-${attempt % 5}@example.co.uk`, password: 'wrong-password' }),
          });
          bump(statuses, answer.status);
        } catch {
          bump(statuses, 0);
        }
        await sleep(FLOOD_TRY_MS - (performance.now() - tried));
      }
    } finally {
      agent.destroy();
    }
  };

  // The details of the competition most buyers buy, as a page is rendered from it: how old its tickets left are.
  const detailsUrl = buildApiUrl(config.publicReadsFromStorefront ? shopUrl : config.apiHost, '/api/v1/getcompetition');
  const detailsInit = { method: 'POST', headers: { ...settingsHeaders, 'Content-Type': 'application/json' }, body: JSON.stringify({ id: mainPrize.id }) };
  const probe = async () => {
    while (running()) {
      const asked = performance.now();
      await request(probeAgent, settingsUrl, { method: 'GET', headers: settingsHeaders }).catch(() => undefined);
      times.add('getsettings probe', performance.now() - asked);
      const details = await request(probeAgent, detailsUrl, detailsInit).catch(() => null);
      const age = Number(details?.headers.age);
      if (details?.headers.age !== undefined && Number.isFinite(age)) times.add('public answer age', age * 1000);
      await sleep(200);
    }
  };

  const settingsUnderFlood = new StepTimes();
  if (options.flooders > 0) {
    log(`The flood alone: ${options.flooders} wrong-password clients for ${FLOOD_ALONE_SECONDS} s, getsettings probed.`);
    const floodEnds = Date.now() + FLOOD_ALONE_SECONDS * 1000;
    const flooding = () => Date.now() < floodEnds;
    const probeUnderFlood = async () => {
      while (flooding()) {
        const asked = performance.now();
        await request(probeAgent, settingsUrl, { method: 'GET', headers: settingsHeaders }).catch(() => undefined);
        settingsUnderFlood.add('settings', performance.now() - asked);
        await sleep(200);
      }
    };
    await Promise.all([...Array.from({ length: options.flooders }, (_, client) => flood(client, flooding, new Map())), probeUnderFlood()]);
  }

  log(`Rush: ${options.browsers} browsing customers, ${options.buyers} buyers, ${options.flooders} wrong-password clients for ${options.seconds} s.`);
  const started = Date.now();
  deadline = started + options.seconds * 1000;
  await Promise.all([
    ...Array.from({ length: options.browsers }, (_, customer) => browse(customer)),
    ...buyers.map((client, buyer) => buy(client, buyer)),
    ...Array.from({ length: options.flooders }, (_, client) => flood(client, running, floodStatuses)),
    probe(),
  ]);
  probeAgent.destroy();
  const seconds = (Date.now() - started) / 1000;

  const countsAfter = await backendCounts(shopUrl);
  const backendLogRoutes = options.backendLog ? routesLogged(options.backendLog, logStart) : null;
  const backendPerKey =
    countsAfter && new Map([...countsAfter].map(([key, count]) => [key, count - (countsBefore?.get(key) ?? 0)] as const).filter(([, count]) => count > 0));

  // After the run, from the backend itself: no competition sold past its tickets, no ticket number twice, one order per checkout.
  const oversold: string[] = [];
  for (const prize of [...(lastTickets ? [lastTickets] : []), ...mainPrizes]) {
    const now = await backend.getCompetition(prize.id);
    if (now.total_ticket_sold > now.total_sell_tickets) oversold.push(`${now.title}: ${now.total_ticket_sold} sold of ${now.total_sell_tickets}`);
  }
  const seen = new Set<string>();
  let duplicateTickets = 0;
  let orders = 0;
  for (const client of buyers) {
    for (let page = 1; ; page += 1) {
      const list = await client.getOrders({ page, limit: 50 });
      orders += list.data.length;
      for (const order of list.data) {
        for (const line of (await client.getOrderDetail(order.order_id_)).product) {
          for (const ticket of line.tickets) {
            const key = `${line.competition_id}#${ticket}`;
            if (seen.has(key)) duplicateTickets += 1;
            seen.add(key);
          }
        }
      }
      if (page >= list.total_pages) break;
    }
  }
  return {
    config,
    seconds,
    times,
    errors,
    firstErrors,
    pagesRendered,
    soldOutRefusals,
    refusalTexts,
    checkouts,
    floodStatuses,
    settingsIdle,
    settingsUnderFlood,
    backendPerKey,
    backendLogRoutes,
    oversold,
    duplicateTickets,
    ordersWithoutCheckout: orders - checkouts,
  };
}
