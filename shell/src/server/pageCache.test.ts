/** @jest-environment node */
import { brotliDecompressSync } from 'node:zlib';
import { APP_ROUTES, DEFAULT_RUNTIME_CONFIG, type ShopApi } from '@shop/shared-contracts';
import type { Delivery } from './delivery/releaseDelivery';
import type { LiveRemotes, PageRequest } from './page/serverPage';
import { htmlAnswer, PUBLIC_HTML_CACHE, RENDERED_BY, type PageAnswer } from './pageAnswer';
import { createPublicPages } from './pageCache';
import type { ServerConfig } from './serverConfig';

const TEMPLATE = '<html><head><title>Shop</title></head><body><div id="root"><div class="boot"></div></div></body></html>';
const SERVER: ServerConfig = { raw: {}, config: DEFAULT_RUNTIME_CONFIG, api: {} as ShopApi };
const HOME = APP_ROUTES.find((route) => route.screen === 'home')!;
const delivered: Delivery = {
  manifest: { catalog: { version: '1.2.0', entry: '1.2.0/remoteEntry.js', contract: '1.0.0', integrity: 'unchecked' } },
  served: { catalog: { version: '1.2.0', as: 'live' } },
  dependsOnBrowser: false,
  setCookies: [],
  banner: '',
};
const request = (pathname: string, route = pathname === '/' ? HOME : undefined): PageRequest => ({ pathname, search: '', route, params: {}, server: SERVER });

function publicPages(serverRendered: (request: PageRequest, live: LiveRemotes) => Promise<PageAnswer | null>) {
  const reportFor = jest.fn();
  const log = jest.fn();
  const publicPage = createPublicPages({ template: TEMPLATE, origin: 'https://www.shop.test', serverRendered, reportFor, log });
  return { publicPage, reportFor, log };
}

describe('createPublicPages', () => {
  it('keeps a server-rendered page, with its brotli copy, for the releases it was rendered with', async () => {
    const serverRendered = jest.fn(async (_request: PageRequest, _live: LiveRemotes) =>
      htmlAnswer(200, PUBLIC_HTML_CACHE, '<html>home</html>', { [RENDERED_BY]: 'server' }),
    );
    const { publicPage } = publicPages(serverRendered);
    const page = await publicPage(request('/'), delivered);
    expect(page).not.toHaveProperty('rendered');
    expect(brotliDecompressSync(page.brotli!).toString()).toBe('<html>home</html>');
    await publicPage(request('/'), delivered);
    expect(serverRendered).toHaveBeenCalledTimes(1);
    expect(serverRendered.mock.calls[0]![1]).toEqual({ raw: delivered.manifest, remotes: { catalog: expect.objectContaining({ version: '1.2.0' }) } });
    await publicPage(request('/'), { ...delivered, manifest: { catalog: { ...delivered.manifest.catalog!, version: '1.3.0' } } });
    expect(serverRendered).toHaveBeenCalledTimes(2);
  });

  it("sends a page the server could not render to the browser, counts it against the route's release and tries again next time", async () => {
    const serverRendered = jest.fn(async () => Promise.reject(new Error('took longer than 300 ms')));
    const { publicPage, reportFor, log } = publicPages(serverRendered);
    const page = await publicPage(request('/'), delivered);
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({ 'Cache-Control': 'no-cache', [RENDERED_BY]: 'browser' });
    expect(page.brotli).toBeUndefined();
    expect(reportFor).toHaveBeenCalledWith(delivered, 'catalog', 'server-error');
    expect(log).toHaveBeenCalledWith('[render-server] / goes to the browser to render: remote-catalog 1.2.0: took longer than 300 ms');
    await publicPage(request('/'), delivered);
    expect(serverRendered).toHaveBeenCalledTimes(2);
  });

  it('answers 404 for a path no route shows, when the server renders nothing for it', async () => {
    const { publicPage, reportFor } = publicPages(async () => null);
    const page = await publicPage(request('/no/such/page'), delivered);
    expect(page.status).toBe(404);
    expect(page.body).toContain('<title>Page not found');
    expect(reportFor).not.toHaveBeenCalled();
  });
});
