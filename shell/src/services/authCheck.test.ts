import * as v from 'valibot';
import { STORAGE_KEYS, UserSchema, createBus, type PurchasedCompetitionsResponse, type UserState } from '@shop/shared-contracts';
import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import { startAuthCheck } from './authCheck';

const ALICE = v.parse(UserSchema, { id: 7, first_name: 'Alice', last_name: 'Rudd', email: 'alice@example.test', token: 'tok-alice' });
const PURCHASED: PurchasedCompetitionsResponse = {
  success: true,
  data: [{ competition_id: 12, total_tickets: 5 }],
  upcoming: [{ competition_id: 12, title: 'Bait Boat', image: '', draw_date: '2026-12-01', draw_time: '20:00', tickets: [4, 9] }],
  drawn: [],
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: { token?: string; pathname?: string } = {}) {
  const storage = new MemoryStorage(options.token ? { [STORAGE_KEYS.authToken]: btoa(options.token) } : {});
  const bus = createBus();
  const states: UserState[] = [];
  bus.on('shell:user', (event) => states.push(event.state));
  const basketRequests: number[] = [];
  bus.on('shell:load-basket', (event) => basketRequests.push(event.requestId));
  const api = {
    checkAuth: jest.fn(async () => ALICE),
    getPurchasedCompetitions: jest.fn(async () => PURCHASED),
  };
  const start = () => startAuthCheck({ api, bus, storage, pathname: options.pathname ?? '/' });
  return { api, bus, states, basketRequests, start, storage };
}

describe('start-up auth check', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('signs in with the stored token, then loads purchased competitions', async () => {
    const { api, states, start } = setup({ token: 'tok-alice' });
    start();
    await flush();
    expect(api.checkAuth).toHaveBeenCalledTimes(1);
    const last = states.at(-1)!;
    expect(last.user?.first_name).toBe('Alice');
    expect(last.purchasedTickets).toEqual([{ competition_id: 12, total_tickets: 5 }]);
    expect(last.upcomingTickets).toHaveLength(1);
    expect(last.drawnTickets).toEqual([]);
    expect(last.isLoading).toBe(false);
    expect(states.some((state) => state.isLoading)).toBe(true);
  });

  it('sets isAuthenticating true at the start of the check and again at its end, then marks it checked', async () => {
    const { states, start } = setup({ token: 'tok-alice' });
    start();
    expect(states[0]).toMatchObject({ isAuthenticating: true, authChecked: false, user: null });
    await flush();
    const checkedAt = states.findIndex((state) => state.authChecked);
    expect(checkedAt).toBeGreaterThan(0);
    expect(states[checkedAt - 1]).toMatchObject({ isAuthenticating: true, authChecked: false });
    expect(states.at(-1)).toMatchObject({ isAuthenticating: true, authChecked: true });
  });

  it('a guest (no token) makes no call and is checked at once', async () => {
    const { api, states, start } = setup();
    start();
    await flush();
    expect(api.checkAuth).not.toHaveBeenCalled();
    expect(api.getPurchasedCompetitions).not.toHaveBeenCalled();
    expect(states.at(-1)).toMatchObject({ user: null, authChecked: true });
  });

  it('a failed check is only logged and leaves a guest', async () => {
    const { api, states, start } = setup({ token: 'expired' });
    api.checkAuth.mockRejectedValue(new Error('check-auth: HTTP 403'));
    start();
    await flush();
    expect(states.at(-1)).toMatchObject({ user: null, authChecked: true, purchasedTickets: [] });
    expect(console.error).toHaveBeenCalledWith('[shell] auth check failed; continuing as a guest:', expect.any(Error));
  });

  it('drops a token the API refuses (401), and keeps one a failure of another kind may not have judged', async () => {
    const refused = setup({ token: 'never-issued' });
    refused.api.checkAuth.mockRejectedValue(Object.assign(new Error('checkAuth: HTTP 401'), { status: 401 }));
    refused.start();
    await flush();
    expect(refused.storage.values.has(STORAGE_KEYS.authToken)).toBe(false);
    expect(refused.states.at(-1)).toMatchObject({ user: null, authChecked: true });

    const unreachable = setup({ token: 'tok-alice' });
    unreachable.api.checkAuth.mockRejectedValue(Object.assign(new Error('checkAuth: network error'), { status: 0 }));
    unreachable.start();
    await flush();
    expect(unreachable.storage.values.get(STORAGE_KEYS.authToken)).toBe(btoa('tok-alice'));
  });

  it('asks the basket to load, except on paths containing confirmation', () => {
    const shop = setup({ pathname: '/competitions/tackle' });
    shop.start();
    expect(shop.basketRequests).toHaveLength(1);
    const confirmation = setup({ pathname: '/confirmation' });
    confirmation.start();
    expect(confirmation.basketRequests).toHaveLength(0);
  });

  it('the basket request replays to a basket remote that subscribes later', () => {
    const { bus, start } = setup();
    start();
    const late: number[] = [];
    bus.on('shell:load-basket', (event) => late.push(event.requestId));
    expect(late).toHaveLength(1);
  });

  it('follows sign-in, profile updates and sign-out from the account remote', async () => {
    const { api, bus, states, start } = setup();
    start();
    await flush();
    bus.emit({ type: 'account:signed-in', user: ALICE });
    await flush();
    expect(states.at(-1)?.user?.email).toBe('alice@example.test');
    expect(api.getPurchasedCompetitions).toHaveBeenCalledTimes(1);
    bus.emit({ type: 'account:user-updated', user: { ...ALICE, first_name: 'Ali' } });
    expect(states.at(-1)?.user?.first_name).toBe('Ali');
    bus.emit({ type: 'account:signed-out' });
    expect(states.at(-1)).toMatchObject({ user: null, purchasedTickets: [], upcomingTickets: [] });
  });

  it("flags a failed ticket load (logged), retries on the account remote's ask, and clears the flag when it loads", async () => {
    const { api, bus, states, start } = setup({ token: 'tok-alice' });
    const failure = new Error('get_purchased_competition: HTTP 500');
    api.getPurchasedCompetitions.mockRejectedValueOnce(failure);
    start();
    await flush();
    expect(states.at(-1)).toMatchObject({ user: { first_name: 'Alice' }, ticketsFailed: true, isLoading: false, upcomingTickets: [] });
    expect(console.error).toHaveBeenCalledWith('[shell] purchased competitions failed to load:', failure);

    bus.emit({ type: 'account:reload-tickets' });
    expect(states.at(-1)).toMatchObject({ isLoading: true, ticketsFailed: true });
    await flush();
    expect(api.getPurchasedCompetitions).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toMatchObject({ ticketsFailed: false, isLoading: false });
    expect(states.at(-1)?.upcomingTickets).toHaveLength(1);
  });

  it("a sign-out clears the failed flag, and a guest's ask to reload makes no call", async () => {
    const { api, bus, states, start } = setup({ token: 'tok-alice' });
    api.getPurchasedCompetitions.mockRejectedValueOnce(new Error('down'));
    start();
    await flush();
    expect(states.at(-1)?.ticketsFailed).toBe(true);
    bus.emit({ type: 'account:signed-out' });
    expect(states.at(-1)).toMatchObject({ user: null, ticketsFailed: false });
    bus.emit({ type: 'account:reload-tickets' });
    await flush();
    expect(api.getPurchasedCompetitions).toHaveBeenCalledTimes(1);
  });

  it('drops purchased tickets that arrive after the customer signed out', async () => {
    const { api, bus, states, start } = setup();
    let answer: (value: PurchasedCompetitionsResponse) => void = () => undefined;
    api.getPurchasedCompetitions.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    start();
    bus.emit({ type: 'account:signed-in', user: ALICE });
    bus.emit({ type: 'account:signed-out' });
    answer(PURCHASED);
    await flush();
    expect(states.at(-1)).toMatchObject({ user: null, purchasedTickets: [], isLoading: false });
  });
});
