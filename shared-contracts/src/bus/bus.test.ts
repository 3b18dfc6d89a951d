import { BUS_GLOBAL_KEY, createBus, getBus } from './bus';
import { GUEST_USER_STATE } from './events';

const guest = GUEST_USER_STATE;

describe('event bus', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[BUS_GLOBAL_KEY];
  });

  it('replays the latest value of a state topic to a late subscriber', () => {
    const bus = createBus();
    bus.emit({ type: 'shell:user', state: { ...guest, isAuthenticating: true } });
    bus.emit({ type: 'shell:user', state: guest });
    const seen: boolean[] = [];
    bus.on('shell:user', (event) => seen.push(event.state.isAuthenticating));
    expect(seen).toEqual([false]);
    expect(bus.latest('shell:user')?.state).toEqual(guest);
  });

  it('does not replay commands to late subscribers', () => {
    const bus = createBus();
    bus.emit({ type: 'shell:navigate', to: '/cart' });
    const seen: string[] = [];
    bus.on('shell:navigate', (event) => seen.push(event.to));
    expect(seen).toEqual([]);
    bus.emit({ type: 'shell:navigate', to: '/faq' });
    expect(seen).toEqual(['/faq']);
  });

  it('delivers only the subscribed type and stops after unsubscribe', () => {
    const bus = createBus();
    const toasts: string[] = [];
    const stop = bus.on('shell:show-toast', (event) => toasts.push(`${event.kind}:${event.message}`));
    bus.emit({ type: 'shell:navigate', to: '/' });
    bus.emit({ type: 'shell:show-toast', kind: 'success', message: 'Details updated successfully!' });
    stop();
    bus.emit({ type: 'shell:show-toast', kind: 'error', message: 'An error occurred.' });
    expect(toasts).toEqual(['success:Details updated successfully!']);
  });

  it('is one instance per page, even when each bundle calls getBus on its own', () => {
    const first = getBus();
    const second = getBus();
    expect(second).toBe(first);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('@shop/shared-contracts/bus@1')]).toBe(first);
  });

  it('keeps events as plain data that survive structured cloning', () => {
    const bus = createBus();
    let received: unknown;
    bus.on('shell:winner-stats', (event) => (received = structuredClone(event)));
    bus.emit({ type: 'shell:winner-stats', stats: { totalPrizeValue: 1250, totalWinner: 42 } });
    expect(received).toEqual({ type: 'shell:winner-stats', stats: { totalPrizeValue: 1250, totalWinner: 42 } });
  });
});
