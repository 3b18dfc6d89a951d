/** The modal's code, fetched only once the first add starts (the badge bundle never holds it). */
export const loadBasketModal = () => import('./BasketModal');

/** Starts fetching the modal's code as an add starts, so it is in by the time the add returns. */
export function preloadBasketModal(): void {
  void loadBasketModal().catch((error: unknown) => console.error('[basket] could not load the basket modal', error));
}
