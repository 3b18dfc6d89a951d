/** @jest-environment node */
import { publicSitemapPaths, robotsTxt, sitemapXml } from './sitemap';

const ORIGIN = 'https://www.anglingprizes.example';

describe('sitemapXml', () => {
  it('writes sitemaps.org XML with absolute URLs and lastmod where known', () => {
    expect(
      sitemapXml(`${ORIGIN}/`, [
        { path: '/' },
        { path: '/faq', lastModified: '2026-11-01' },
        { path: '/competition/details/Reel-Trio-102', lastModified: '2026-11-20T18:30:00Z' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://www.anglingprizes.example/</loc></url>',
        '<url><loc>https://www.anglingprizes.example/faq</loc><lastmod>2026-11-01</lastmod></url>',
        '<url><loc>https://www.anglingprizes.example/competition/details/Reel-Trio-102</loc><lastmod>2026-11-20T18:30:00Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes an empty urlset for no entries', () => {
    expect(sitemapXml(ORIGIN, [])).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n');
  });

  it('lists a URL once, in its first place, with the latest date given', () => {
    const xml = sitemapXml(ORIGIN, [
      { path: '/faq' },
      { path: '/contact', lastModified: '2026-01-01' },
      { path: '/faq', lastModified: '2026-02-01' },
      { path: '/faq', lastModified: '2026-01-15' },
      { path: 'contact' },
    ]);
    expect(xml.split('\n').filter((line) => line.startsWith('<url>'))).toEqual([
      '<url><loc>https://www.anglingprizes.example/faq</loc><lastmod>2026-02-01</lastmod></url>',
      '<url><loc>https://www.anglingprizes.example/contact</loc><lastmod>2026-01-01</lastmod></url>',
    ]);
  });

  it('leaves out a lastmod that is not a W3C datetime', () => {
    const xml = sitemapXml(ORIGIN, [
      { path: '/a', lastModified: '2026-11-20 18:30:00' },
      { path: '/b', lastModified: '</lastmod><x>' },
    ]);
    expect(xml).not.toContain('lastmod');
  });

  it('escapes and percent-encodes hostile paths, and keeps them on the origin', () => {
    const xml = sitemapXml(ORIGIN, [{ path: `/legal-terms?tab=3&x=<y>'"` }, { path: '//evil.example/</loc><loc>x' }, { path: '/competitions/sea fishing' }]);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://www.anglingprizes.example/legal-terms?tab=3&amp;x=%3Cy%3E%27%22',
      'https://www.anglingprizes.example//evil.example/%3C/loc%3E%3Cloc%3Ex',
      'https://www.anglingprizes.example/competitions/sea%20fishing',
    ]);
    expect(xml.match(/<loc>/g)).toHaveLength(3);
  });
});

describe('robotsTxt', () => {
  it('allows everything but the private prefixes and names the sitemap', () => {
    expect(robotsTxt(`${ORIGIN}/`, ['/cart', '/checkout', '/account'])).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /cart', 'Disallow: /checkout', 'Disallow: /account', '', `Sitemap: ${ORIGIN}/sitemap.xml`, ''].join('\n'),
    );
  });

  it('cuts route patterns before their parameter, and writes each prefix once', () => {
    expect(robotsTxt(ORIGIN, ['/account/recent/orders/order-detail/:order_id', '/legal/*', '/cart', '/cart'])).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /account/recent/orders/order-detail/',
        'Disallow: /legal/',
        'Disallow: /cart',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('cannot be made to write another directive', () => {
    const text = robotsTxt(ORIGIN, ['/cart\nAllow: /secret', 'account\r\nSitemap: https://evil.example/s.xml', '', '/']);
    expect(text).toBe(['User-agent: *', 'Allow: /', 'Disallow: /cartAllow', 'Disallow: /accountSitemap', '', `Sitemap: ${ORIGIN}/sitemap.xml`, ''].join('\n'));
  });
});

describe('publicSitemapPaths', () => {
  it("is the catalogue's fixed pages, one path per screen, without the claim form", () => {
    expect(publicSitemapPaths()).toEqual([
      '/',
      '/competitions/instant_win_comps',
      '/draw/results',
      '/legal-terms',
      '/contact',
      '/free-postal-route',
      '/winners_list',
      '/community-chat',
      '/faq',
    ]);
  });

  it('leaves out the aliases', () => {
    expect(publicSitemapPaths()).not.toContain('/results');
    expect(publicSitemapPaths()).not.toContain('/competitions/instant/wins');
  });
});
