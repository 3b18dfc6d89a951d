import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { APP_ROUTES } from '@shop/shared-contracts';
import { buildRoutes } from './routes';

jest.mock('../remotes/RemoteSlot', () => ({
  RemoteSlot: ({ remote, screen: id }: { remote: string; screen: string }) => {
    if (id === 'claim-prize') throw new Error('boom');
    return <div data-testid="slot" data-remote={remote} data-screen={id} />;
  },
  RemoteWidget: () => null,
}));

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('shell routes', () => {
  beforeAll(() => {
    window.scrollTo = jest.fn();
  });

  it.each([
    ['/', 'catalog', 'home'],
    ['/competitions/instant/wins', 'catalog', 'instant-wins'],
    ['/competitions/instant_win_comps', 'catalog', 'instant-wins'],
    ['/competitions/tackle', 'catalog', 'competitions'],
    ['/competition/details/Golden-Reel-12', 'catalog', 'competition-details'],
    ['/competition/info/12', 'catalog', 'competition-details'],
    ['/results', 'catalog', 'draw-results'],
    ['/cart', 'basket', 'cart'],
    ['/account/recent/orders/order-detail/1001', 'account', 'order-detail'],
  ])('%s goes to %s/%s', (path, remote, id) => {
    renderAt(path);
    const slot = screen.getByTestId('slot');
    expect(slot).toHaveAttribute('data-remote', remote);
    expect(slot).toHaveAttribute('data-screen', id);
  });

  it('routes every path of the route table', () => {
    expect(buildRoutes()[0]!.children![0]!.children!.map((route) => route.path)).toEqual(expect.arrayContaining(APP_ROUTES.map((route) => route.path)));
  });

  it.each([
    ['/legal/privacy-policy/', '/legal-terms', '?tab=3'],
    ['/winner/someone', '/winners_list', ''],
    ['/draw-results/instant-wins/page/33', '/draw/results', ''],
  ])('redirects %s', (from, pathname, search) => {
    const router = renderAt(from);
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.search).toBe(search);
  });

  it('shows the not-found page for any other path', () => {
    renderAt('/tackle-box/42');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' when a route fails unexpectedly", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/claim/prize');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });
});
