/** @jest-environment node */
import { APP_ROUTES } from '@shop/shared-contracts';
import { isPrivateRoute, matchPagePath } from './pagePath';

describe('matchPagePath', () => {
  it('leaves a file name to the static files', () => {
    expect(matchPagePath('/main.1d970c26dd.js')).toEqual({ kind: 'file' });
    expect(matchPagePath('/competition/details/reel.PNG')).toEqual({ kind: 'file' });
  });

  it('redirects the route families the shop replaced', () => {
    expect(matchPagePath('/winner/42')).toEqual({ kind: 'redirect', to: '/winners_list' });
    expect(matchPagePath('/legal/privacy-policy/')).toEqual({ kind: 'redirect', to: '/legal-terms?tab=3' });
  });

  it('finds the route of a page with its params, decoded', () => {
    const found = matchPagePath('/competition/details/Reel%20Trio-102');
    expect(found).toMatchObject({ kind: 'page', route: { owner: 'catalog', screen: 'competition-details' } });
    expect(found.kind === 'page' && Object.values(found.params)).toEqual(['Reel Trio-102']);
    expect(matchPagePath('/cart')).toMatchObject({ kind: 'page', route: { owner: 'basket' }, params: {} });
  });

  it('is the not-found page for an unknown path or a malformed escape', () => {
    expect(matchPagePath('/no/such/page')).toEqual({ kind: 'page', route: undefined, params: {} });
    expect(matchPagePath('/competition/details/%E0%A4%A')).toEqual({ kind: 'page', route: undefined, params: {} });
  });
});

describe('isPrivateRoute', () => {
  it('is every route the catalogue does not own', () => {
    expect(APP_ROUTES.filter(isPrivateRoute).map((route) => route.owner)).not.toContain('catalog');
    expect(APP_ROUTES.filter((route) => !isPrivateRoute(route)).every((route) => route.owner === 'catalog')).toBe(true);
  });
});
