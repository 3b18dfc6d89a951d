import * as v from 'valibot';
import { AddRequestSchema, DEFAULT_RUNTIME_CONFIG, getBus, type EventOf, type ShopApi } from '@shop/shared-contracts';
import { shopApiFor, showToast } from '@shop/remote-kit';
import { addToBasket, pageAddDependencies, type AddOrder } from './addToBasket';
import { loadBasket } from './loadBasket';

const STARTED = Symbol.for('@shop/remote-basket/listeners@1');

/** The API client for the shell's runtime config at the moment of the call. */
export function pageApi(): ShopApi {
  return shopApiFor(getBus().latest('shell:config')?.config ?? DEFAULT_RUNTIME_CONFIG);
}

/**
 * The add a bus event asks for, or null for an event that is not one. A `catalog:add-request` is checked
 * against its contract schema (it comes from another team's release); an add of a catalogue before contract
 * 1.1 (`catalog:add-to-basket`) becomes the same order, with the answer that catalogue had asked for.
 */
export function addOrderOf(event: EventOf<'catalog:add-request'> | EventOf<'catalog:add-to-basket'>): AddOrder | null {
  if (event.type === 'catalog:add-to-basket') {
    const { competition, quantity, answer, openModal } = event;
    return {
      competitionId: competition.id,
      quantity,
      ...(typeof answer === 'number' ? { answer } : {}),
      ...(openModal === undefined ? {} : { openModal }),
    };
  }
  const parsed = v.safeParse(AddRequestSchema, event);
  if (!parsed.success) {
    console.error('[basket] an add request that does not match the contract was ignored', v.flatten(parsed.issues));
    return null;
  }
  const { competitionId, quantity, openModal } = parsed.output;
  return { competitionId, quantity, ...(openModal === undefined ? {} : { openModal }) };
}

/**
 * Starts the basket's bus listeners once per page: load the basket on `shell:load-basket` (once per
 * requestId) and run the add-to-basket flow on `catalog:add-request` (and on the `catalog:add-to-basket` of
 * a catalogue before contract 1.1). The shell sends a request raised before the basket loaded again, the
 * same object, once it has: each event object is handled once, so one that a basket screen's listeners
 * already took is not added twice. Called by the header badge, which the shell loads on every page, and by
 * the basket screens (standalone).
 */
export function startBasketListeners(): void {
  const holder = globalThis as typeof globalThis & { [STARTED]?: boolean };
  if (holder[STARTED]) return;
  holder[STARTED] = true;
  const bus = getBus();
  let loadedRequest: number | null = null;
  bus.on('shell:load-basket', (event) => {
    if (event.requestId === loadedRequest) return;
    loadedRequest = event.requestId;
    void loadBasket(pageApi());
  });
  const handled = new WeakSet<object>();
  const onAdd = (event: EventOf<'catalog:add-request'> | EventOf<'catalog:add-to-basket'>) => {
    if (handled.has(event)) return;
    handled.add(event);
    const order = addOrderOf(event);
    if (order) void addToBasket(order, pageAddDependencies(pageApi(), showToast));
  };
  bus.on('catalog:add-request', onAdd);
  bus.on('catalog:add-to-basket', onAdd);
}
