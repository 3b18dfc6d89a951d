import { getBus } from '@shop/shared-contracts';
import { showToast } from '@shop/remote-kit';
import { addToBasket, pageAddDependencies } from '../../../../../../remote-basket/src/flow/addToBasket';
import { loadBasket } from '../../../../../../remote-basket/src/flow/loadBasket';
import { pageApi } from '../../../../../../remote-basket/src/flow/listeners';

export { pageApi };

const STARTED = Symbol.for('@shop/remote-basket/listeners@1');

/**
 * N-1: from before the shell asked the basket to load (`shell:load-basket`): the basket does not subscribe
 * to that request and loads itself once its listeners start; it runs the add-to-basket flow as today.
 */
export function startBasketListeners(): void {
  const holder = globalThis as typeof globalThis & { [STARTED]?: boolean };
  if (holder[STARTED]) return;
  holder[STARTED] = true;
  void loadBasket(pageApi());
  getBus().on('catalog:add-to-basket', (command) => {
    void addToBasket(command, pageAddDependencies(pageApi(), showToast));
  });
}
