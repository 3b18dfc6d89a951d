import type { Competition } from '../entities/competition';
import type { CartItem } from '../entities/cart';
import type { User } from '../entities/user';
import type { Settings, WinnerStats } from '../entities/site';
import type { PurchasedTicketEntry } from '../entities/competition';
import type { TicketGroup } from '../api/schemas';
import type { RuntimeConfig } from '../config';
import type { AddRequest } from './addRequest';

/**
 * Every event on the bus, one union keyed by `type` (`team:event-name`; the team that fires it owns
 * the name). Events are plain data so a remote built against an older contract keeps working.
 * Changes are additive; a breaking change gets a new bus version key.
 */

/** The user client state. */
export interface UserState {
  user: User | null;
  /** True at the start of the start-up check and set to true again at its end. */
  isAuthenticating: boolean;
  /**
   * Added to the spec's fields (contract 1.x, additive): false until the start-up check has finished.
   * isAuthenticating never returns to false, so a screen that must wait for the check (an account page
   * deciding whether to send a guest to sign in) waits for this instead.
   */
  authChecked: boolean;
  purchasedTickets: PurchasedTicketEntry[];
  upcomingTickets: TicketGroup[];
  drawnTickets: TicketGroup[];
  isLoading: boolean;
  /**
   * Added (contract 1.x, additive): the last load of the customer's tickets (purchased competitions) failed,
   * so the three lists above are unknown rather than empty. Cleared when a load succeeds or on sign-out;
   * `account:reload-tickets` asks for another try. A screen reads it as falsy when an older shell leaves it out.
   */
  ticketsFailed: boolean;
}

/** A visitor before (or without) a sign-in: the shell's starting state, and a remote's in standalone mode. */
export const GUEST_USER_STATE: UserState = {
  user: null,
  isAuthenticating: false,
  authChecked: false,
  purchasedTickets: [],
  upcomingTickets: [],
  drawnTickets: [],
  isLoading: false,
  ticketsFailed: false,
};

export interface BasketSummary {
  items: CartItem[];
  /** Sum of line quantities. */
  count: number;
  /** In pounds; see remote-basket's basketTotal(). */
  total: number;
}

export type ToastKind = 'blank' | 'success' | 'error' | 'loading';

// State topics: the latest value is replayed to late subscribers.
export type StateEvent =
  /** The shell's runtime config (API host, service bearer, realtime database), so remotes make the same calls. */
  | { type: 'shell:config'; config: RuntimeConfig }
  | { type: 'shell:user'; state: UserState }
  | { type: 'shell:settings'; settings: Settings }
  | { type: 'shell:winner-stats'; stats: WinnerStats }
  | { type: 'basket:summary'; summary: BasketSummary }
  /**
   * The shell asks the basket remote to load the basket from the server (skipped on confirmation
   * paths). A state topic, not a command, because the basket remote usually loads after the shell has
   * asked: the replay reaches it. The basket loads once per requestId, however many of its parts listen.
   */
  | { type: 'shell:load-basket'; requestId: number };

// Commands and notices: delivered to current subscribers only.
export type CommandEvent =
  | { type: 'shell:show-toast'; kind: ToastKind; message: string; id?: string }
  | { type: 'shell:dismiss-toast'; id: string }
  | { type: 'shell:navigate'; to: string }
  /**
   * A remote screen's content is in: it has mounted and the data queries it started have settled
   * (sent by the remote kit). The shell starts its deferred work (basket badge, toasts, the instant-win
   * feed) after the first one, so none of it competes with the page the customer asked for.
   */
  | { type: 'page:content-ready'; screen: string }
  /** A customer asks to add tickets: competition id and quantity only; the basket runs the whole flow (./addRequest.ts). */
  | AddRequest
  /**
   * Superseded in contract 1.1 by `catalog:add-request`: the add of catalogues before 1.1, which asked
   * the qualifying question themselves and sent the answer with the whole competition. The basket still
   * handles it (as a request for `competition.id` and `quantity`, with the answer given), so a catalogue one
   * release behind keeps adding; removing it is a major.
   */
  | {
      type: 'catalog:add-to-basket';
      competition: Competition;
      quantity: number;
      answer?: number;
      openModal?: boolean;
    }
  /** Account signed a customer in (login, registration, login-as-user) or out. */
  | { type: 'account:signed-in'; user: User }
  | { type: 'account:signed-out' }
  /** Account changed the profile; the shell refreshes its user state. */
  | { type: 'account:user-updated'; user: User }
  /** Account asks the shell to load the signed-in customer's tickets again (Try again after ticketsFailed). */
  | { type: 'account:reload-tickets' };

export type BusEvent = StateEvent | CommandEvent;
export type BusEventType = BusEvent['type'];
export type StateEventType = StateEvent['type'];
export type EventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;

export const STATE_EVENT_TYPES: readonly StateEventType[] = [
  'shell:config',
  'shell:user',
  'shell:settings',
  'shell:winner-stats',
  'basket:summary',
  'shell:load-basket',
];

export function isStateEventType(type: BusEventType): type is StateEventType {
  return (STATE_EVENT_TYPES as readonly string[]).includes(type);
}
