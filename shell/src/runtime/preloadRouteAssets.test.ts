import { competitionDetailsPath, HOME_CAROUSEL_LIMIT, saveAuthToken, STORAGE_KEYS, takeFirstCall, type KeyValueStorage } from '@shop/shared-contracts';
import { preloadRouteAssets, routeAssetUrls, startPageFirstCalls } from './preloadRouteAssets';

const storage = () => window.localStorage;

const config = {
  remotesManifestUrl: '/remotes.json',
  remoteOrigins: { catalog: 'http://cat.test', basket: 'http://basket.test/', account: 'http://account.test' },
};
const manifest = {
  catalog: { version: '2.0.0', entry: '2.0.0/remoteEntry.js', contract: '1.0.0', preload: { home: ['2.0.0/973.js', '2.0.0/screen-home.js'] } },
  basket: { version: '1.0.0', entry: '1.0.0/remoteEntry.js', contract: '1.0.0' },
};

/** A fetch that records what it was asked for: the URL and the request mode. */
function recordingFetch(answer: () => Promise<Response> = () => Promise.resolve(new Response(''))) {
  const requests: string[] = [];
  const fetchImpl = ((input: string | URL | Request, init?: RequestInit) => {
    requests.push(`${init?.mode ?? 'cors'} ${String(input)}`);
    return answer();
  }) as typeof fetch;
  return { requests, fetchImpl };
}

describe('routeAssetUrls', () => {
  it("lists the page's remote entry and its screen's files on the remote's origin", () => {
    expect(routeAssetUrls('/', config, manifest)).toEqual([
      'http://cat.test/2.0.0/remoteEntry.js',
      'http://cat.test/2.0.0/973.js',
      'http://cat.test/2.0.0/screen-home.js',
    ]);
  });

  it('lists only the entry when the release listed nothing for the screen', () => {
    expect(routeAssetUrls('/cart', config, manifest)).toEqual(['http://basket.test/1.0.0/remoteEntry.js']);
    expect(routeAssetUrls('/faq', config, manifest)).toEqual(['http://cat.test/2.0.0/remoteEntry.js']);
  });

  it('lists nothing for an unknown path, a remote missing from the manifest or answers of the wrong shape', () => {
    expect(routeAssetUrls('/no/such/page', config, manifest)).toEqual([]);
    expect(routeAssetUrls('/account', config, manifest)).toEqual([]);
    expect(routeAssetUrls('/', null, manifest)).toEqual([]);
    expect(routeAssetUrls('/', config, ['catalog'])).toEqual([]);
    expect(routeAssetUrls('/', { ...config, remoteOrigins: { catalog: 'not a url' } }, manifest)).toEqual([]);
  });
});

describe('preloadRouteAssets', () => {
  it("fetches the page's remote files once index.html's start-up reads are in", async () => {
    const early = { '/config.json': Promise.resolve(config), '/remotes.json': Promise.resolve(manifest) };
    const { requests, fetchImpl } = recordingFetch();
    await preloadRouteAssets('/', early, fetchImpl, storage);
    expect(requests).toEqual([
      'no-cors http://cat.test/2.0.0/remoteEntry.js',
      'no-cors http://cat.test/2.0.0/973.js',
      'no-cors http://cat.test/2.0.0/screen-home.js',
    ]);
    // The shell still takes both answers itself.
    expect(Object.keys(early)).toEqual(['/config.json', '/remotes.json']);
  });

  it('does nothing without the start-up reads or when one failed', async () => {
    const { requests, fetchImpl } = recordingFetch();
    await preloadRouteAssets('/', undefined, fetchImpl, storage);
    await preloadRouteAssets('/', { '/config.json': Promise.resolve(config) }, fetchImpl, storage);
    // As index.html's script keeps them: a failed read is handled there, and taken by the shell later.
    const failed = () => {
      const answer = Promise.reject(new Error('HTTP 500'));
      answer.catch(() => undefined);
      return answer;
    };
    await preloadRouteAssets('/', { '/config.json': failed() }, fetchImpl, storage);
    await preloadRouteAssets('/', { '/config.json': Promise.resolve(config), '/remotes.json': failed() }, fetchImpl, storage);
    expect(requests).toEqual([]);
  });

  it('swallows a failed download: the remote slot reports an unreachable remote itself', async () => {
    const early = { '/config.json': Promise.resolve(config), '/remotes.json': Promise.resolve(manifest) };
    const { requests, fetchImpl } = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(preloadRouteAssets('/', early, fetchImpl, storage)).resolves.toBeUndefined();
    expect(requests).toHaveLength(3);
  });
});

describe('startPageFirstCalls', () => {
  const apiConfig = { ...config, apiHost: 'http://api.test', serviceToken: 'service-token' };
  const apiUrl = (route: string) => `http://api.test/competition/index.php/wp-json/?rest_route=${route}`;
  const SETTINGS = apiUrl('/api/v1/getsettings');
  const FEATURED = apiUrl('/api/v1/featured_competition');

  /** A fetch that records the whole request and answers with a body naming the URL. */
  function callRecorder() {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetchImpl = ((input: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return Promise.resolve(new Response(String(input)));
    }) as typeof fetch;
    return { calls, fetchImpl };
  }

  const cacheSettings = () => window.localStorage.setItem(STORAGE_KEYS.settingsCache, JSON.stringify({ timestamp: Date.now(), data: {} }));

  beforeEach(() => {
    window.localStorage.clear();
    globalThis.__shopFirstCalls = undefined;
  });

  it("sends the settings and home's featured call exactly as the API client sends them, and keeps their answers for it", async () => {
    saveAuthToken(window.localStorage, 'customer-token');
    const { calls, fetchImpl } = callRecorder();
    startPageFirstCalls('/', apiConfig, storage, fetchImpl);
    const service = { Accept: 'application/json', Authorization: 'Bearer service-token' };
    expect(calls).toEqual([
      { url: SETTINGS, init: { method: 'GET', headers: service, body: undefined } },
      {
        url: FEATURED,
        init: {
          method: 'POST',
          headers: { ...service, 'Content-Type': 'application/json' },
          body: JSON.stringify({ page: 1, limit: HOME_CAROUSEL_LIMIT, token: 'customer-token' }),
        },
      },
    ]);
    const featured = takeFirstCall(FEATURED, { page: 1, limit: HOME_CAROUSEL_LIMIT, token: 'customer-token' }, Date.now());
    await expect(featured?.then((response) => response.text())).resolves.toBe(FEATURED);
    await expect(takeFirstCall(SETTINGS, {}, Date.now())?.then((response) => response.text())).resolves.toBe(SETTINGS);
  });

  it("sends a details page's competition call with the id from the path and a guest's empty token; no settings call when they are cached", () => {
    cacheSettings();
    const { calls, fetchImpl } = callRecorder();
    startPageFirstCalls(competitionDetailsPath({ id: 102, title: 'Daiwa Basia 45 QD Reel Trio' }), apiConfig, storage, fetchImpl);
    expect(calls.map(({ url, init }) => [url, init?.body])).toEqual([[apiUrl('/api/v1/getcompetition'), JSON.stringify({ id: 102, token: '' })]]);
  });

  it('sends only the settings call for a page without a first call of its own, or an unknown path', () => {
    const { calls, fetchImpl } = callRecorder();
    for (const path of ['/cart', '/faq', '/competition/details/no-id-here', '/no/such/page']) startPageFirstCalls(path, apiConfig, storage, fetchImpl);
    expect(calls.map(({ url }) => url)).toEqual([SETTINGS, SETTINGS, SETTINGS, SETTINGS]);
  });

  it('sends nothing with the settings cached on a page without a first call, or with a config without the API', () => {
    const { calls, fetchImpl } = callRecorder();
    startPageFirstCalls('/', config, storage, fetchImpl);
    startPageFirstCalls('/', null, storage, fetchImpl);
    cacheSettings();
    startPageFirstCalls('/cart', apiConfig, storage, fetchImpl);
    expect(calls).toEqual([]);
    expect(globalThis.__shopFirstCalls).toBeUndefined();
  });

  it('sends nothing when the browser blocks storage, and still preloads the remote files', async () => {
    const { calls, fetchImpl } = callRecorder();
    const blocked = (): KeyValueStorage => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    startPageFirstCalls('/', apiConfig, blocked, fetchImpl);
    expect(calls).toEqual([]);
    const early = { '/config.json': Promise.resolve(apiConfig), '/remotes.json': Promise.resolve(manifest) };
    await preloadRouteAssets('/', early, fetchImpl, blocked);
    expect(calls.map(({ url }) => url)).toEqual([
      'http://cat.test/2.0.0/remoteEntry.js',
      'http://cat.test/2.0.0/973.js',
      'http://cat.test/2.0.0/screen-home.js',
    ]);
  });

  it("starts the page's first calls from preloadRouteAssets once config.json is in, before the manifest", async () => {
    const { calls, fetchImpl } = callRecorder();
    const early = { '/config.json': Promise.resolve(apiConfig), '/remotes.json': new Promise<unknown>(() => undefined) };
    void preloadRouteAssets('/', early, fetchImpl, storage);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map(({ url }) => url)).toEqual([SETTINGS, FEATURED]);
  });
});
