import { clearAuthToken, readAuthToken, type KeyValueStorage, type ShopApi, type ShopBus, type User } from '@shop/shared-contracts';
import { INITIAL_USER_STATE, userReducer, type UserAction } from './userState';

export interface AuthCheckDeps {
  api: Pick<ShopApi, 'checkAuth' | 'getPurchasedCompetitions'>;
  bus: ShopBus;
  storage: KeyValueStorage;
  /** The path the page started on: the basket is not loaded on confirmation paths. */
  pathname: string;
}

/**
 * Start-up: check the stored token, publish the user state on every change, load purchased competitions
 * for a signed-in user (flagging a failed load; the account remote may ask again), and ask the basket to load
 * (not on confirmation paths). Follows sign-in, profile updates and sign-out from the account remote afterwards. Returns a function that stops listening.
 */
export function startAuthCheck(deps: AuthCheckDeps): () => void {
  let state = INITIAL_USER_STATE;
  let signInCount = 0;
  const dispatch = (action: UserAction) => {
    state = userReducer(state, action);
    deps.bus.emit({ type: 'shell:user', state });
  };

  const loadTickets = async (forSignIn: number) => {
    dispatch({ type: 'set-loading', value: true });
    try {
      const purchased = await deps.api.getPurchasedCompetitions();
      // A sign-out (or another sign-in) while this was in flight makes the answer someone else's.
      if (forSignIn === signInCount && state.user) {
        dispatch({ type: 'set-tickets', purchased: purchased.data, upcoming: purchased.upcoming, drawn: purchased.drawn });
      }
    } catch (error) {
      // Logged, and flagged: the lists are unknown, so no screen may say the customer has no tickets.
      console.error('[shell] purchased competitions failed to load:', error);
      if (forSignIn === signInCount) dispatch({ type: 'tickets-failed' });
    } finally {
      dispatch({ type: 'set-loading', value: false });
    }
  };
  const signIn = (user: User) => {
    signInCount += 1;
    dispatch({ type: 'set-user', user });
    void loadTickets(signInCount);
  };
  const signOut = () => {
    signInCount += 1;
    dispatch({ type: 'clear-user' });
  };

  const check = async () => {
    dispatch({ type: 'set-authenticating', value: true });
    if (readAuthToken(deps.storage)) {
      try {
        signIn(await deps.api.checkAuth());
      } catch (error) {
        // A failed check is only logged; the visitor carries on as a guest. A token the API
        // refuses (401: expired, revoked or never its own) is dropped, so the next page does not send it again.
        console.error('[shell] auth check failed; continuing as a guest:', error);
        if ((error as { status?: unknown }).status === 401) clearAuthToken(deps.storage);
      }
    }
    // isAuthenticating is set to true at the start of the check *and again at its end*.
    dispatch({ type: 'set-authenticating', value: true });
    dispatch({ type: 'auth-checked' });
  };

  const stops = [
    deps.bus.on('account:signed-in', (event) => signIn(event.user)),
    deps.bus.on('account:user-updated', (event) => dispatch({ type: 'set-user', user: event.user })),
    deps.bus.on('account:signed-out', signOut),
    deps.bus.on('account:reload-tickets', () => {
      if (state.user) void loadTickets(signInCount);
    }),
  ];
  void check();
  if (!deps.pathname.includes('confirmation')) deps.bus.emit({ type: 'shell:load-basket', requestId: Date.now() });
  return () => stops.forEach((stop) => stop());
}
