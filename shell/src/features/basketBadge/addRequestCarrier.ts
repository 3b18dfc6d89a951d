import type { EventOf, ShopBus } from '@shop/shared-contracts';

/** An add the shell carries: a `catalog:add-request`, or the add of a catalogue before contract 1.1. */
export type CarriedAdd = EventOf<'catalog:add-request'> | EventOf<'catalog:add-to-basket'>;

/**
 * Carries the add requests raised before the basket remote has loaded (its badge, which starts the basket's
 * listeners, loads after the page's content is in), so none is lost: commands do not replay on the bus.
 * The shell reads nothing in them. Once the badge is in, `take()` hands them over to be sent again, oldest
 * first, the same objects: the basket handles each request object once, so one that a basket screen already
 * took is not added twice. After `take()` or `stop()` the shell carries nothing more.
 */
export class AddRequestCarrier {
  private held: CarriedAdd[] = [];
  private stops: (() => void)[];

  /** `onRequest` runs for every request carried: the first one is the moment to load the basket. */
  constructor(bus: ShopBus, onRequest: () => void) {
    const carry = (request: CarriedAdd) => {
      this.held.push(request);
      onRequest();
    };
    this.stops = [bus.on('catalog:add-request', carry), bus.on('catalog:add-to-basket', carry)];
  }

  /** Stops carrying and hands over what was carried, oldest first. */
  take(): CarriedAdd[] {
    this.stop();
    const held = this.held;
    this.held = [];
    return held;
  }

  stop(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
  }
}
