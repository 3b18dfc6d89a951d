import { useEffect, useState } from 'react';
import { getBus, type EventOf, type StateEventType } from '@shop/shared-contracts';

/** The latest value of a bus state topic, re-rendering when it changes. */
export function useBusState<T extends StateEventType>(type: T): EventOf<T> | undefined {
  const [event, setEvent] = useState<EventOf<T> | undefined>(() => getBus().latest(type));
  useEffect(() => getBus().on(type, setEvent), [type]);
  return event;
}
