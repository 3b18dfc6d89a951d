import { act, render, screen } from '@testing-library/react';
import { useEffect, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BUS_GLOBAL_KEY, STORAGE_KEYS, getBus, type Competition } from '@shop/shared-contracts';
import { forgetRemoteModule } from '../../remotes/remoteModules';
import { BADGE_DELAY_WITHOUT_BASKET_MS, DeferredBasketBadge } from './DeferredBasketBadge';

const pageContent: (() => void)[] = [];
jest.mock('../../services/pageTiming', () => ({ afterPageContent: (task: () => void) => pageContent.push(task) }));

/** `resolveBadge` until the badge's module is asked for. */
const notRequested = () => undefined;
let resolveBadge: (module: { default: ComponentType }) => void = notRequested;
const received: number[] = [];
/** Stands in for remote-basket's badge: starts its add listener in an effect, as the real one does. */
function FakeBadge() {
  useEffect(() => getBus().on('catalog:add-to-basket', (command) => void received.push(command.quantity)), []);
  return <span data-testid="basket-count">0</span>;
}
jest.mock('../../remotes/remoteRegistry', () => ({
  loadRemoteModule: () =>
    new Promise((resolve) => {
      resolveBadge = resolve;
    }),
  resetRemote: () => undefined,
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

  it('loads the badge at once on an early add, and hands the held adds over in order once it listens', async () => {
    renderBadge();
    act(() => {
      getBus().emit({ type: 'catalog:add-to-basket', competition, quantity: 3 });
      getBus().emit({ type: 'catalog:add-to-basket', competition, quantity: 5 });
    });
    expect(pageContent).toHaveLength(1);
    await act(async () => resolveBadge({ default: FakeBadge }));
    expect(received).toEqual([3, 5]);
    act(() => getBus().emit({ type: 'catalog:add-to-basket', competition, quantity: 1 }));
    expect(received).toEqual([3, 5, 1]);
  });
});
