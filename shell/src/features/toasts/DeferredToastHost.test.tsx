import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BUS_GLOBAL_KEY, getBus } from '@shop/shared-contracts';
import { DeferredToastHost } from './DeferredToastHost';

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_GLOBAL_KEY];
});

describe('the deferred toast host', () => {
  it('shows the toasts raised while react-toastify was still loading, in order, and the later ones', async () => {
    render(<DeferredToastHost />);
    act(() => {
      getBus().emit({ type: 'shell:show-toast', kind: 'blank', message: 'First' });
      getBus().emit({ type: 'shell:show-toast', kind: 'loading', message: 'Adding…', id: 'add-1' });
      getBus().emit({ type: 'shell:show-toast', kind: 'success', message: 'Added', id: 'add-1' });
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(await screen.findByText('Added')).toBeInTheDocument();
    expect(screen.queryByText('Adding…')).toBeNull();
    act(() => getBus().emit({ type: 'shell:show-toast', kind: 'blank', message: 'Later' }));
    expect(await screen.findByText('Later')).toBeInTheDocument();
  });

  it('holds a dismiss raised before the host loaded', async () => {
    render(<DeferredToastHost />);
    act(() => {
      getBus().emit({ type: 'shell:show-toast', kind: 'loading', message: 'Working', id: 'job' });
      getBus().emit({ type: 'shell:dismiss-toast', id: 'job' });
      getBus().emit({ type: 'shell:show-toast', kind: 'blank', message: 'Marker' });
    });
    expect(await screen.findByText('Marker')).toBeInTheDocument();
    // jsdom runs no CSS animations: end the exit animation the dismiss started, as the browser would.
    const working = screen.getByText('Working').closest<HTMLElement>('.Toastify__toast')!;
    fireEvent.animationEnd(working);
    await waitFor(() => expect(screen.queryByText('Working')).toBeNull());
  });
});
