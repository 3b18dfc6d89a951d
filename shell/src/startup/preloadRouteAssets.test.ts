import { preloadRouteAssets, routeAssetUrls } from './preloadRouteAssets';

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
  it("fetches the page's remote files, no-cors, from the config and manifest the render server sent", () => {
    const { requests, fetchImpl } = recordingFetch();
    preloadRouteAssets('/', { config, manifest }, fetchImpl);
    expect(requests).toEqual([
      'no-cors http://cat.test/2.0.0/remoteEntry.js',
      'no-cors http://cat.test/2.0.0/973.js',
      'no-cors http://cat.test/2.0.0/screen-home.js',
    ]);
  });

  it('does nothing on a page the render server did not send (no page state)', () => {
    const { requests, fetchImpl } = recordingFetch();
    preloadRouteAssets('/', null, fetchImpl);
    expect(requests).toEqual([]);
  });

  it('swallows a failed download: the remote slot reports an unreachable remote itself', async () => {
    const { requests, fetchImpl } = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    preloadRouteAssets('/cart', { config, manifest }, fetchImpl);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toEqual(['no-cors http://basket.test/1.0.0/remoteEntry.js']);
  });
});
