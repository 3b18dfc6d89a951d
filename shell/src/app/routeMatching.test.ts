import { matchSegments, pathSegments, routeForPath, routePathMatches } from './routeMatching';

describe('routePathMatches', () => {
  it.each([
    ['/competitions/:category', '/competitions/all', true],
    ['/competitions/:category', '/competitions/', false],
    ['/competitions/:category', '/competitions/all/more', false],
    ['/faq', '/FAQ/', true],
    ['/faq', '/faqs', false],
    ['/account/*', '/account', true],
    ['/account/*', '/account/points/2', true],
    ['/competition/details/:id', '/competition/details/%E0%A4%A', false],
  ])('%s against %s is %s', (pattern, pathname, expected) => {
    expect(routePathMatches(pattern, pathname)).toBe(expected);
  });
});

describe('routeForPath', () => {
  it('finds the screen and the remote that owns it', () => {
    expect(routeForPath('/')).toMatchObject({ owner: 'catalog', screen: 'home' });
    expect(routeForPath('/competition/details/carp-bundle-12')).toMatchObject({ owner: 'catalog', screen: 'competition-details' });
    expect(routeForPath('/cart')).toMatchObject({ owner: 'basket', screen: 'cart' });
    expect(routeForPath('/account/recent/orders/order-detail/7')).toMatchObject({ owner: 'account', screen: 'order-detail' });
  });

  it('prefers a fixed path to a pattern that also matches it', () => {
    expect(routeForPath('/competitions/instant_win_comps')).toMatchObject({ screen: 'instant-wins' });
    expect(routeForPath('/competitions/tackle')).toMatchObject({ screen: 'competitions' });
  });

  it('knows no route for an unknown path', () => {
    expect(routeForPath('/no/such/page')).toBeUndefined();
  });
});

describe('matchSegments', () => {
  it("gives the values of the pattern's :name segments, decoded once, when the path matches", () => {
    const segments = pathSegments('/competition/details/Reel%20Trio-102')!;
    expect(segments).toEqual(['competition', 'details', 'Reel Trio-102']);
    expect(matchSegments('/competition/details/:slug', segments)).toEqual({ slug: 'Reel Trio-102' });
    expect(matchSegments('/Competition/*', segments)).toEqual({});
    expect(matchSegments('/competition/info/:id', segments)).toBeNull();
  });

  it('has no segments for a malformed escape', () => {
    expect(pathSegments('/competition/details/%E0%A4%A')).toBeNull();
  });
});
