import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { getBus, type EventOf, type StateEventType } from '@shop/shared-contracts';

/** The bus's state topics as a server-rendered page was rendered with them. */
export type RenderedBus = { readonly [T in StateEventType]?: EventOf<T> };

/**
 * On a server-rendered page: the state topics the server rendered with. A screen's first render reads
 * them, on the server and while the browser hydrates it, even when the topic has moved on in between (the
 * shell's auth check may be over before a remote's screen hydrates); React then renders the live value.
 */
const RenderedBusContext = createContext<RenderedBus | null>(null);
export const RenderedBusProvider = RenderedBusContext.Provider;

/** The latest value of a bus state topic, re-rendering when it changes. */
export function useBusState<T extends StateEventType>(type: T): EventOf<T> | undefined {
  const rendered = useContext(RenderedBusContext);
  const subscribe = useCallback((onChange: () => void) => getBus().on(type, onChange), [type]);
  const latest = useCallback(() => getBus().latest(type), [type]);
  const asRendered = useCallback(() => (rendered ? (rendered[type] as EventOf<T> | undefined) : getBus().latest(type)), [rendered, type]);
  return useSyncExternalStore(subscribe, latest, asRendered);
}
