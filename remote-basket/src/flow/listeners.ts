import { DEFAULT_RUNTIME_CONFIG, getBus, type ShopApi } from '@shop/shared-contracts';
import { shopApiFor, showToast } from '@shop/remote-kit';
import { addToBasket, pageAddDependencies } from './addToBasket';
import { loadBasket } from './loadBasket';

const STARTED = Symbol.for('@shop/remote-basket/listeners@1');

/** The API client for the shell's runtime config at the moment of the call. */
export function pageApi(): ShopApi {
  return shopApiFor(getBus().latest('shell:config')?.config ?? DEFAULT_RUNTIME_CONFIG);
}

/**
 * Starts the basket's bus listeners once per page: load the basket on `shell:load-basket` (once per
 * requestId) and run the add-to-basket flow on `catalog:add-to-basket`. Called by the header badge,
 * which the shell loads on every page, and by the basket screens (standalone).
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
  bus.on('catalog:add-to-basket', (command) => {
    void addToBasket(command, pageAddDependencies(pageApi(), showToast));
  });
}
