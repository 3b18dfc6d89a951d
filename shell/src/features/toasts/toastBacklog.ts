import type { EventOf, ShopBus } from '@shop/shared-contracts';

export type ToastCommand = EventOf<'shell:show-toast'> | EventOf<'shell:dismiss-toast'>;

/**
 * Holds the toast commands raised while react-toastify is still loading (the toast host is not in the
 * first-load JavaScript), so none is lost: the host replays them once it listens. Commands do not replay
 * on the bus, so without this a toast raised in the first second would never show.
 */
export class ToastBacklog {
  private commands: ToastCommand[] = [];
  private stops: (() => void)[];

  /** `onToast` runs for every toast raised while held: the first one is the moment to load the host. */
  constructor(bus: ShopBus, onToast: () => void) {
    this.stops = [
      bus.on('shell:show-toast', (event) => {
        this.commands.push(event);
        onToast();
      }),
      bus.on('shell:dismiss-toast', (event) => void this.commands.push(event)),
    ];
  }

  /** Stops holding and hands over what was held, oldest first. */
  take(): ToastCommand[] {
    this.stop();
    const held = this.commands;
    this.commands = [];
    return held;
  }

  stop(): void {
    this.stops.forEach((stop) => stop());
    this.stops = [];
  }
}
