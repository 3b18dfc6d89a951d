import { readAuthToken, type KeyValueStorage, type ShopApi, type ShopBus, type User } from '@shop/shared-contracts';
import { INITIAL_USER_STATE, userReducer, type UserAction } from './userState';

export interface AuthCheckDeps {
  api: Pick<ShopApi, 'checkAuth' | 'getPurchasedCompetitions'>;
  bus: ShopBus;
  storage: KeyValueStorage;
  pathname: string;
}

/**
 * Start-up: check the stored token, publish the user state on every change, load purchased competitions
 * for a signed-in user, and ask the basket to load (not on confirmation paths). Follows sign-in and
 * sign-out from the account remote afterwards. Returns a function that stops listening.
 */
export function startAuthCheck(deps: AuthCheckDeps): () => void {
  let state = INITIAL_USER_STATE;
  const dispatch = (action: UserAction) => {
    state = userReducer(state, action);
    deps.bus.emit({ type: 'shell:user', state });
  };

  const loadTickets = async () => {
    dispatch({ type: 'set-loading', value: true });
    try {
      const purchased = await deps.api.getPurchasedCompetitions();
      dispatch({ type: 'set-tickets', purchased: purchased.data, upcoming: purchased.upcoming, drawn: purchased.drawn });
    } catch (error) {
      console.error('[shell] purchased competitions failed to load:', error);
    } finally {
      dispatch({ type: 'set-loading', value: false });
    }
  };
  const signIn = (user: User) => {
    dispatch({ type: 'set-user', user });
    void loadTickets();
  };

  const check = async () => {
    dispatch({ type: 'set-authenticating', value: true });
    if (readAuthToken(deps.storage)) {
      try {
        signIn(await deps.api.checkAuth());
      } catch (error) {
        console.error('[shell] auth check failed; continuing as a guest:', error);
        dispatch({ type: 'clear-user' });
      }
    }
    // Spec section 4: the original sets the flag to true at the start of the check *and again at its end*.
    dispatch({ type: 'set-authenticating', value: true });
  };

  const stops = [
    deps.bus.on('account:signed-in', (event) => signIn(event.user)),
    deps.bus.on('account:user-updated', (event) => dispatch({ type: 'set-user', user: event.user })),
    deps.bus.on('account:signed-out', () => dispatch({ type: 'clear-user' })),
  ];
  void check();
  if (!deps.pathname.includes('confirmation')) deps.bus.emit({ type: 'shell:load-basket' });
  return () => stops.forEach((stop) => stop());
}
