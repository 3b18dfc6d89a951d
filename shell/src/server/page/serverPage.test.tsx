/** @jest-environment node */
import { APP_ROUTES, CARD_LIST_META, CONTRACT_VERSION, DEFAULT_RUNTIME_CONFIG, type ShopApi, type RemoteManifestEntry } from '@shop/shared-contracts';
import type { ServerRemote } from '@shop/remote-kit';
import { FreshValue } from '../freshValue';
import type { ServerRemotes } from '../remotes/serverRemotes';
import type { ServerConfig } from '../serverConfig';
import { MAX_PAGE_STATE_CHARS } from '../pageStateQueries';
import { createServerPages, type LiveRemotes, type PageRequest } from './serverPage';

const DETAILS = APP_ROUTES.find((route) => route.screen === 'competition-details')!;
const SERVER: ServerConfig = {
  raw: {},
  config: { ...DEFAULT_RUNTIME_CONFIG, remoteOrigins: { ...DEFAULT_RUNTIME_CONFIG.remoteOrigins, catalog: 'https://catalog.shop.test/releases' } },
  api: {} as ShopApi,
};
const request: PageRequest = {
  pathname: '/competition/details/Reel-Trio-102',
  search: '?from=home',
  route: DETAILS,
  params: { slug: 'Reel-Trio-102' },
  server: SERVER,
};
const entry = (overrides: Partial<RemoteManifestEntry> = {}): RemoteManifestEntry => ({
  version: '1.2.0',
  entry: '1.2.0/remoteEntry.js',
  server: '1.2.0/server/remote.cjs',
  serverIntegrity: 'sha384-test',
  contract: CONTRACT_VERSION,
  integrity: 'unchecked',
  ...overrides,
});
const live = (catalog: RemoteManifestEntry): LiveRemotes => ({ raw: { catalog }, remotes: { catalog } });

function serverPages(loadPage: ServerRemote['loadPage']) {
  const load = jest.fn(async () => ({ loadPage, Screen: () => null, meta: { name: 'catalog', contractVersion: CONTRACT_VERSION } }) as unknown as ServerRemote);
  const render = createServerPages({
    template: '<html><head><title>Shop</title></head><body><div id="root"><div></div></div></body></html>',
    origin: 'https://www.shop.test',
    budgetMs: 300,
    remotes: { load } as unknown as ServerRemotes,
    siteData: new FreshValue(async () => ({ settings: null, winnerStats: null }), 0),
  });
  return { render, load };
}

describe('createServerPages', () => {
  it("loads the remote's server build from its origin and asks it for the page with the path's params", async () => {
    const loadPage = jest.fn<ReturnType<ServerRemote['loadPage']>, Parameters<ServerRemote['loadPage']>>(async () => null);
    const { render, load } = serverPages(loadPage);
    await expect(render(request, live(entry()))).resolves.toBeNull();
    expect(load).toHaveBeenCalledWith('catalog', 'https://catalog.shop.test/releases/1.2.0/server/remote.cjs', 'sha384-test');
    expect(loadPage).toHaveBeenCalledWith(
      expect.objectContaining({ screen: 'competition-details', pathname: request.pathname, params: { slug: 'Reel-Trio-102' }, api: SERVER.api }),
    );
    expect(loadPage.mock.calls[0]![0].search.get('from')).toBe('home');
  });

  it('renders nothing for a release without a server build', async () => {
    const { render, load } = serverPages(jest.fn());
    await expect(render(request, live(entry({ server: undefined })))).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses a release that declares a contract this render server does not speak', async () => {
    const { render } = serverPages(jest.fn());
    await expect(render(request, live(entry({ contract: '99.0.0' })))).rejects.toThrow('remotes.json declares contract 99.0.0');
  });

  it('sends the page to the browser when a call its screen needs failed', async () => {
    const { render } = serverPages(async ({ queryClient }) => {
      await queryClient.prefetchQuery({ queryKey: ['catalog', 'competition', 102], queryFn: () => Promise.reject(new Error('500')), retry: false });
      return { title: 'Reel Trio', description: '', canonicalPath: request.pathname, type: 'product', jsonLd: [], status: 200 };
    });
    await expect(render(request, live(entry()))).rejects.toThrow('["catalog","competition",102] could not be loaded');
  });

  it('sends the page to the browser rather than write a page state over its limit', async () => {
    const { render } = serverPages(async ({ queryClient }) => {
      queryClient.setQueryData(['catalog', 'competition', 102], { description: 'x'.repeat(MAX_PAGE_STATE_CHARS) });
      return { title: 'Reel Trio', description: '', canonicalPath: request.pathname, type: 'product', jsonLd: [], status: 200 };
    });
    await expect(render(request, live(entry()))).rejects.toThrow(/^the page state is \d+ characters, over 262144$/);
  });

  it('writes the card lists of the page state as cards', async () => {
    const { render } = serverPages(async ({ queryClient }) => {
      queryClient.setQueryData(['catalog', 'list', 'featured', '', 'row', 5], { data: [{ id: 1, title: 'Reel', description: '<p>Long</p>' }] });
      queryClient
        .getQueryCache()
        .find({ queryKey: ['catalog', 'list', 'featured', '', 'row', 5] })!
        .setOptions({ meta: CARD_LIST_META });
      return { title: 'Reel Trio', description: '', canonicalPath: request.pathname, type: 'product', jsonLd: [], status: 200 };
    });
    const page = await render(request, live(entry()));
    expect(page!.body).toContain('"data":[{"id":1,"title":"Reel"}]');
    expect(page!.body).not.toContain('Long');
  });
});
