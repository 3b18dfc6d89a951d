/** @jest-environment node */
import { competitionDetailsPath, type ShopApi } from '@shop/shared-contracts';
import { LOGO_SVG } from './head/logo';
import { PUBLIC_HTML_CACHE } from './pageAnswer';
import { createSiteFiles } from './siteFiles';

const ORIGIN = 'https://www.shop.test';
const competitions = [
  { id: 102, title: 'Reel Trio', status: 'open' },
  { id: 103, title: 'Old Rod', status: 'finished' },
];
const apiListing = (listFeatured: () => Promise<unknown>) => ({ listFeatured }) as unknown as ShopApi;
const listing = apiListing(async () => ({ data: competitions }));

describe('the site files', () => {
  it('serves the logo', async () => {
    const logo = await createSiteFiles({ origin: ORIGIN, log: jest.fn() })('/logo.svg', listing);
    expect(logo).toEqual({ status: 200, headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }, body: LOGO_SVG });
  });

  it('keeps crawlers off the private pages and points them at the sitemap', async () => {
    const robots = await createSiteFiles({ origin: ORIGIN, log: jest.fn() })('/robots.txt', listing);
    expect(robots?.headers).toEqual({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_HTML_CACHE });
    expect(robots?.body).toContain('Disallow: /cart');
    expect(robots?.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists the fixed public pages and each open competition in the sitemap', async () => {
    const sitemap = await createSiteFiles({ origin: ORIGIN, log: jest.fn() })('/sitemap.xml', listing);
    expect(sitemap?.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    expect(sitemap?.body).toContain(`<loc>${ORIGIN}/faq</loc>`);
    expect(sitemap?.body).toContain(`<loc>${ORIGIN}${competitionDetailsPath(competitions[0]!)}</loc>`);
    expect(sitemap?.body).not.toContain(competitionDetailsPath(competitions[1]!));
  });

  it('still lists the fixed pages when the competitions cannot be read, and logs why', async () => {
    const log = jest.fn();
    const sitemap = await createSiteFiles({ origin: ORIGIN, log })(
      '/sitemap.xml',
      apiListing(async () => Promise.reject(new Error('API down'))),
    );
    expect(sitemap?.status).toBe(200);
    expect(sitemap?.body).toContain(`<loc>${ORIGIN}/faq</loc>`);
    expect(log).toHaveBeenCalledWith('[render-server] the sitemap lists no competitions: API down');
  });

  it('is no answer for any other path', async () => {
    await expect(createSiteFiles({ origin: ORIGIN, log: jest.fn() })('/faq', listing)).resolves.toBeNull();
  });
});
