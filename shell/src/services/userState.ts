import { GUEST_USER_STATE, type PurchasedTicketEntry, type TicketGroup, type User, type UserState } from '@shop/shared-contracts';

/** The user state's changes, as one reducer with named actions. */
export type UserAction =
  | { type: 'set-user'; user: User }
  | { type: 'clear-user' }
  | { type: 'set-authenticating'; value: boolean }
  | { type: 'auth-checked' }
  | { type: 'set-tickets'; purchased: PurchasedTicketEntry[]; upcoming: TicketGroup[]; drawn: TicketGroup[] }
  | { type: 'tickets-failed' }
  | { type: 'set-loading'; value: boolean };

/** The shell starts every page as a guest until the auth check says otherwise. */
export const INITIAL_USER_STATE: UserState = GUEST_USER_STATE;

export function userReducer(state: UserState, action: UserAction): UserState {
  switch (action.type) {
    case 'set-user':
      return { ...state, user: action.user };
    case 'clear-user':
      return { ...state, user: null, purchasedTickets: [], upcomingTickets: [], drawnTickets: [], ticketsFailed: false };
    case 'set-authenticating':
      return { ...state, isAuthenticating: action.value };
    case 'auth-checked':
      return { ...state, authChecked: true };
    case 'set-tickets':
      return { ...state, purchasedTickets: action.purchased, upcomingTickets: action.upcoming, drawnTickets: action.drawn, ticketsFailed: false };
    case 'tickets-failed':
      return { ...state, ticketsFailed: true };
    case 'set-loading':
      return { ...state, isLoading: action.value };
  }
}
