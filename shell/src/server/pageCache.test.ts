/** @jest-environment node */
import { brotliDecompressSync } from 'node:zlib';
import { APP_ROUTES, DEFAULT_RUNTIME_CONFIG, type ShopApi } from '@shop/shared-contracts';
import type { Delivery } from './delivery/releaseDelivery';
import type { LiveRemotes, PageRequest } from './page/serverPage';
import { htmlAnswer, PUBLIC_HTML_CACHE, RENDERED_BY, type PageAnswer } from './pageAnswer';
import { createPublicPages } from './pageCache';
import { controlledClock } from '../testing/controlledClock';
import { SERVER_HTML_FRESH_MS, SERVER_HTML_MAX_AGE_MS } from '../shellConstants';
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

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Asks for the page until its body is no longer `before` (a render in the background has finished), at most 200 times. */
async function bodyOnceItChanges(ask: () => Promise<PageAnswer>, before: string): Promise<string> {
  for (let poll = 0; poll < 200; poll += 1) {
    const { body } = await ask();
    if (body !== before) return body;
    await pause();
  }
  return before;
}

describe('createPublicPages', () => {
  const clock = controlledClock(1_000_000);

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

  it('sends a kept page while it renders it again once it is older than the window, and goes on sending it when that render fails', async () => {
    let render = 0;
    const serverRendered = jest.fn(async () => {
      render += 1;
      if (render === 3) throw new Error('took longer than 300 ms');
      return htmlAnswer(200, PUBLIC_HTML_CACHE, `<html>home ${render}</html>`, { [RENDERED_BY]: 'server' });
    });
    const { publicPage, log } = publicPages(serverRendered);
    expect((await publicPage(request('/'), delivered)).body).toBe('<html>home 1</html>');
    clock.now += SERVER_HTML_FRESH_MS;
    // Older than the window: the kept page goes out at once, and one new render starts.
    expect((await publicPage(request('/'), delivered)).body).toBe('<html>home 1</html>');
    expect(await bodyOnceItChanges(() => publicPage(request('/'), delivered), '<html>home 1</html>')).toBe('<html>home 2</html>');
    expect(serverRendered).toHaveBeenCalledTimes(2);
    clock.now += SERVER_HTML_FRESH_MS;
    // The third render fails: the second page goes on being sent, rendered by the server, and the failure is said.
    const during = await publicPage(request('/'), delivered);
    for (let poll = 0; poll < 200 && !log.mock.calls.some(([line]) => String(line).includes('could not render it again')); poll += 1) await pause();
    const after = await publicPage(request('/'), delivered);
    expect([during.body, after.body, after.headers[RENDERED_BY]]).toEqual(['<html>home 2</html>', '<html>home 2</html>', 'server']);
    expect(log).toHaveBeenLastCalledWith('[render-server] /: the server could not render it again; sending the page rendered 1 s ago');
    expect(serverRendered).toHaveBeenCalledTimes(3);
  });

  it('renders a page again before sending it after a quiet spell: never one older than SERVER_HTML_MAX_AGE_MS', async () => {
    let render = 0;
    const serverRendered = jest.fn(async () => {
      render += 1;
      return htmlAnswer(200, PUBLIC_HTML_CACHE, `<html>home ${render}</html>`, { [RENDERED_BY]: 'server' });
    });
    const { publicPage } = publicPages(serverRendered);
    expect((await publicPage(request('/'), delivered)).body).toBe('<html>home 1</html>');
    clock.now += SERVER_HTML_MAX_AGE_MS;
    expect((await publicPage(request('/'), delivered)).body).toBe('<html>home 2</html>');
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
