import type { EventOf, ShopBus } from '@shop/shared-contracts';

export type AddCommand = EventOf<'catalog:add-to-basket'>;

/**
 * The basket remote starts its bus listeners once per page (its own key, remote-basket's
 * flow/listeners.ts). While that has not happened, an add command would reach nobody.
 */
const BASKET_LISTENING_KEY = Symbol.for('@shop/remote-basket/listeners@1');
export const basketIsListening = (): boolean => Boolean((globalThis as Record<symbol, unknown>)[BASKET_LISTENING_KEY]);

/**
 * Holds the add-to-basket commands raised before the basket remote listens (its badge, which starts the
 * listeners, loads after the page's content is in), so none is lost: commands do not replay on the bus.
 * Once the badge is in, `take()` hands them over to be sent again, oldest first. A command raised while
 * the basket already listens (one of its screens started the listeners) is left alone, so it is never
 * handled twice.
 */
export class AddCommandBacklog {
  private commands: AddCommand[] = [];
  private stopListening: (() => void) | null;

  /** `onCommand` runs for every command held: the first one is the moment to load the basket. */
  constructor(bus: ShopBus, onCommand: () => void, isListening: () => boolean = basketIsListening) {
    this.stopListening = bus.on('catalog:add-to-basket', (command) => {
      if (isListening()) return;
      this.commands.push(command);
      onCommand();
    });
  }

  /** Stops holding and hands over what was held, oldest first. */
  take(): AddCommand[] {
    this.stop();
    const held = this.commands;
    this.commands = [];
    return held;
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
  }
}
