/** @jest-environment node */
import type { PageHead } from '@shop/shared-contracts';
import { resourceHints } from './resourceHints';

const HEAD: PageHead = {
  title: 'Win a reel',
  description: 'Draw November 27, 2026',
  canonicalPath: '/competition/details/Reel-102',
  type: 'product',
  image: { url: '/images/reel "big".jpg', alt: 'Reel' },
  jsonLd: [],
  status: 200,
};
const ORIGINS = { apiHost: 'https://api.example/wp', remoteOrigins: ['https://catalog.example/', 'https://catalog.example', 'not a url'] };

describe('resourceHints', () => {
  it("preconnects to the API host (both connection kinds) and each remote origin once, and preloads the page's picture", () => {
    expect(resourceHints(HEAD, ORIGINS).split('\n')).toEqual([
      '<link rel="preconnect" href="https://api.example">',
      '<link rel="preconnect" href="https://api.example" crossorigin>',
      '<link rel="preconnect" href="https://catalog.example">',
      '<link rel="preload" as="image" href="https://api.example/images/reel%20%22big%22.jpg" fetchpriority="high">',
    ]);
  });

  it('preloads nothing for a page without a picture, or a picture that is no http(s) URL', () => {
    expect(resourceHints({ ...HEAD, image: undefined }, ORIGINS)).not.toContain('preload');
    expect(resourceHints({ ...HEAD, image: { url: 'javascript:alert(1)', alt: '' } }, ORIGINS)).not.toContain('preload');
    expect(resourceHints(null, { apiHost: 'nonsense', remoteOrigins: [] })).toBe('');
  });

  it("preloads no picture the page does not show (a link preview's only, as the draw proof's)", () => {
    const preview = { url: 'https://api.example/images/reel.jpg', alt: 'Reel', shownOnPage: false as const };
    expect(resourceHints({ ...HEAD, image: preview }, ORIGINS)).not.toContain('preload');
  });
});
