/**
 * Every `/api/v1` route of the endpoint table (shared-contracts/src/api/endpoints.ts) on a real WordPress +
 * WooCommerce with the companion plugin and store-api's demo shop: each answer is checked against the
 * table's response schema and against the demo shop it should show (the export the site imported), each
 * refusal in WordPress's shape with its exact code, message and refused parameters.
 *
 *   node --import tsx --test wordpress-plugin/tests/contract.test.ts
 *
 * Needs PHP, MariaDB and the two archives (see scripts/wordpress/); the site is a fresh copy of the
 * template scripts/wordpress/freshSite.ts keeps, in a temporary folder.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildApiUrl, ENDPOINTS, verifyDrawProof, type PublishedDrawProof, type EndpointInput, type EndpointName } from '@shop/shared-contracts';
import { FAQS, HOME_SEO, HOW_IT_WORKS, LEGAL_TABS, SETTINGS } from '../../store-api/src/seed/content';
import { DEMO_CUSTOMER, OTHER_CUSTOMERS } from '../../store-api/src/seed/users';
import type { DemoCompetition } from '../../store-api/src/seed/exportDemo';
import { answerSchemas } from '../../scripts/wordpress/answerSchemas';
import { assertRefusal, call, conforming, humanDate, priceHtml, SHOP_TOKEN, startTestSite, type CallOptions, type TestSite } from './testSite';

let shop: TestSite;
let host = '';
/** The endpoints whose answer was checked against the contract. */
const checked = new Set<EndpointName>();

/** Calls an endpoint and asserts the answer is a 2xx its response schema accepts; resolves with the raw body. */
async function api<K extends EndpointName>(name: K, payload: EndpointInput<K>, options: CallOptions = {}): Promise<Record<string, unknown>> {
  const answer = await call(host, name, payload, options);
  await conforming(name, answer);
  checked.add(name);
  return answer.body as Record<string, unknown>;
}

const demoCompetition = (title: string): DemoCompetition => {
  const found = shop.demo.competitions.find((competition) => competition.title === title);
  assert.ok(found, `the demo shop has no competition "${title}"`);
  return found;
};
/** Tickets of a demo competition sold by the import. */
const soldOf = (competition: DemoCompetition) =>
  shop.demo.sales.filter((sale) => sale.competition === competition.key).reduce((sum, sale) => sum + sale.quantity, 0) +
  shop.demo.postal_entries.filter((entry) => entry.competition === competition.key).length;
const artworkUrl = (competition: DemoCompetition) => `${shop.site.siteUrl}/wp-content/uploads/angling-prizes/${competition.key}.svg`;
const titlesOf = (body: Record<string, unknown>) => (body.data as { title: string }[]).map((competition) => competition.title);
const pounds = (value: number) => Math.round(value * 100) / 100;

const demoSales = () => shop.demo.sales.filter((sale) => sale.customer === DEMO_CUSTOMER.email);
const demoBilling = () => shop.demo.customers.find((customer) => customer.role === 'demo')!.billing;

/** The demo customer as every account answer shows them (id and token aside), as imported. */
function demoUser(token: string): Record<string, unknown> {
  const billing = demoBilling();
  const spent = demoSales().reduce((sum, sale) => sum + sale.quantity * demoCompetitionByKey(sale.competition).price, 0);
  return {
    billing_address_1: billing.address_1,
    billing_address_2: billing.address_2,
    billing_city: billing.city,
    billing_company: '',
    billing_country: 'GB',
    billing_email: DEMO_CUSTOMER.email,
    billing_first_name: DEMO_CUSTOMER.first_name,
    billing_last_name: DEMO_CUSTOMER.last_name,
    billing_postcode: billing.postcode,
    billing_state: billing.state,
    billing_phone: billing.phone,
    description: '',
    email: DEMO_CUSTOMER.email,
    first_name: DEMO_CUSTOMER.first_name,
    last_name: DEMO_CUSTOMER.last_name,
    name: `${DEMO_CUSTOMER.first_name} ${DEMO_CUSTOMER.last_name}`,
    nickname: DEMO_CUSTOMER.username,
    token,
    limit_duration: 'month',
    limit_value: 500,
    lockout_period: '',
    // The demo orders are within the month's window: they count as spending.
    current_spending: pounds(spent),
    lock_account: false,
    locking_period: '',
    pending_limit: null,
    site_credit: 10,
  };
}

function demoCompetitionByKey(key: string): DemoCompetition {
  const found = shop.demo.competitions.find((competition) => competition.key === key);
  assert.ok(found, `the demo shop has no competition ${key}`);
  return found;
}

/** `data` of an account answer, with its id checked and taken out. */
function withoutId(body: Record<string, unknown>): Record<string, unknown> {
  const { id, ...rest } = body.data as Record<string, unknown>;
  assert.equal(typeof id, 'number');
  return rest;
}

let demoId = 0;
let token = '';
/** The demo customer's account as it stands (id and token aside), after the changes this file makes. */
let demoAccount: Record<string, unknown> = {};
let carpId = 0;

before(async () => {
  shop = await startTestSite('contract');
  host = shop.site.apiHost;
});

after(async () => {
  await shop?.stop();
});

test('a call without the service bearer or a customer token is refused: 401 rest_forbidden', async () => {
  const refusal = { status: 401, code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' };
  assertRefusal(await call(host, 'settings', {}, { bearer: null }), refusal);
  assertRefusal(await call(host, 'settings', {}, { bearer: 'not-a-token' }), refusal);
  assertRefusal(await call(host, 'featured', { page: 1 }, { bearer: null }), refusal);
});

test('site content: the settings, SEO, how it works, FAQs and legal terms are the demo content word for word', async () => {
  assert.deepEqual(await api('settings', {}), { success: true, data: SETTINGS });
  assert.deepEqual(await api('seoSettings', { page: 'Home' }), { success: true, data: [HOME_SEO] });
  assert.deepEqual(await api('seoSettings', { page: 'Nowhere' }), { success: true, data: [] });
  assert.deepEqual(await api('howItWorks', {}), { success: true, data: HOW_IT_WORKS });
  assert.deepEqual(await api('faqs', {}), { success: true, data: FAQS });
  assert.deepEqual(await api('legalTerms', {}), { success: true, data: LEGAL_TABS });
});

test("winner statistics: the demo shop's three drawn main prizes, £7,700.79 in all", async () => {
  assert.deepEqual(await api('winnerStats', {}), { success: true, totalPrizeValue: 7700.79, totalWinner: 3 });
});

test("contact: a message is thanked with the operator's reply time and mailed to the operator; a refused field names itself", async () => {
  const message = { name: 'Sam', email: "o'neil@example.com", subject: 'Hello', message: 'Is 2 < 3?', order_number: '' };
  assert.deepEqual(await api('contact', message), { success: true, message: 'Thanks, we will reply within one working day.' });
  assert.deepEqual(
    shop
      .mails()
      .filter((mail) => mail.subject.startsWith('Contact form'))
      .map(({ to, subject, message: text, headers }) => ({ to, subject, text, headers })),
    [
      {
        to: ['help@anglingprizes.co.uk'],
        subject: 'Contact form: Hello',
        text: "From: Sam <o'neil@example.com>\nOrder: -\n\nIs 2 < 3?",
        headers: ["Reply-To: o'neil@example.com"],
      },
    ],
  );
  assertRefusal(await call(host, 'contact', { ...message, email: 'sam@example' }), {
    status: 400,
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): email',
    params: { email: 'Email address is invalid.' },
  });
  assertRefusal(await call(host, 'contact', { ...message, name: '  ' }), {
    status: 400,
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): name',
    params: { name: 'Name is required.' },
  });
});

test('the catalogue: every open competition (featured first), by category, drawn next and finished, page by page, as store-api lists them', async () => {
  const everyOpen = [
    'Ultimate Carp Session Bundle',
    'Daiwa Basia 45 QD Reel Trio',
    '£5,000 Tax-Free Cash',
    'Instant Win Tackle Frenzy',
    'Ford Ranger Wildtrak or £30,000',
    'Bait Boat with GPS Autopilot',
    'Nash Scope Rods x3',
    'Week at a French Carp Lake',
    '£500 Instant Cash Blitz',
    '£1,000 Midweek Cash',
    'Complete Beginner Carp Kit',
    'Fox EOS Pro Bivvy & Bedchair',
    'Korda Kaizen Rod Pair',
  ];
  const first = await api('featured', { token: '', page: 1, limit: 12 });
  assert.deepEqual([titlesOf(first), first.total_pages], [everyOpen.slice(0, 12), 2]);
  assert.deepEqual(
    (first.data as { status: string }[]).map((competition) => competition.status),
    everyOpen.slice(0, 12).map(() => 'open'),
  );
  const featuredFirst = (first.data as { title: string }[]).map((competition) => demoCompetition(competition.title).featured);
  assert.deepEqual(
    featuredFirst,
    [...featuredFirst].sort((a, b) => Number(b) - Number(a)),
  );
  carpId = (first.data as { id: number }[])[0]!.id;

  const second = await api('featured', { token: '', page: 2, limit: 5 });
  assert.deepEqual([titlesOf(second), second.total_pages], [everyOpen.slice(5, 10), 3]);
  const instant = await api('competitions', { token: '', page: 1, limit: 12, category: 'instant_win_comps' });
  assert.deepEqual(titlesOf(instant), [
    'Ultimate Carp Session Bundle',
    'Instant Win Tackle Frenzy',
    'Ford Ranger Wildtrak or £30,000',
    '£500 Instant Cash Blitz',
  ]);
  const tackle = await api('competitions', { token: '', page: 1, limit: 12, category: 'tackle' });
  assert.deepEqual(titlesOf(tackle), ['Daiwa Basia 45 QD Reel Trio', 'Nash Scope Rods x3', 'Fox EOS Pro Bivvy & Bedchair', 'Korda Kaizen Rod Pair']);
  const drawnNext = await api('drawnNext', { token: '', page: 1, limit: 4 });
  assert.deepEqual(
    [titlesOf(drawnNext), drawnNext.total_pages],
    [['£5,000 Tax-Free Cash', 'Ultimate Carp Session Bundle', 'Nash Scope Rods x3', '£500 Instant Cash Blitz'], 4],
  );
  const finished = await api('finishedSoldOut', { token: '', page: 1, limit: 12 });
  assert.deepEqual(
    (finished.data as { title: string; status: string }[]).map((competition) => [competition.title, competition.status]),
    [
      ['Deeper Chirp+ 2 Sonar', 'sold_out'],
      ['Instant Win Bait Bonanza', 'closed'],
      // The past draws, latest draw time first (23 July 2026, 08:39, 08:38 and 08:37 UK time).
      ['Carp Porter Barrow Bundle', 'drawn'],
      ['£2,000 Christmas Cash', 'drawn'],
      ['Aluminium Fishing Boat & Engine', 'drawn'],
    ],
  );
});

test('a competition by its product id (a number or digits) is the demo competition, with its question, instant wins and reward wins', async () => {
  const carp = demoCompetition('Ultimate Carp Session Bundle');
  const byNumber = await api('competitionDetail', { token: '', id: carpId });
  assert.deepEqual(await api('competitionDetail', { token: '', id: String(carpId) }), byNumber);
  const detail = byNumber.data as Record<string, unknown>;
  const image = artworkUrl(carp);
  const pick = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, detail[key]]));
  assert.deepEqual(
    pick([
      'id',
      'competition_product_id',
      'title',
      'category',
      'description',
      'image',
      'gallery_images',
      'price_per_ticket',
      'quantity',
      'status',
      'total_sell_tickets',
      'total_ticket_sold',
      'max_ticket_per_user',
      'created_at',
      'draw_date',
      'draw_time',
      'closing_date',
      'closing_time',
      'comp_question',
      'question',
      'question_options',
      'enable_instant_wins',
      'enable_reward_wins',
      'hide_ticket_count',
      'hide_timer',
      'disable_tickets',
      'live_draw',
      'live_draw_info',
      'sale_price',
      'sale_start_date',
      'sale_start_time',
      'sale_end_date',
      'sale_end_time',
    ]),
    {
      id: carpId,
      competition_product_id: carpId,
      title: carp.title,
      category: carp.category,
      description: carp.description,
      image,
      gallery_images: [image],
      price_per_ticket: carp.price,
      quantity: 1,
      status: 'open',
      total_sell_tickets: carp.total_tickets,
      total_ticket_sold: soldOf(carp),
      max_ticket_per_user: carp.max_per_user,
      // WordPress keeps whole seconds.
      created_at: `${carp.created_at.slice(0, 19)}.000Z`,
      draw_date: carp.draw_date,
      draw_time: carp.draw_time,
      closing_date: carp.closing_date,
      closing_time: carp.closing_time,
      comp_question: true,
      question: carp.question?.text,
      question_options: carp.question?.options.map((text, index) => ({ id: index + 1, text })),
      enable_instant_wins: true,
      enable_reward_wins: true,
      hide_ticket_count: false,
      hide_timer: false,
      disable_tickets: false,
      live_draw: true,
      live_draw_info: carp.live_draw_info,
      sale_price: null,
      sale_start_date: '',
      sale_start_time: '',
      sale_end_date: '',
      sale_end_time: '',
    },
  );
  const instantWins = detail.instant_wins as { title: string; prize_value: number; image: string; ticket_numbers: number[] }[];
  assert.deepEqual(
    instantWins.map((prize) => [prize.title, prize.prize_value, prize.image, prize.ticket_numbers.length]),
    carp.instant_wins.map((prize) => [prize.title, prize.prize_value, image, prize.count]),
  );
  const winningNumbers = instantWins.flatMap((prize) => prize.ticket_numbers);
  assert.equal(new Set(winningNumbers).size, winningNumbers.length, 'each winning number is one prize');
  assert.ok(winningNumbers.every((number) => Number.isInteger(number) && number >= 1 && number <= carp.total_tickets));
  assert.deepEqual(
    (detail.instant_wins_tickets as { ticket_number: number; claimed: boolean }[])
      .map((ticket) => [ticket.ticket_number, ticket.claimed])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
    [...winningNumbers].sort((a, b) => a - b).map((number) => [number, false]),
  );
  assert.deepEqual(
    (detail.reward_wins as { title: string; prize_value: number; percent: number; winner: unknown }[]).map((reward) => [
      reward.title,
      reward.prize_value,
      reward.percent,
      reward.winner,
    ]),
    carp.reward_wins.map((reward) => [reward.title, reward.prize_value, reward.percent, null]),
  );

  // The artwork is served from the site's own address.
  const artwork = await fetch(image);
  assert.deepEqual([artwork.status, artwork.headers.get('content-type')], [200, 'image/svg+xml']);
  assert.equal(await artwork.text(), carp.image.svg);

  const others = await api('otherCompetitions', { token: '', id: carpId, category: carp.category, limit: 4 });
  assert.deepEqual(titlesOf(others), ['Week at a French Carp Lake', 'Complete Beginner Carp Kit', 'Daiwa Basia 45 QD Reel Trio', '£5,000 Tax-Free Cash']);
});

test('an unknown competition is 404 competition_not_found; an id that is no number is 400 rest_invalid_param naming id', async () => {
  assertRefusal(await call(host, 'competitionDetail', { token: '', id: 999_999_999 }), {
    status: 404,
    code: 'competition_not_found',
    message: 'Competition 999999999 was not found.',
  });
  assertRefusal(await call(host, 'competitionDetail', { token: '', id: 'abc' }), {
    status: 400,
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): id',
    params: { id: 'Competition must be a whole number.' },
  });
});

test('draw results and winners: the three past draws, each by rule v2 on its recorded quicknet round, every step verified', async () => {
  // Newest draw first: the past draws were drawn one after another as rounds 30662982, 30662990 and 30662992 came out.
  const drawnTitles = ['Carp Porter Barrow Bundle', '£2,000 Christmas Cash', 'Aluminium Fishing Boat & Engine'];
  const buyers = new Map<string, string>([
    ...OTHER_CUSTOMERS.map((customer): [string, string] => [`${customer.first_name} ${customer.last_name[0]}.`, customer.city]),
    ...shop.demo.postal_entries.map((card): [string, string] => [`${card.first_name} ${card.last_name[0]}.`, card.city]),
  ]);
  const results = await api('drawResults', { token: '', page: 1, limit: 12 });
  assert.equal(results.total_pages, 1);
  const draws = results.data as Record<string, unknown>[];
  assert.deepEqual(
    draws.map(({ title, image, draw_date, draw_time, prize_type, prize, ticket_count }) => ({
      title,
      image,
      draw_date,
      draw_time,
      prize_type,
      prize,
      ticket_count,
    })),
    drawnTitles.map((title) => {
      const competition = demoCompetition(title);
      return {
        title,
        image: artworkUrl(competition),
        draw_date: competition.draw_date,
        draw_time: competition.draw_time,
        prize_type: 'main',
        prize: title,
        ticket_count: soldOf(competition),
      };
    }),
  );
  for (const draw of draws) assert.ok(buyers.has(String(draw.winner)), `${String(draw.winner)} is one of the demo buyers`);

  const winners = await api('winners', { token: '', page: 1, limit: 12 });
  assert.equal(winners.total_pages, 1);
  assert.deepEqual(
    (winners.data as Record<string, unknown>[]).map(({ name, location, prize, competition_id, competition_title, image, ticket_number, won_at }) => ({
      name,
      location,
      prize,
      competition_id,
      competition_title,
      image,
      ticket_number,
      won_at,
    })),
    draws.map((draw) => {
      const competition = demoCompetition(String(draw.title));
      return {
        name: draw.winner,
        location: buyers.get(String(draw.winner)),
        prize: draw.title,
        competition_id: draw.competition_id,
        competition_title: draw.title,
        image: draw.image,
        ticket_number: draw.ticket_number,
        won_at: new Date(competition.past_draw!.drawn_at * 1000).toISOString(),
      };
    }),
  );

  for (const draw of draws) {
    const proof = await api('drawProof', { competition_id: Number(draw.competition_id) });
    assert.deepEqual(
      [proof.competition_id, proof.commitment, proof.seed, proof.winning_ticket],
      [draw.competition_id, draw.commitment, draw.seed, draw.ticket_number],
    );
    // Published when the competition opened (the import dates it so), before the entries it decides.
    const seeded = demoCompetition(String(draw.title));
    const past = seeded.past_draw!;
    assert.equal(proof.committed_at, Math.floor(Date.parse(seeded.created_at) / 1000));
    assert.deepEqual(
      [proof.rule, proof.state, proof.closed_at, proof.beacon_round, proof.entry_count],
      ['drand-quicknet-v2', 'drawn', past.closed_at, past.beacon.round, draw.ticket_count],
    );
    assert.deepEqual(proof.beacon, { chain_hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971', ...past.beacon });
    const result = await verifyDrawProof(proof as unknown as PublishedDrawProof);
    assert.deepEqual(
      result.steps.map((step) => `${step.step}: ${step.passed ? 'pass' : step.reason}`),
      ['seed: pass', 'beacon: pass', 'round: pass', 'entries: pass', 'winner: pass'],
    );
    assert.equal(result.computedTicket, draw.ticket_number);
  }
  const barrow = await api('drawProof', { competition_id: Number(draws[0]!.competition_id) });
  assert.deepEqual(
    (barrow.entries as { entrant: string; postal: boolean }[])
      .filter((entry) => entry.postal)
      .map((entry) => entry.entrant)
      .sort(),
    ['Alan T.', 'Bev C.', 'Sam P.'],
  );
  // Open: the commitment is published from the competition's creation, the entry list only at its close.
  const open = await api('drawProof', { competition_id: carpId });
  assert.deepEqual([open.state, open.rule, open.seed, open.tickets, open.winning_ticket], ['open', 'drand-quicknet-v2', null, [], null]);
  assert.match(String(open.commitment), /^[0-9a-f]{64}$/);
});

test('sign-in refusals: a lapsed or missing token, a wrong password, unknown keys and passwords that differ', async () => {
  const signedOut = { status: 401, code: 'rest_not_logged_in', message: 'You are not currently logged in.' };
  assertRefusal(await call(host, 'checkAuth', { token: 'lapsed' }), signedOut);
  assertRefusal(await call(host, 'getUserDetails', { token: '' }), signedOut);
  assertRefusal(await call(host, 'login', { username: DEMO_CUSTOMER.email, password: 'wrong password' }), {
    status: 403,
    code: 'invalid_credentials',
    message: 'The email address or password you entered is incorrect.',
  });
  assertRefusal(await call(host, 'resetPassword', { key: 'nope', password: 'Another!Pass2025', confirm_password: 'Another!Pass2025' }), {
    status: 400,
    code: 'invalid_key',
    message: 'This password reset link is invalid or has expired.',
  });
  assertRefusal(await call(host, 'resetPassword', { key: 'nope', password: 'Another!Pass2025', confirm_password: 'Different!2025' }), {
    status: 400,
    code: 'password_mismatch',
    message: 'New password and Confirm password do not match.',
  });
  assertRefusal(await call(host, 'loginAsUser', { key: 'nope' }), {
    status: 403,
    code: 'invalid_key',
    message: 'This sign-in link is invalid, used or expired.',
  });
  const mailsBefore = shop.mails().length;
  assert.deepEqual(await api('forgotPassword', { email: 'nobody@example.com' }), {
    success: true,
    message: 'If that email address is registered, a reset link is on its way.',
  });
  assert.equal(shop.mails().length, mailsBefore, 'no mail to an address nobody registered');
});

test('registration refusals: under 18, a weak password, an address already registered, a date of birth that is no date', async () => {
  const person = { first_name: 'Young', last_name: 'Angler', email: 'young@example.com', password: 'TightLines!2024', date_of_birth: '1990-01-01' };
  assertRefusal(await call(host, 'register', { ...person, date_of_birth: '2015-01-01' }), {
    status: 400,
    code: 'underage',
    message: 'You must be 18 or over to enter our competitions.',
  });
  assertRefusal(await call(host, 'register', { ...person, password: 'short' }), {
    status: 400,
    code: 'weak_password',
    message: 'Password must contain one letter, number and special charactor.',
  });
  assertRefusal(await call(host, 'register', { ...person, email: DEMO_CUSTOMER.email }), {
    status: 400,
    code: 'existing_user_email',
    message: 'An account is already registered with your email address. Please log in.',
  });
  assertRefusal(await call(host, 'register', { ...person, date_of_birth: '1990-13-01' }), {
    status: 400,
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): date_of_birth',
    params: { date_of_birth: 'Date of birth must be a date (YYYY-MM-DD).' },
  });
});

test('the demo customer signs in; their token works in the body and as the bearer, and every account answer is their imported account', async () => {
  const login = await api('login', { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
  const data = login.data as { id: number; token: string };
  assert.match(data.token, SHOP_TOKEN);
  token = data.token;
  demoId = data.id;
  assert.deepEqual({ ...login, data: withoutId(login) }, { success: true, data: demoUser(token) });
  for (const answer of [await api('checkAuth', { token }), await api('checkAuth', { token: '' }, { bearer: token }), await api('getUserDetails', { token })]) {
    assert.deepEqual(answer, { success: true, data: { id: demoId, ...demoUser(token) } });
  }
});

test("the demo customer's points, coupons, site credit and bank details, as imported", async () => {
  const ledger = shop.demo.ledgers.find((entry) => entry.customer === DEMO_CUSTOMER.email)!;
  const byNewest = <T extends { created_at: string }>(entries: T[]) => [...entries].sort((a, b) => b.created_at.localeCompare(a.created_at));
  assert.deepEqual(await api('points', { token, offset: 0, limit: 10 }), {
    success: true,
    points: 46,
    totalLogs: 4,
    logs: byNewest(ledger.points).map((entry) => ({
      description: entry.description,
      type: entry.type,
      points: entry.points,
      date_display_human: humanDate(entry.created_at),
    })),
  });
  assert.deepEqual(await api('coupons', { token }), {
    success: true,
    data: [
      { code: 'TIGHTLINES5', description: '£5 off your next order', amount: '£5.00' },
      { code: 'WELCOME10', description: '£10 welcome coupon', amount: '£10.00' },
    ],
  });
  assert.deepEqual(await api('siteCredit', { token }), {
    success: true,
    balance: 10,
    data: ledger.credit.map((entry) => ({ description: entry.description, amount: entry.amount, date_display_human: humanDate(entry.created_at) })),
  });
  assert.deepEqual(await api('bankDetailsSaved', { token }), { success: true, data: { account_number_last4: '6819', sort_code: '601613' } });
});

test("the demo customer's orders, each with its tickets, and the competitions they have tickets in", async () => {
  const sales = [...demoSales()].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const orders = await api('orders', { token, page: 1, limit: 10 });
  const list = orders.data as { order_id_: number }[];
  assert.ok(list.every((order) => Number.isInteger(order.order_id_)));
  assert.deepEqual(
    { ...orders, data: list.map(({ order_id_: _orderId, ...rest }) => rest) },
    {
      success: true,
      total_pages: 1,
      data: sales.map((sale) => ({
        order_status: sale.status,
        order_date: humanDate(sale.created_at),
        order_total: priceHtml(sale.quantity * demoCompetitionByKey(sale.competition).price),
        item_count: sale.quantity,
        // As store-api's list: how each was paid (the demo's sales are card payments).
        payment_method_title: 'Card payment',
      })),
    },
  );

  const billing = demoBilling();
  const ticketsByCompetition = new Map<number, number[]>();
  for (const [index, sale] of sales.entries()) {
    const competition = demoCompetitionByKey(sale.competition);
    const detail = await api('orderDetail', { token, id: list[index]!.order_id_ });
    const product = (detail.data as { product: { competition_id: number; tickets: number[] }[] }).product;
    const tickets = product[0]?.tickets ?? [];
    assert.equal(new Set(tickets).size, sale.quantity, 'one ticket number per ticket, each once');
    ticketsByCompetition.set(product[0]!.competition_id, [...(ticketsByCompetition.get(product[0]!.competition_id) ?? []), ...tickets]);
    const price = competition.price.toFixed(2);
    // The instant wins the order's tickets won, as the competition's own answer lists its won numbers (the demo's
    // sales were imported with their numbers, not played, so a winning number among them was not won).
    const prizes = (
      (await api('competitionDetail', { token: '', id: product[0]!.competition_id })).data as {
        instant_wins: { title: string; won: { ticket_number: number }[] }[];
      }
    ).instant_wins;
    const wins = prizes
      .flatMap((prize) =>
        prize.won
          .filter((win) => tickets.includes(win.ticket_number))
          .map((win) => ({ competition_id: product[0]!.competition_id, ticket_number: win.ticket_number, prize: prize.title })),
      )
      .sort((a, b) => a.ticket_number - b.ticket_number);
    const orderKey = (detail.data as { order_key: string }).order_key;
    assert.match(orderKey, /^wc_order_\w+$/, "WooCommerce's order key");
    assert.deepEqual(detail, {
      success: true,
      data: {
        id: list[index]!.order_id_,
        status: sale.status,
        date_created: { date: sale.created_at.slice(0, 19).replace('T', ' ') },
        total: (sale.quantity * competition.price).toFixed(2),
        payment_method_title: 'Card payment',
        product: [
          {
            competition_id: product[0]!.competition_id,
            title: competition.title,
            quantity: sale.quantity,
            price,
            tickets,
            draw_date: competition.draw_date,
            draw_time: competition.draw_time,
          },
        ],
        billing: {
          first_name: DEMO_CUSTOMER.first_name,
          last_name: DEMO_CUSTOMER.last_name,
          address_1: billing.address_1,
          address_2: billing.address_2,
          city: billing.city,
          state: billing.state,
          postcode: billing.postcode,
          phone: billing.phone,
          email: DEMO_CUSTOMER.email,
        },
        shipping: {
          first_name: DEMO_CUSTOMER.first_name,
          last_name: DEMO_CUSTOMER.last_name,
          address_1: billing.address_1,
          address_2: billing.address_2,
          city: billing.city,
          state: billing.state,
          postcode: billing.postcode,
        },
        order_key: orderKey,
        instant_wins: wins,
      },
    });
  }
  assertRefusal(await call(host, 'orderDetail', { token, id: 1 }), { status: 404, code: 'order_not_found', message: 'Order not found.' });

  const carp = demoCompetition('Ultimate Carp Session Bundle');
  const cash = demoCompetition('£5,000 Tax-Free Cash');
  const cashId = [...ticketsByCompetition.keys()].find((id) => id !== carpId)!;
  const purchased = await api('purchasedCompetitions', { token });
  assert.deepEqual(purchased, {
    success: true,
    data: [
      { competition_id: carpId, total_tickets: 11 },
      { competition_id: cashId, total_tickets: 5 },
    ],
    upcoming: [
      { competition: carp, id: carpId },
      { competition: cash, id: cashId },
    ].map(({ competition, id }) => ({
      competition_id: id,
      title: competition.title,
      image: artworkUrl(competition),
      draw_date: competition.draw_date,
      draw_time: competition.draw_time,
      tickets: [...(ticketsByCompetition.get(id) ?? [])].sort((a, b) => a - b),
    })),
    drawn: [],
  });
});

test('account changes: bank details, billing details, the profile and the spending limit are saved; a refused change says why', async () => {
  assert.deepEqual(await api('bankDetails', { token, account_number: '31926819', sort_code: '601613' }, { bearer: token }), {
    success: true,
    data: { account_number: '31926819', sort_code: '601613' },
  });
  assertRefusal(await call(host, 'bankDetails', { token, account_number: '31926x19', sort_code: '601613' }, { bearer: token }), {
    status: 400,
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): account_number',
    params: { account_number: 'Account Number must contain only numbers.' },
  });

  const billing = {
    billing_first_name: DEMO_CUSTOMER.first_name,
    billing_last_name: DEMO_CUSTOMER.last_name,
    billing_email: DEMO_CUSTOMER.email,
    billing_phone: '07700 900999',
    billing_address_1: '14 Lakeside Cottages',
    billing_address_2: 'Mill Lane',
    billing_city: 'Maidstone',
    billing_postcode: 'ME15 6AB',
    billing_state: 'Kent',
  };
  assert.deepEqual(
    await api('updateUserDetails', { token, first_name: DEMO_CUSTOMER.first_name, last_name: DEMO_CUSTOMER.last_name, ...billing }, { bearer: token }),
    { success: true },
  );
  const updated = { id: demoId, ...demoUser(token), ...billing };
  assert.deepEqual(await api('getUserDetails', { token }), { success: true, data: updated });

  const profile = {
    token,
    account_first_name: DEMO_CUSTOMER.first_name,
    account_last_name: DEMO_CUSTOMER.last_name,
    account_display_name: `${DEMO_CUSTOMER.first_name} ${DEMO_CUSTOMER.last_name}`,
    account_email: DEMO_CUSTOMER.email,
  };
  assert.deepEqual(await api('updateProfile', profile, { bearer: token }), { success: true, data: updated });
  assert.deepEqual(
    await api('updateProfile', { ...profile, password_current: 'nope', password_1: 'Another!Pass2025', password_2: 'Another!Pass2025' }, { bearer: token }),
    { success: false, error: 'Your current password is incorrect.' },
  );
  // £100 a week is less than £500 a month: a lower limit applies at once.
  assert.deepEqual(await api('responsibleGaming', { token, limit_duration: 'week', limit_value: 100, lockout_period: '' }, { bearer: token }), {
    success: true,
    data: { ...updated, limit_duration: 'week', limit_value: 100 },
  });
  const { token: _token, ...imported } = demoUser(token);
  demoAccount = { ...imported, ...billing, limit_duration: 'week', limit_value: 100 };
  assert.deepEqual(await api('claimPrize', { token, ticket_number: 1, competition_id: carpId, message: '' }, { bearer: token }), {
    success: false,
    error: 'We could not find a win for that ticket on your account.',
  });
});

test('community chat: a message is posted under the first name and read back as written; a blank or too long one is refused in the contract’s words', async () => {
  assert.deepEqual(await api('chatHistory', {}), { success: true, data: [] });
  assert.deepEqual(await api('communityChat', { token, message: 'Tight lines, everyone! 2 < 3' }, { bearer: token }), {
    success: true,
    message: 'Message posted.',
  });
  assertRefusal(await call(host, 'communityChat', { token, message: '   ' }, { bearer: token }), {
    status: 400,
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): message',
    params: { message: 'Please write a message.' },
  });
  assertRefusal(await call(host, 'communityChat', { token, message: 'a'.repeat(501) }, { bearer: token }), {
    status: 400,
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): message',
    params: { message: 'Messages can be up to 500 characters.' },
  });
  const history = await api('chatHistory', {});
  const messages = history.data as { id: number; name: string; message: string; created_at: number }[];
  assert.deepEqual(
    messages.map(({ name, message }) => ({ name, message })),
    [{ name: DEMO_CUSTOMER.first_name, message: 'Tight lines, everyone! 2 < 3' }],
  );
  assert.ok(
    Number.isInteger(messages[0]!.created_at) && messages[0]!.created_at > Date.parse(shop.demo.generated_at),
    'created_at is the moment in milliseconds',
  );
});

test('logout ends the token: check-auth then refuses it', async () => {
  assert.deepEqual(await api('logout', { token }, { bearer: token }), { success: true });
  assertRefusal(await call(host, 'checkAuth', { token }), { status: 401, code: 'rest_not_logged_in', message: 'You are not currently logged in.' });
});

const NEWCOMER = {
  first_name: 'New',
  last_name: 'Angler',
  email: 'new.angler@example.com',
  password: 'Fresh!Water2025',
  date_of_birth: '1990-06-15',
  phone: '07700 900000',
};
let newcomerToken = '';

test('a new customer registers (signed in at once) and signs in with their password', async () => {
  const registered = await api('register', NEWCOMER);
  newcomerToken = String((registered.data as { token: string }).token);
  assert.match(newcomerToken, SHOP_TOKEN);
  const account = {
    billing_address_1: '',
    billing_address_2: '',
    billing_city: '',
    billing_company: '',
    billing_country: 'GB',
    billing_email: NEWCOMER.email,
    billing_first_name: NEWCOMER.first_name,
    billing_last_name: NEWCOMER.last_name,
    billing_postcode: '',
    billing_state: '',
    billing_phone: NEWCOMER.phone,
    description: '',
    email: NEWCOMER.email,
    first_name: NEWCOMER.first_name,
    last_name: NEWCOMER.last_name,
    name: `${NEWCOMER.first_name} ${NEWCOMER.last_name}`,
    nickname: NEWCOMER.email,
    limit_duration: '',
    limit_value: 0,
    lockout_period: '',
    current_spending: 0,
    lock_account: false,
    locking_period: '',
    pending_limit: null,
    site_credit: 0,
  };
  assert.deepEqual({ ...registered, data: withoutId(registered) }, { success: true, data: { ...account, token: newcomerToken } });
  const signedIn = await api('login', { username: NEWCOMER.email, password: NEWCOMER.password });
  const signedInToken = String((signedIn.data as { token: string }).token);
  assert.notEqual(signedInToken, newcomerToken);
  assert.deepEqual({ ...signedIn, data: withoutId(signedIn) }, { success: true, data: { ...account, token: signedInToken } });
});

test('a forgotten password: the mailed link resets it once, every session ends, and the new password signs in', async () => {
  assert.deepEqual(await api('forgotPassword', { email: NEWCOMER.email }), {
    success: true,
    message: 'If that email address is registered, a reset link is on its way.',
  });
  const mail = shop
    .mails()
    .filter((sent) => sent.to.includes(NEWCOMER.email))
    .at(-1);
  assert.equal(mail?.subject, 'Reset your Angling Prizes password');
  const link =
    /^Someone asked to reset the password of your account\. If it was you, choose a new password here \(the link works once, for an hour\):\n\nhttp:\/\/127\.0\.0\.1:3000\/auth\/reset\/password\?key=([\w-]+)\n\nIf it was not you, ignore this email: your password stays as it is\.$/.exec(
      mail?.message ?? '',
    );
  assert.ok(link, `the mail carries the storefront's reset link: ${mail?.message ?? '(no mail)'}`);
  const key = link[1]!;
  const reset = { key, password: 'Brand!New2025x', confirm_password: 'Brand!New2025x' };
  assert.deepEqual(await api('resetPassword', reset), { success: true, message: 'Your password has been reset. Please sign in.' });
  assertRefusal(await call(host, 'checkAuth', { token: newcomerToken }), {
    status: 401,
    code: 'rest_not_logged_in',
    message: 'You are not currently logged in.',
  });
  assertRefusal(await call(host, 'resetPassword', reset), { status: 400, code: 'invalid_key', message: 'This password reset link is invalid or has expired.' });
  assertRefusal(await call(host, 'login', { username: NEWCOMER.email, password: NEWCOMER.password }), {
    status: 403,
    code: 'invalid_credentials',
    message: 'The email address or password you entered is incorrect.',
  });
  const signedIn = await api('login', { username: NEWCOMER.email, password: 'Brand!New2025x' });
  assert.equal((signedIn.data as { email: string }).email, NEWCOMER.email);
});

test("a support sign-in link (angling_prizes_login_link) signs the customer in once, at the storefront's address", async () => {
  const link = (await shop.site.runPhp('echo angling_prizes_login_link($args[0]);', [DEMO_CUSTOMER.email])).trim();
  const key = /^http:\/\/127\.0\.0\.1:3000\/login-as-user\?key=([\w-]+)$/.exec(link)?.[1];
  assert.ok(key, `a sign-in link on the storefront: ${link}`);
  const signedIn = await api('loginAsUser', { key });
  const data = signedIn.data as { token: string };
  assert.match(data.token, SHOP_TOKEN);
  assert.deepEqual({ ...signedIn, data: withoutId(signedIn) }, { success: true, data: { ...demoAccount, token: data.token } });
  assertRefusal(await call(host, 'loginAsUser', { key }), { status: 403, code: 'invalid_key', message: 'This sign-in link is invalid, used or expired.' });
});

test("the operator's postal_entry: a card recorded with the operator token answers the contract; the storefront's service bearer is refused 403", async () => {
  const operatorToken = 'contract-test-operator-token-0123456789';
  await shop.site.runPhp('\\AnglingPrizes\\Infrastructure\\Settings::set_operator_token($args[0]); echo "ok";', [operatorToken]);
  const featured = (await api('featured', { page: 1, limit: 100 })).data as { id: number; status: string; disable_tickets: boolean; comp_question: boolean }[];
  // One without a qualifying question: its right answer is never published.
  const id = featured.find((listed) => listed.status === 'open' && !listed.disable_tickets && !listed.comp_question)?.id;
  assert.ok(id, 'the demo has an open competition without a question');
  const card = {
    competition_id: id,
    first_name: 'Ann',
    last_name: 'Smith',
    address_1: '1 Lake Road',
    city: 'Leeds',
    postcode: 'LS1 4AP',
    email: 'ann.smith@example.com',
    received: '2025-01-02',
  };
  assertRefusal(await call(host, 'postalEntry', card), { status: 403, code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' });
  const recorded = await api('postalEntry', card, { bearer: operatorToken });
  const entry = recorded.entry as { status: string; reason: string; competition_id: number; tickets: number[]; has_account: boolean };
  assert.deepEqual(
    [recorded.success, entry.status, entry.reason, entry.competition_id, entry.tickets.length, entry.has_account],
    [true, 'accepted', '', id, 1, false],
  );
});

test("every /api/v1 route describes itself in WordPress's REST index: each argument has a description, and its answer schema is the contract's", async () => {
  const fromContract = await answerSchemas();
  const routes = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => ENDPOINTS[name].route.startsWith('/api/v1/'));
  const undescribed: string[] = [];
  for (const name of routes) {
    const { route, method } = ENDPOINTS[name];
    const response = await fetch(buildApiUrl(host, route), { method: 'OPTIONS' });
    assert.equal(response.status, 200, route);
    const index = (await response.json()) as {
      namespace: string;
      endpoints: { methods: string[]; args: Record<string, { description?: string }> }[];
      schema: unknown;
    };
    assert.equal(index.namespace, 'api/v1');
    const endpoint = index.endpoints.find((candidate) => candidate.methods.includes(method));
    assert.ok(endpoint, `${route} answers ${method}`);
    for (const [arg, definition] of Object.entries(endpoint.args)) if (!definition.description?.trim()) undescribed.push(`${route} ${arg}`);
    assert.deepEqual(
      index.schema,
      fromContract[route.slice('/api/v1/'.length)],
      `${route}: the schema it registers is the contract's (pnpm wordpress:schemas)`,
    );
  }
  assert.deepEqual(undescribed, []);
});

test('every /api/v1 route gave an answer its response schema accepts', () => {
  // The table's other calls are WooCommerce's own Store API (tests/storeApi.test.ts). The operator's call
  // (recording a free postal entry, `bearer: 'operator'`) is checked above with the operator's token.
  const routes = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => ENDPOINTS[name].route.startsWith('/api/v1/'));
  assert.ok(routes.length > 0 && routes.length < Object.keys(ENDPOINTS).length);
  assert.deepEqual(
    routes.filter((name) => !checked.has(name)),
    [],
  );
});

test("WordPress's debug log gained no line while this file ran", () => {
  assert.equal(shop.debugLogGrowth(), '');
});
