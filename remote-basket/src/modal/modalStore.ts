import { useSyncExternalStore } from 'react';

/** What the basket modal ("exampleModal-3") shows; it lives apart from the cart so the badge bundle stays tiny. */
export interface BasketModalState {
  open: boolean;
  /** adding: spinner until the add call returns; added: the line; failed: the server's reason. */
  phase: 'adding' | 'added' | 'failed';
  competitionId: number;
  title: string;
  image: string;
  quantity: number;
  /** The clamp message (how many tickets were added), or the failure text. */
  message: string | null;
  /** Where focus goes back to when the modal closes (the button that started the add). */
  returnFocus: HTMLElement | null;
}

const CLOSED: BasketModalState = { open: false, phase: 'adding', competitionId: 0, title: '', image: '', quantity: 0, message: null, returnFocus: null };

let modal: BasketModalState = CLOSED;
const listeners = new Set<() => void>();

function set(next: BasketModalState): void {
  modal = next;
  for (const listener of listeners) listener();
}

export function openBasketModal(start: { competitionId: number; title: string; image: string; quantity: number; message: string | null }): void {
  const active = typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  set({ ...start, open: true, phase: 'adding', returnFocus: modal.open ? modal.returnFocus : active });
}

export function settleBasketModal(result: { phase: 'added' | 'failed'; message: string | null; quantity?: number }): void {
  if (!modal.open) return;
  set({ ...modal, phase: result.phase, message: result.message, quantity: result.quantity ?? modal.quantity });
}

export function closeBasketModal(): void {
  if (!modal.open) return;
  const target = modal.returnFocus;
  set({ ...modal, open: false });
  if (target?.isConnected) target.focus();
}

export function getBasketModal(): BasketModalState {
  return modal;
}

export function useBasketModal(): BasketModalState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getBasketModal,
    getBasketModal,
  );
}

/** Tests only. */
export function resetBasketModal(): void {
  set(CLOSED);
}
