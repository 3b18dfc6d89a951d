import { type Observable, ReplaySubject, Subject, filter } from 'rxjs';
import { type BusEvent, type BusEventType, type EventOf, type StateEventType, isStateEventType } from './events';

/** The one event bus of a page. */
export interface ShopBus {
  emit(event: BusEvent): void;
  /** Subscribes to one event type; state topics replay their latest value at once. Returns unsubscribe. */
  on<T extends BusEventType>(type: T, handler: (event: EventOf<T>) => void): () => void;
  events<T extends BusEventType>(type: T): Observable<EventOf<T>>;
  /** The latest value of a state topic, if any was published. */
  latest<T extends StateEventType>(type: T): EventOf<T> | undefined;
}

/**
 * Bumped only for a breaking change to the event map. Every bundled copy of shared-contracts on the page
 * finds the same instance under this key, so remotes that bundle their own copy still share one bus.
 */
export const BUS_GLOBAL_KEY = Symbol.for('@shop/shared-contracts/bus@1');

export function createBus(): ShopBus {
  const commands = new Subject<BusEvent>();
  const states = new Map<StateEventType, ReplaySubject<BusEvent>>();
  const latestStates = new Map<StateEventType, BusEvent>();

  const stateSubject = (type: StateEventType): ReplaySubject<BusEvent> => {
    let subject = states.get(type);
    if (!subject) {
      subject = new ReplaySubject<BusEvent>(1);
      states.set(type, subject);
    }
    return subject;
  };

  const events = <T extends BusEventType>(type: T): Observable<EventOf<T>> => {
    const source = isStateEventType(type) ? stateSubject(type) : commands;
    return source.pipe(filter((event): event is EventOf<T> => event.type === type));
  };

  return {
    emit(event) {
      if (isStateEventType(event.type)) {
        latestStates.set(event.type, event);
        stateSubject(event.type).next(event);
      } else {
        commands.next(event);
      }
    },
    on(type, handler) {
      const subscription = events(type).subscribe(handler);
      return () => subscription.unsubscribe();
    },
    events,
    latest<T extends StateEventType>(type: T) {
      return latestStates.get(type) as EventOf<T> | undefined;
    },
  };
}

/** The page's bus: created by whichever app asks first, found by every other. */
export function getBus(): ShopBus {
  const holder = globalThis as typeof globalThis & { [BUS_GLOBAL_KEY]?: ShopBus };
  holder[BUS_GLOBAL_KEY] ??= createBus();
  return holder[BUS_GLOBAL_KEY];
}
