import { HOME_CAROUSEL_LIMIT } from '../constants';
import { competitionDetailsPath } from '../routes';
import { competitionFixture } from '../testing/competitionFixture';
import { saveAuthToken } from './authToken';
import { createApiClient } from './createApiClient';
import { ENDPOINTS } from './endpoints';
import { FIRST_CALL_FRESH_MS, FIRST_CALLS, SETTINGS_FIRST_CALL, startFirstCall, type FirstCall } from './firstCalls';
import { MemoryStorage } from '../testing/memoryStorage';

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

const HOST = 'https://shop.example.co.uk';
const SERVICE_TOKEN = 'service-abc';
const carp = competitionFixture({ id: 102, title: 'Daiwa Basia 45 QD Reel Trio' });

/** A server that records each request and answers from `answer`, or fails the connection when it returns null. */
function server(answer: (url: string) => unknown) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(input), init });
    const body = answer(String(input));
    if (body === null) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(body));
  }) as typeof fetch;
  return { sent, fetchImpl };
}

const listAnswer = (title: string) => ({ success: true, data: [{ ...carp, title }] });

/** The home page's first call as the shell starts it, then the client the screen asks through. */
function homeStartedBy(first: ReturnType<typeof server>, at: number, token = '') {
  const storage = new MemoryStorage();
  if (token) saveAuthToken(storage, token);
  startFirstCall(HOST, SERVICE_TOKEN, FIRST_CALLS.home!('/')!, token, first.fetchImpl, at);
  return storage;
}

beforeEach(() => {
  globalThis.__shopFirstCalls = undefined;
});

describe('FIRST_CALLS and SETTINGS_FIRST_CALL', () => {
  it('name only calls of the endpoint table with the service bearer and no cart session, by their method', () => {
    const calls: FirstCall[] = [SETTINGS_FIRST_CALL, FIRST_CALLS.home!('/')!, FIRST_CALLS['competition-details']!(competitionDetailsPath(carp))!];
    for (const call of calls) {
      const endpoint = Object.values(ENDPOINTS).find((candidate) => candidate.route === call.route);
      expect(endpoint).toMatchObject({ method: call.method, bearer: 'service' });
      expect(endpoint && 'cart' in endpoint).toBe(false);
    }
    expect(calls.map((call) => [call.method, call.payload])).toEqual([
      ['GET', {}],
      ['POST', { page: 1, limit: HOME_CAROUSEL_LIMIT }],
      ['POST', { id: 102 }],
    ]);
  });
});

describe('a first call taken by the API client', () => {
  it("answers the screen's own call with the same request, so the client sends nothing", async () => {
    const first = server(() => listAnswer('From the first call'));
    const storage = homeStartedBy(first, 1_000, 'customer-token');
    const later = server(() => listAnswer('Asked again'));
    const api = createApiClient({ host: HOST, serviceToken: SERVICE_TOKEN, fetch: later.fetchImpl, storage, now: () => 2_000 });

    const list = await api.listFeatured({ page: 1, limit: HOME_CAROUSEL_LIMIT });
    expect(list.data.map((competition) => competition.title)).toEqual(['From the first call']);
    expect(later.sent).toEqual([]);

    // Taken once: the next call is the client's own, and it is the very request the shell sent.
    await api.listFeatured({ page: 1, limit: HOME_CAROUSEL_LIMIT });
    expect(later.sent).toEqual(first.sent);
  });

  it("answers a details page's competition call", async () => {
    const first = server(() => ({ success: true, data: carp }));
    startFirstCall(HOST, SERVICE_TOKEN, FIRST_CALLS['competition-details']!(competitionDetailsPath(carp))!, '', first.fetchImpl, 0);
    const later = server(() => null);
    const api = createApiClient({ host: HOST, serviceToken: SERVICE_TOKEN, fetch: later.fetchImpl, storage: new MemoryStorage(), now: () => 0 });
    await expect(api.getCompetition(102)).resolves.toMatchObject({ id: 102, title: 'Daiwa Basia 45 QD Reel Trio' });
    expect(later.sent).toEqual([]);
  });

  it("answers the shell's settings call, a GET with no token", async () => {
    const first = server(() => ({ success: true, data: { announcement: 'From the first call' } }));
    startFirstCall(HOST, SERVICE_TOKEN, SETTINGS_FIRST_CALL, 'customer-token', first.fetchImpl, 0);
    const later = server(() => ({ success: true, data: { announcement: 'Asked again' } }));
    const api = createApiClient({ host: HOST, serviceToken: SERVICE_TOKEN, fetch: later.fetchImpl, storage: new MemoryStorage(), now: () => 0 });
    expect((await api.getSettings()).announcement).toBe('From the first call');
    expect(later.sent).toEqual([]);
    await api.getSettings();
    expect(later.sent).toEqual(first.sent);
    expect(first.sent[0]?.init).toMatchObject({ method: 'GET', body: undefined });
  });

  it('is not used for another request: another limit, another customer', async () => {
    const first = server(() => listAnswer('From the first call'));
    const storage = homeStartedBy(first, 0);
    const later = server(() => listAnswer('Asked again'));
    const api = createApiClient({ host: HOST, serviceToken: SERVICE_TOKEN, fetch: later.fetchImpl, storage, now: () => 0 });

    expect((await api.listFeatured({ page: 1, limit: HOME_CAROUSEL_LIMIT + 1 })).data[0]?.title).toBe('Asked again');
    saveAuthToken(storage, 'signed-in-since');
    expect((await api.listFeatured({ page: 1, limit: HOME_CAROUSEL_LIMIT })).data[0]?.title).toBe('Asked again');
    expect(later.sent).toHaveLength(2);
  });

  it(`is not used ${FIRST_CALL_FRESH_MS / 1000} s after it was started: the client asks afresh`, async () => {
    const first = server(() => listAnswer('Stale'));
    const storage = homeStartedBy(first, 1_000);
    const later = server(() => listAnswer('Fresh'));
    const api = createApiClient({ host: HOST, serviceToken: SERVICE_TOKEN, fetch: later.fetchImpl, storage, now: () => 1_000 + FIRST_CALL_FRESH_MS + 1 });
    expect((await api.listFeatured({ page: 1, limit: HOME_CAROUSEL_LIMIT })).data[0]?.title).toBe('Fresh');
  });

  it('that failed on the network is asked again by the client', async () => {
    const first = server(() => null);
    const storage = homeStartedBy(first, 0);
    const later = server(() => listAnswer('Asked again'));
    const api = createApiClient({ host: HOST, serviceToken: SERVICE_TOKEN, fetch: later.fetchImpl, storage, now: () => 0 });
    expect((await api.listFeatured({ page: 1, limit: HOME_CAROUSEL_LIMIT })).data[0]?.title).toBe('Asked again');
    expect(later.sent).toEqual(first.sent);
  });

  it('that the server refused is the answer: an error, as for any call', async () => {
    const storage = new MemoryStorage();
    const refusing = (async () => new Response(JSON.stringify({ code: 'rest_forbidden', message: 'Sorry' }), { status: 403 })) as typeof fetch;
    startFirstCall(HOST, SERVICE_TOKEN, FIRST_CALLS.home!('/')!, '', refusing, 0);
    const later = server(() => listAnswer('Asked again'));
    const api = createApiClient({ host: HOST, serviceToken: SERVICE_TOKEN, fetch: later.fetchImpl, storage, now: () => 0 });
    await expect(api.listFeatured({ page: 1, limit: HOME_CAROUSEL_LIMIT })).rejects.toMatchObject({ status: 403, message: 'featured: HTTP 403 Sorry' });
    expect(later.sent).toEqual([]);
  });
});
