import { act, render, screen } from '@testing-library/react';
import { useEffect, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BUS_GLOBAL_KEY, getBus, type Competition } from '@shop/shared-contracts';
import { DeferredBasketBadge } from './DeferredBasketBadge';

const pageContent: (() => void)[] = [];
jest.mock('../../services/pageTiming', () => ({ afterPageContent: (task: () => void) => pageContent.push(task) }));

let resolveBadge: (module: { default: ComponentType }) => void = () => undefined;
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
  delete (globalThis as Record<symbol, unknown>)[BUS_GLOBAL_KEY];
  pageContent.length = 0;
  received.length = 0;
});

describe('the deferred basket badge', () => {
  it("shows a plain basket link until the page content is in, then the basket team's badge", async () => {
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
