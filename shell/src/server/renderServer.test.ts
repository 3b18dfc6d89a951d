/** @jest-environment node */
import * as contracts from '@shop/shared-contracts';
import { DEFAULT_RUNTIME_CONFIG } from '@shop/shared-contracts';
import { PRIVATE_HTML_CACHE, PUBLIC_HTML_CACHE, RENDERED_BY } from './pageAnswer';
import { createRenderServer } from './renderServer';
import { BASE_SECURITY_HEADERS, FILE_CONTENT_SECURITY_POLICY } from './security/securityHeaders';

jest.mock('@shop/shared-contracts', () => {
  const actual = jest.requireActual<typeof contracts>('@shop/shared-contracts');
  return { ...actual, readRuntimeConfig: jest.fn(actual.readRuntimeConfig) };
});

const TEMPLATE = '<html><head><title>Shop</title></head><body><div id="root"><div class="boot"></div></div></body></html>';
const CONFIG = { ...DEFAULT_RUNTIME_CONFIG, apiHost: 'https://api.shop.test' };

function renderServer() {
  const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => new Response('down', { status: 503 }));
  const server = createRenderServer({
    template: TEMPLATE,
    origin: 'https://www.shop.test',
    rawConfig: () => CONFIG,
    readManifest: async () => ({}),
    manifestMaxAgeMs: 0,
    fetchImpl,
    log: jest.fn(),
  });
  return { server, fetchImpl };
}

describe('createRenderServer', () => {
  beforeEach(() => jest.mocked(contracts.readRuntimeConfig).mockClear());

  it('leaves files to the static files, and answers its own with the file policy', async () => {
    const { server } = renderServer();
    await expect(server.answer('/main.1d970c26dd.js')).resolves.toBeNull();
    const logo = await server.answer('/logo.svg');
    expect(logo?.headers).toMatchObject({ 'Content-Type': 'image/svg+xml', ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY });
  });

  it('redirects a retired path for good', async () => {
    const { server } = renderServer();
    const answer = await server.answer('/draw-results/page/2');
    expect(answer).toMatchObject({ status: 301, headers: { Location: '/draw/results', 'Cache-Control': PUBLIC_HTML_CACHE }, body: '' });
  });

  it('sends a private page for the browser to render, never to be kept, under the page policy', async () => {
    const { server } = renderServer();
    const cart = await server.answer('/cart');
    expect(cart?.status).toBe(200);
    expect(cart?.headers).toMatchObject({ 'Cache-Control': PRIVATE_HTML_CACHE, [RENDERED_BY]: 'browser' });
    expect(String(cart?.headers['Content-Security-Policy'])).toContain('https://api.shop.test');
    expect(cart?.body).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('checks config.json once, however many pages and headers it answers', async () => {
    const { server } = renderServer();
    await server.answer('/cart');
    await server.answer('/account');
    await server.answer('/sitemap.xml');
    server.pageSecurityHeaders();
    expect(contracts.readRuntimeConfig).toHaveBeenCalledTimes(1);
  });
});
