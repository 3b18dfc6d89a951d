import { getBus, type EventOf } from '@shop/shared-contracts';
import { showToast } from '@shop/remote-kit';
import { addToBasket, pageAddDependencies } from '../../../../../../remote-basket/src/flow/addToBasket';
import { loadBasket } from '../../../../../../remote-basket/src/flow/loadBasket';
import { addOrderOf, pageApi } from '../../../../../../remote-basket/src/flow/listeners';

export { addOrderOf, pageApi };

const STARTED = Symbol.for('@shop/remote-basket/listeners@1');

/**
 * N-1: from before the shell asked the basket to load (`shell:load-basket`): the basket does not subscribe
 * to that request and loads itself once its listeners start. Its add listeners are N's: the basket release
 * that first understood `catalog:add-request` (contract 1.1) goes out before the catalogue that sends it, as
 * a new bus event must (shared-contracts/README.md), so the N-1 basket a catalogue N or N+1 meets has them.
 */
export function startBasketListeners(): void {
  const holder = globalThis as typeof globalThis & { [STARTED]?: boolean };
  if (holder[STARTED]) return;
  holder[STARTED] = true;
  void loadBasket(pageApi());
  const handled = new WeakSet<object>();
  const onAdd = (event: EventOf<'catalog:add-request'> | EventOf<'catalog:add-to-basket'>) => {
    if (handled.has(event)) return;
    handled.add(event);
    const order = addOrderOf(event);
    if (order) void addToBasket(order, pageAddDependencies(pageApi(), showToast));
  };
  getBus().on('catalog:add-request', onAdd);
  getBus().on('catalog:add-to-basket', onAdd);
}
