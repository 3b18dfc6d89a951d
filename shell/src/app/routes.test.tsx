import { act, render, screen } from '@testing-library/react';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { APP_ROUTES } from '@shop/shared-contracts';
import { ShellRoutes, routeElements } from './routes';

jest.mock('../remotes/RemoteSlot', () => ({
  RemoteSlot: ({ remote, screen: id }: { remote: string; screen: string }) => {
    if (id === 'claim-prize') throw new Error('boom');
    return <div data-testid="slot" data-remote={remote} data-screen={id} />;
  },
  RemoteWidget: () => null,
}));

/** Where the router is now, read by a probe beside the routes. */
const current: { location: Location | null } = { location: null };
function LocationProbe() {
  current.location = useLocation();
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellRoutes services={<LocationProbe />} />
    </MemoryRouter>,
  );
  return current;
}

/** The `path` of every route under the layout route. */
function routedPaths(): (string | undefined)[] {
  const layout = routeElements() as ReactElement<{ children: ReactNode }>;
  return Children.toArray(layout.props.children).map((child) => (isValidElement<{ path?: string }>(child) ? child.props.path : undefined));
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
    expect(routedPaths()).toEqual(expect.arrayContaining(APP_ROUTES.map((route) => route.path)));
  });

  it.each([
    ['/legal/privacy-policy/', '/legal-terms', '?tab=3'],
    ['/winner/someone', '/winners_list', ''],
    ['/draw-results/instant-wins/page/33', '/draw/results', ''],
  ])('redirects %s', (from, pathname, search) => {
    const router = renderAt(from);
    expect(router.location?.pathname).toBe(pathname);
    expect(router.location?.search).toBe(search);
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

  it('leaves the error screen on the next navigation, and keeps the shared services running', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let navigate: (to: string) => void = () => undefined;
    function Services() {
      const location = useLocation();
      navigate = useNavigate();
      return <span data-testid="services" data-path={location.pathname} />;
    }
    render(
      <MemoryRouter initialEntries={['/claim/prize']}>
        <ShellRoutes services={<Services />} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByTestId('services')).toBeInTheDocument();
    await act(async () => navigate('/cart'));
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
    expect(screen.getByTestId('slot')).toHaveAttribute('data-screen', 'cart');
  });
});
