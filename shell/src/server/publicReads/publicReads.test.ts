/** @jest-environment node */
import { buildApiUrl } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { isSiteContentRoute } from './publicRead';
import { createPublicReads, PUBLIC_READ_HEADER } from './publicReads';

const BACKEND = { apiHost: 'https://wp.shop.test', serviceToken: 'service-token' };
const storefront = (route: string, query = '') => `/competition/index.php/wp-json/?rest_route=${route}${query}`;

/** What the backend answers each route (valid answers): a list's `total` counts the backend's requests. */
function backendAnswer(url: string, requests: number): unknown {
  const route = new URL(url).searchParams.get('rest_route');
  if (route === '/api/v1/getcompetition') return { success: true, data: competitionFixture({ id: 7, title: `Answer ${requests}` }) };
  if (route === '/api/v1/getsettings') return { success: true, data: {} };
  return { success: true, data: [], page: 1, total_pages: 1, total: requests };
}

function setup(now?: () => number) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return Response.json(backendAnswer(String(input), calls.length));
  });
  const log = jest.fn();
  return { calls, fetchImpl, log, reads: createPublicReads({ fetchImpl, log, now }) };
}

describe('createPublicReads', () => {
  it("answers two customers' requests for one list with one backend request that carries neither customer's token", async () => {
    const { calls, reads } = setup();
    const [first, second] = await Promise.all([
      reads.answer('POST', storefront('/api/v1/getcompetition'), '{"token":"customer-a","id":7}', BACKEND),
      reads.answer('POST', storefront('/api/v1/getcompetition'), '{"id":7,"token":"customer-b"}', BACKEND),
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(buildApiUrl(BACKEND.apiHost, '/api/v1/getcompetition'));
    expect(calls[0]!.init?.body).toBe('{"id":7}');
    expect(new Headers(calls[0]!.init?.headers).get('Authorization')).toBe('Bearer service-token');
    expect([first.status, JSON.parse(first.body).data.title, first.headers[PUBLIC_READ_HEADER]]).toEqual([200, 'Answer 1', 'miss']);
    expect(second.body).toBe(first.body);
    expect(first.body).not.toMatch(/customer-[ab]/);
  });

  it('keys a GET read by its query, and another page by its own key', async () => {
    const { calls, reads } = setup();
    await reads.answer('GET', storefront('/api/v1/getsettings'), '', BACKEND);
    await reads.answer('GET', storefront('/api/v1/getsettings'), '', BACKEND);
    await reads.answer('POST', storefront('/api/v1/competition'), '{"page":1,"category":"all"}', BACKEND);
    await reads.answer('POST', storefront('/api/v1/competition'), '{"category":"all","page":2}', BACKEND);
    expect(calls.map((call) => [call.url.replace(BACKEND.apiHost, ''), call.init?.body])).toEqual([
      [storefront('/api/v1/getsettings'), undefined],
      [storefront('/api/v1/competition'), '{"category":"all","page":1}'],
      [storefront('/api/v1/competition'), '{"category":"all","page":2}'],
    ]);
  });

  it("keeps the operator's site content a minute, the catalogue 2 s: a draw night's refreshes are the catalogue's", async () => {
    const clock = { now: 1_000_000 };
    const { calls, reads } = setup(() => clock.now);
    const ask = () =>
      Promise.all([
        reads.answer('GET', storefront('/api/v1/getsettings'), '', BACKEND),
        reads.answer('POST', storefront('/api/v1/getSEOSettings'), '{"page":"Home"}', BACKEND),
        reads.answer('POST', storefront('/api/v1/competition'), '{"page":1}', BACKEND),
      ]);
    const asked = () => calls.map((call) => new URL(call.url).searchParams.get('rest_route'));
    await ask();
    expect(asked()).toEqual(['/api/v1/getsettings', '/api/v1/getSEOSettings', '/api/v1/competition']);
    clock.now += 59_999;
    await ask();
    expect(asked().slice(3)).toEqual(['/api/v1/competition']);
    // A minute on, the content is asked again; the list, asked a moment ago, is still fresh.
    clock.now += 1;
    await ask();
    expect(asked().slice(4).sort()).toEqual(['/api/v1/getSEOSettings', '/api/v1/getsettings']);
  });

  it("names the operator's site content among the public reads, and nothing else", () => {
    const content = ['/api/v1/getsettings', '/api/v1/getSEOSettings', '/api/v1/gethowitworkssettings', '/api/v1/get_faqs', '/api/v1/get_legal_terms'];
    expect(content.filter(isSiteContentRoute)).toEqual(content);
    expect(
      ['/api/v1/competition', '/api/v1/getcompetition', '/api/v1/draw_results', '/api/v1/get_realtime_winners_prize_value', '/api/v1/orders'].filter(
        isSiteContentRoute,
      ),
    ).toEqual([]);
  });

  it.each([
    ['a private call (orders)', 'POST', storefront('/api/v1/orders'), '{"token":"customer-a","page":1}'],
    ['a Store API call (the cart)', 'GET', storefront('/wc/store/v1/cart'), ''],
    ['a sign-in', 'POST', storefront('/api/v1/login'), '{"email":"a@b.c","password":"x"}'],
    ['a public read with the wrong method', 'GET', storefront('/api/v1/competition'), ''],
    ['a rest_route given twice', 'GET', storefront('/api/v1/getsettings', '&rest_route=/api/v1/orders'), ''],
    ['another path', 'GET', '/wp-json/?rest_route=/api/v1/getsettings', ''],
  ])('refuses %s with 404 rest_no_route and asks the backend nothing', async (_case, method, url, body) => {
    const { calls, reads } = setup();
    const answer = await reads.answer(method, url, body, BACKEND);
    expect([answer.status, JSON.parse(answer.body).code]).toEqual([404, 'rest_no_route']);
    expect(calls).toHaveLength(0);
  });

  it('refuses a body that is not a JSON object with 400 rest_invalid_json', async () => {
    const { calls, reads } = setup();
    const answer = await reads.answer('POST', storefront('/api/v1/competition'), '[1', BACKEND);
    expect([answer.status, JSON.parse(answer.body).code]).toEqual([400, 'rest_invalid_json']);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['is not JSON', 'Fatal error: Allowed memory size exhausted'],
    ["does not have the endpoint's shape", '{"success":true,"data":"oops"}'],
  ])('hands on a 200 whose body %s without keeping it, so the next customer gets a fresh try', async (_case, garbled) => {
    const { reads, fetchImpl } = setup();
    fetchImpl.mockResolvedValueOnce(new Response(garbled, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const first = await reads.answer('POST', storefront('/api/v1/competition'), '{"page":1}', BACKEND);
    expect([first.status, first.body]).toEqual([200, garbled]);
    const second = await reads.answer('POST', storefront('/api/v1/competition'), '{"page":1}', BACKEND);
    expect([second.status, second.headers[PUBLIC_READ_HEADER], fetchImpl.mock.calls.length]).toEqual([200, 'miss', 2]);
  });

  it("answers 502 in WordPress's shape when the backend cannot be reached and nothing was kept, and logs it", async () => {
    const { reads, fetchImpl, log } = setup();
    fetchImpl.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const answer = await reads.answer('GET', storefront('/api/v1/get_faqs'), '', BACKEND);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([
      502,
      { code: 'backend_unavailable', message: 'The shop could not be reached just now. Please try again.', data: { status: 502 } },
    ]);
    expect(log).toHaveBeenCalledWith('[public-reads] /api/v1/get_faqs: no answer from the backend (connect ECONNREFUSED)');
  });

  it("shares its answers with the render server's own client, and lets every other call through untouched", async () => {
    const { calls, reads } = setup();
    await reads.answer('POST', storefront('/api/v1/competition'), '{"category":"all","page":1,"limit":12}', BACKEND);
    const init = { method: 'POST', headers: { Authorization: 'Bearer service-token' }, body: '{"page":1,"limit":12,"token":"","category":"all"}' };
    const cached = await reads.fetch(buildApiUrl(BACKEND.apiHost, '/api/v1/competition'), init);
    expect(await cached.json()).toEqual({ success: true, data: [], page: 1, total_pages: 1, total: 1 });
    expect(calls).toHaveLength(1);
    const privateInit = { method: 'POST', headers: { Authorization: 'Bearer service-token' }, body: '{"token":"customer-a","page":1}' };
    await reads.fetch(buildApiUrl(BACKEND.apiHost, '/api/v1/orders'), privateInit);
    await reads.fetch(buildApiUrl(BACKEND.apiHost, '/api/v1/orders'), privateInit);
    expect(calls.slice(1)).toEqual([
      { url: buildApiUrl(BACKEND.apiHost, '/api/v1/orders'), init: privateInit },
      { url: buildApiUrl(BACKEND.apiHost, '/api/v1/orders'), init: privateInit },
    ]);
  });

  it("shares answers with the render server's client for a WordPress at the domain root too (an apiHost ending in wp-json/)", async () => {
    const { calls, reads } = setup();
    const root = { apiHost: 'https://wp.shop.test/wp-json/', serviceToken: 'service-token' };
    await reads.answer('GET', storefront('/api/v1/getsettings'), '', root);
    const cached = await reads.fetch(buildApiUrl(root.apiHost, '/api/v1/getsettings'), { method: 'GET', headers: { Authorization: 'Bearer service-token' } });
    expect(await cached.json()).toEqual({ success: true, data: {} });
    expect(calls.map((call) => call.url)).toEqual(['https://wp.shop.test/wp-json/?rest_route=/api/v1/getsettings']);
  });
});
