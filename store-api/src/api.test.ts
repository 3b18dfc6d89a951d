import { startTestApi, clientFor, signedInClient, raw } from './testing/testApi';
import type { RunningStoreApi } from './server';

/** Every endpoint answers the shape of shared-contracts (the client checks each answer against it). */
describe('store-api endpoints over HTTP', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('serves site content: settings, SEO, how it works, FAQ, legal terms and winner stats', async () => {
    const client = clientFor(api);
    expect((await client.getSettings()).suggested_tickets).toEqual([5, 10, 25, 50]);
    expect((await client.getSeoSettings())?.page_title).toMatch(/Angling Prizes/);
    expect((await client.getHowItWorks()).steps.length).toBeGreaterThan(2);
    expect((await client.getFaqs()).length).toBeGreaterThanOrEqual(8);
    expect((await client.getLegalTerms())[3]?.title).toBe('Privacy Policy');
    const stats = await client.getWinnerStats();
    expect(stats.totalWinner).toBeGreaterThan(0);
    expect(stats.totalPrizeValue).toBeGreaterThan(0);
  });

  it('lists competitions by category with paging, draws next, finished and featured', async () => {
    const client = clientFor(api);
    const all = await client.listCompetitions({ category: 'all', page: 1, limit: 50 });
    expect(all.total).toBeGreaterThanOrEqual(12);
    expect(all.data.every((competition) => competition.status === 'open')).toBe(true);
    const tackle = await client.listCompetitions({ category: 'tackle', page: 1 });
    expect(tackle.data.length).toBeGreaterThan(0);
    expect(tackle.data.every((competition) => competition.category === 'tackle')).toBe(true);
    const instant = await client.listCompetitions({ category: 'instant_win_comps', page: 1 });
    expect(instant.data.every((competition) => competition.enable_instant_wins)).toBe(true);
    const paged = await client.listCompetitions({ category: 'all', page: 2, limit: 5 });
    expect(paged.page).toBe(2);
    expect(paged.data).toHaveLength(5);
    const next = await client.listDrawnNext({ page: 1 });
    const dates = next.data.map((competition) => competition.draw_date);
    expect([...dates].sort()).toEqual(dates);
    const finished = await client.listFinishedSoldOut({ page: 1 });
    expect(finished.data.length).toBeGreaterThanOrEqual(3);
    expect(finished.data.every((competition) => competition.status !== 'open')).toBe(true);
    expect((await client.listFeatured({ page: 1 })).data.length).toBeGreaterThan(0);
  });

  it('answers one competition and others like it, never revealing the correct answer', async () => {
    const client = clientFor(api);
    const competition = await client.getCompetition(101);
    expect(competition.comp_question).toBe(true);
    expect(competition.question_options.map((option) => option.text)).toEqual(['Mirror', 'Pike', 'Perch']);
    expect(JSON.stringify(competition)).not.toMatch(/correct/);
    const others = await client.getOtherCompetitions({ id: 101, category: 'carp-fishing', limit: 4 });
    expect(others).toHaveLength(4);
    expect(others.some((other) => other.id === 101)).toBe(false);
    expect(others[0]!.category).toBe('carp-fishing');
  });

  it('has draw results and winners from the drawn competitions', async () => {
    const client = clientFor(api);
    const results = await client.getDrawResults({ page: 1 });
    expect(results.data.length).toBeGreaterThanOrEqual(3);
    expect(results.data[0]!.ticket_number).toBeGreaterThan(0);
    expect((await client.getWinners({ page: 1 })).data[0]!.name).toMatch(/^\w+ \w\.$/);
  });

  it('serves the generated artwork as SVG', async () => {
    const competition = await clientFor(api).getCompetition(101);
    const response = await fetch(competition.image);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('Ultimate Carp Session Bundle');
  });

  it('gives the demo customer their account: details, points, coupons, credit, orders, order detail and tickets', async () => {
    const client = await signedInClient(api);
    const user = await client.checkAuth();
    expect(user.email).toBe('demo@anglingprizes.test');
    expect((await client.getUserDetails()).billing_postcode).toBe('ME15 6AA');
    const points = await client.getPoints({ offset: 0, limit: 10 });
    expect(points.points).toBe(46);
    expect(points.logs.some((log) => log.type === 'order-redeem' && log.points === -10)).toBe(true);
    expect((await client.getCoupons()).map((coupon) => coupon.code)).toEqual(['TIGHTLINES5', 'WELCOME10']);
    expect((await client.getSiteCredit()).balance).toBe(10);
    const orders = await client.getOrders({ page: 1 });
    expect(orders.data).toHaveLength(3);
    expect(orders.data.map((order) => order.order_status)).toContain('admin-comp-win');
    expect(orders.data[0]!.order_total).toContain('&pound;');
    const detail = await client.getOrderDetail(orders.data[0]!.order_id_);
    expect(detail.product[0]!.tickets.length).toBe(detail.product[0]!.quantity);
    expect(detail.product[0]!.draw_time).toMatch(/^\d\d:\d\d$/);
    const purchased = await client.getPurchasedCompetitions();
    expect(purchased.data).toEqual(
      expect.arrayContaining([
        { competition_id: 101, total_tickets: 11 },
        { competition_id: 103, total_tickets: 5 },
      ]),
    );
    expect(purchased.upcoming.length).toBe(2);
  });

  it('updates the profile, billing and bank details of the signed-in customer', async () => {
    const client = await signedInClient(api, 'second');
    const profile = await client.updateProfile({
      account_first_name: 'Al',
      account_last_name: 'Blair',
      account_display_name: 'Al Blair',
      account_email: 'second@anglingprizes.test',
      password_current: '',
      password_1: '',
      password_2: '',
    });
    expect(profile.success).toBe(true);
    expect(profile.data?.first_name).toBe('Al');
    const billing = await client.updateUserDetails({
      first_name: 'Al',
      last_name: 'Blair',
      billing_first_name: 'Al',
      billing_last_name: 'Blair',
      billing_email: 'second@anglingprizes.test',
      billing_phone: '0113 496 0000',
      billing_address_1: '4',
      billing_address_2: 'Canal Street',
      billing_city: 'Leeds',
      billing_postcode: 'LS1 1AA',
      billing_state: '',
    });
    expect(billing.success).toBe(true);
    expect((await client.getUserDetails()).billing_city).toBe('Leeds');
    expect((await client.saveBankDetails({ account_number: '12345678', sort_code: '112233' })).success).toBe(true);
    const mismatch = await client.updateProfile({
      account_first_name: 'Al',
      account_last_name: 'Blair',
      account_display_name: 'Al Blair',
      account_email: 'second@anglingprizes.test',
      password_current: 'BigCommon!2025',
      password_1: 'short',
      password_2: 'short',
    });
    expect(mismatch).toEqual({ success: false, error: 'Password must contain one letter, number and special charactor.' });
  });

  it('registers adults only, and signs in, out and back with tokens that can be revoked', async () => {
    const client = clientFor(api);
    await expect(
      client.register({
        first_name: 'Kid',
        last_name: 'Angler',
        email: 'kid@example.com',
        password: 'Youngster!2024',
        date_of_birth: `${new Date().getUTCFullYear() - 17}-01-01`,
      }),
    ).rejects.toMatchObject({ status: 400, code: 'underage' });
    const user = await client.register({
      first_name: 'New',
      last_name: 'Angler',
      email: 'new@example.com',
      password: 'FreshWater!2024',
      date_of_birth: '1990-04-01',
    });
    expect(user.token).not.toBe('');
    expect((await client.checkAuth()).email).toBe('new@example.com');
    await client.logout();
    const stale = await raw(api, '/api/v1/check-auth', { body: { token: user.token } });
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } });
    await expect(client.login({ username: 'new@example.com', password: 'wrong' })).rejects.toMatchObject({ status: 403, code: 'invalid_credentials' });
  });

  it('answers WordPress errors: no route 404, bad bearer 401, malformed JSON 400', async () => {
    expect((await raw(api, '/api/v1/nothing')).body).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
    const forbidden = await raw(api, '/api/v1/getsettings', { headers: { Authorization: 'Bearer nope' } });
    expect(forbidden.status).toBe(401);
    expect(forbidden.body.code).toBe('rest_forbidden');
    const malformed = await raw(api, '/api/v1/login', { body: '{"username":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('rest_invalid_json');
    const pretty = await fetch(`${api.url}/wp-json/api/v1/getsettings`, { headers: { Authorization: 'Bearer test-service-token' } });
    expect(pretty.status).toBe(200);
  });
});
