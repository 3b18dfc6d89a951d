import type { InstantWinNotification } from '@shop/shared-contracts';
import { INSTANT_WIN_POPUP_DISPLAY_MS, INSTANT_WIN_POPUP_THROTTLE_MS } from '../../shellConstants';

/**
 * The pop-up's throttle: hidden; shown when a notice arrives and at least 60 s have passed since the last one
 * shown; hidden automatically after 10 s. Notices inside the 60 s are dropped.
 */
export class PopupController {
  private lastShownAt: number | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | null = null;
  private current: InstantWinNotification | null = null;
  private readonly listeners = new Set<(notice: InstantWinNotification | null) => void>();

  receive(notice: InstantWinNotification): boolean {
    const now = Date.now();
    if (this.lastShownAt !== null && now - this.lastShownAt < INSTANT_WIN_POPUP_THROTTLE_MS) return false;
    this.lastShownAt = now;
    this.set(notice);
    if (this.hideTimer !== null) clearTimeout(this.hideTimer);
    this.hideTimer = setTimeout(() => this.hide(), INSTANT_WIN_POPUP_DISPLAY_MS);
    return true;
  }

  hide(): void {
    if (this.hideTimer !== null) clearTimeout(this.hideTimer);
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
