import { routeAssetUrls } from './routeAssets';

const config = {
  remotesManifestUrl: '/remotes.json',
  remoteOrigins: { catalog: 'http://cat.test', basket: 'http://basket.test/', account: 'http://account.test' },
};
const manifest = {
  catalog: { version: '2.0.0', entry: '2.0.0/remoteEntry.js', contract: '1.0.0', preload: { home: ['2.0.0/973.js', '2.0.0/screen-home.js'] } },
  basket: { version: '1.0.0', entry: '1.0.0/remoteEntry.js', contract: '1.0.0' },
};

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
