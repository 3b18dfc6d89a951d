import { act, render, screen } from '@testing-library/react';
import { useEffect, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BUS_GLOBAL_KEY, STORAGE_KEYS, addRequest, getBus, type Competition } from '@shop/shared-contracts';
import { forgetRemoteModule } from '../../remotes/remoteModules';
import { BADGE_DELAY_WITHOUT_BASKET_MS, DeferredBasketBadge } from './DeferredBasketBadge';

const pageContent: (() => void)[] = [];
jest.mock('../../services/pageTiming', () => ({ afterPageContent: (task: () => void) => pageContent.push(task) }));

/** `resolveBadge` until the badge's module is asked for. */
const notRequested = () => undefined;
let resolveBadge: (module: { default: ComponentType }) => void = notRequested;
let failBadge: (error: Error) => void = notRequested;
const received: number[] = [];
/** Stands in for remote-basket's badge: starts its add listeners in an effect, as the real one does. */
function FakeBadge() {
  useEffect(() => {
    const stops = [
      getBus().on('catalog:add-request', (request) => void received.push(request.quantity)),
      getBus().on('catalog:add-to-basket', (command) => void received.push(command.quantity)),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);
  return <span data-testid="basket-count">0</span>;
}
jest.mock('../../remotes/remoteRegistry', () => ({
  loadRemoteModule: () =>
    new Promise((resolve, reject) => {
      resolveBadge = resolve;
      failBadge = reject;
    }),
  resetRemote: () => undefined,
  reportRemoteProblem: () => undefined,
}));

const competition = { id: 7 } as Competition;

function renderBadge() {
  render(
    <MemoryRouter>
      <DeferredBasketBadge />
    </MemoryRouter>,
  );
}

afterEach(() => {
  // Each test loads the badge afresh (a page keeps a loaded remote module for its life).
  forgetRemoteModule('basket', 'BasketBadge');
  localStorage.clear();
  delete (globalThis as Record<symbol, unknown>)[BUS_GLOBAL_KEY];
  pageContent.length = 0;
  received.length = 0;
  resolveBadge = notRequested;
  failBadge = notRequested;
});

describe('the deferred basket badge', () => {
  it("shows a plain basket link until the page content is in, then the basket team's badge (a customer with a basket)", async () => {
    localStorage.setItem(STORAGE_KEYS.cartToken, 'cart-token-1');
    renderBadge();
    expect(screen.getByTestId('shell-basket-link')).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Basket' })).toBeInTheDocument();
    expect(screen.queryByTestId('basket-count')).toBeNull();
    act(() => pageContent.forEach((task) => task()));
    // Still the link while the remote loads.
    expect(screen.getByTestId('shell-basket-link')).toBeInTheDocument();
    await act(async () => resolveBadge({ default: FakeBadge }));
    expect(screen.getByTestId('basket-count')).toBeInTheDocument();
    expect(screen.queryByTestId('shell-basket-link')).toBeNull();
  });

  it('loads the badge 5 s after the page content for a visitor with no basket and no account', async () => {
    jest.useFakeTimers();
    try {
      renderBadge();
      act(() => pageContent.forEach((task) => task()));
      act(() => jest.advanceTimersByTime(BADGE_DELAY_WITHOUT_BASKET_MS - 1));
      expect(BADGE_DELAY_WITHOUT_BASKET_MS).toBe(5000);
      expect(resolveBadge).toBe(notRequested);
      act(() => jest.advanceTimersByTime(1));
      expect(resolveBadge).not.toBe(notRequested);
      await act(async () => resolveBadge({ default: FakeBadge }));
      expect(screen.getByTestId('basket-count')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('loads the badge at once after the page content for a signed-in customer', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, btoa('token-1'));
    renderBadge();
    act(() => pageContent.forEach((task) => task()));
    expect(resolveBadge).not.toBe(notRequested);
  });

  it('loads the badge at once on a request made before the basket loaded, and delivers each carried request once it listens, in order, the same object', async () => {
    renderBadge();
    const early = addRequest(7, 3);
    act(() => {
      getBus().emit(early);
      getBus().emit(addRequest(7, 5));
    });
    expect(pageContent).toHaveLength(1);
    const delivered: unknown[] = [];
    const stop = getBus().on('catalog:add-request', (request) => void delivered.push(request));
    await act(async () => resolveBadge({ default: FakeBadge }));
    stop();
    expect(received).toEqual([3, 5]);
    expect(delivered[0]).toBe(early);
    // Carried no further once the basket listens: a later request reaches it once.
    act(() => getBus().emit(addRequest(7, 1)));
    expect(received).toEqual([3, 5, 1]);
  });

  it('carries the add of a catalogue before contract 1.1 (catalog:add-to-basket) the same way', async () => {
    renderBadge();
    act(() => getBus().emit({ type: 'catalog:add-to-basket', competition, quantity: 4, answer: 1 }));
    await act(async () => resolveBadge({ default: FakeBadge }));
    expect(received).toEqual([4]);
  });

  it('a basket that cannot be loaded: the carried requests are logged as lost and the plain basket link stays', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderBadge();
      act(() => getBus().emit(addRequest(7, 2)));
      await act(async () => failBadge(new Error('remote-basket is down')));
      expect(logged.mock.calls.map((call) => String(call[0]))).toContain(
        '[shell] remote-basket is unavailable: 1 add-to-basket request(s) could not be handled',
      );
      expect(screen.getByTestId('shell-basket-link')).toHaveAttribute('href', '/cart');
    } finally {
      logged.mockRestore();
    }
  });
});
