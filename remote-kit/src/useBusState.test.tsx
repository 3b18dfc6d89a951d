import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BUS_GLOBAL_KEY, getBus, GUEST_USER_STATE, type EventOf } from '@shop/shared-contracts';
import { RenderedBusProvider, useBusState, type RenderedBus } from './useBusState';

/** What the chat's sign-in line reads: the user state topic. */
function SignInLine() {
  const state = useBusState('shell:user')?.state ?? GUEST_USER_STATE;
  return <p data-testid="line">{state.authChecked ? 'Sign in to join the conversation.' : 'Checking your account…'}</p>;
}

const checkedGuest: EventOf<'shell:user'> = { type: 'shell:user', state: { ...GUEST_USER_STATE, authChecked: true } };

describe('useBusState on a server-rendered page', () => {
  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[BUS_GLOBAL_KEY];
  });

  it('hydrates with the value the server rendered with although the topic moved on since, then shows the live one', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const rendered: RenderedBus = {};
    const ui = (
      <RenderedBusProvider value={rendered}>
        <SignInLine />
      </RenderedBusProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    expect(container.textContent).toBe('Checking your account…');
    // The shell's auth check is over before this screen hydrates.
    getBus().emit(checkedGuest);
    document.body.append(container);
    render(ui, { container, hydrate: true });
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByTestId('line').textContent).toBe('Sign in to join the conversation.');
    error.mockRestore();
  });

  it('without a rendered bus (a page the browser renders) reads and follows the live topic', () => {
    getBus().emit(checkedGuest);
    render(<SignInLine />);
    expect(screen.getByTestId('line').textContent).toBe('Sign in to join the conversation.');
    act(() => getBus().emit({ type: 'shell:user', state: GUEST_USER_STATE }));
    expect(screen.getByTestId('line').textContent).toBe('Checking your account…');
  });
});
