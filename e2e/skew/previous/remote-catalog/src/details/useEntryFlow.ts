import { useRef, useState } from 'react';
import { getBus, type Competition } from '@shop/shared-contracts';

/**
 * N-1: a catalogue from before contract 1.1, which put the whole competition on the bus
 * (`catalog:add-to-basket`) instead of sending `catalog:add-request`. It also asked the qualifying question
 * itself and sent the answer; that modal has moved to the basket, so here the add goes without one and the
 * basket N asks the question (an add with an answer is the basket's unit test, listeners.test.ts).
 */
export function useEntryFlow(competition: Competition, allowance: number) {
  const [chosen, setQuantity] = useState(1);
  const enterRef = useRef<HTMLButtonElement | null>(null);
  const quantity = Math.min(chosen, Math.max(1, allowance));
  const enter = () => getBus().emit({ type: 'catalog:add-to-basket', competition, quantity });
  return { quantity, setQuantity, enter, enterRef };
}
