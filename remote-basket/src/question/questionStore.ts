import { useSyncExternalStore } from 'react';
import type { Competition } from '@shop/shared-contracts';

/** Add-to-cart step 1: the qualifying question to ask, for the competition and the quantity asked for. */
export interface QuestionAsked {
  competition: Competition;
  quantity: number;
}

export interface OpenQuestion extends QuestionAsked {
  settle: (answer: number | null) => void;
  /** Where focus goes back to once the question has closed (the button that asked for the add). */
  returnFocus: HTMLElement | null;
}

let open: OpenQuestion | null = null;
const listeners = new Set<() => void>();

function set(next: OpenQuestion | null): void {
  open = next;
  for (const listener of listeners) listener();
}

/**
 * Opens the question modal (`enter`) and resolves with the chosen answer's id, or null when the customer
 * cancels or closes it (then nothing happens). A question asked while one is open closes that one first.
 */
export function askQuestion(question: QuestionAsked): Promise<number | null> {
  const active = typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const returnFocus = open ? open.returnFocus : active;
  open?.settle(null);
  return new Promise((settle) => set({ ...question, settle, returnFocus }));
}

/**
 * The customer confirmed an answer (its id) or closed the question (null). The modal gives focus back to
 * `returnFocus` once its dialog has closed (a modal dialog keeps focus from the page while it is open).
 */
export function settleQuestion(answer: number | null): void {
  const question = open;
  if (!question) return;
  set(null);
  question.settle(answer);
}

export function getOpenQuestion(): OpenQuestion | null {
  return open;
}

export function useOpenQuestion(): OpenQuestion | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getOpenQuestion,
    getOpenQuestion,
  );
}
