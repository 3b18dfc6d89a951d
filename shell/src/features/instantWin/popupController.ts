import {
  INSTANT_WIN_POPUP_DISPLAY_MS,
  INSTANT_WIN_POPUP_THROTTLE_MS,
  type InstantWinNotification,
} from '@shop/shared-contracts';

export interface Clock {
  now(): number;
  setTimeout(task: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (task, ms) => setTimeout(task, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Spec section 4: hidden; shown when a notice arrives and at least 60 s have passed since the last one
 * shown; hidden automatically after 10 s. Notices inside the 60 s are dropped.
 */
export class PopupController {
  private lastShownAt: number | null = null;
  private hideTimer: unknown = null;
  private current: InstantWinNotification | null = null;
  private readonly listeners = new Set<(notice: InstantWinNotification | null) => void>();

  constructor(private readonly clock: Clock = realClock) {}

  receive(notice: InstantWinNotification): boolean {
    const now = this.clock.now();
    if (this.lastShownAt !== null && now - this.lastShownAt < INSTANT_WIN_POPUP_THROTTLE_MS) return false;
    this.lastShownAt = now;
    this.set(notice);
    if (this.hideTimer !== null) this.clock.clearTimeout(this.hideTimer);
    this.hideTimer = this.clock.setTimeout(() => this.hide(), INSTANT_WIN_POPUP_DISPLAY_MS);
    return true;
  }

  hide(): void {
    this.hideTimer = null;
    this.set(null);
  }

  get shown(): InstantWinNotification | null {
    return this.current;
  }

  subscribe(listener: (notice: InstantWinNotification | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(notice: InstantWinNotification | null): void {
    this.current = notice;
    for (const listener of this.listeners) listener(notice);
  }
}
