import { useRef, useState } from 'react';
import { addRequest, getBus, type Competition } from '@shop/shared-contracts';

/**
 * The entry side of the details page: the chosen quantity (kept within the allowance the panel shows, at
 * least 1), and Enter. Enter asks the basket for an add with only what the customer chose
 * (`catalog:add-request`: the competition's id and the quantity); the basket runs the whole add-to-cart flow,
 * the qualifying question (its `enter` modal) included, and returns focus to this button when it closes.
 */
export function useEntryFlow(competition: Competition, allowance: number) {
  const [chosen, setQuantity] = useState(1);
  const enterRef = useRef<HTMLButtonElement | null>(null);
  // What the panel shows and what Enter sends: the allowance may have shrunk since the choice (an add).
  const quantity = Math.min(chosen, Math.max(1, allowance));
  const enter = () => getBus().emit(addRequest(competition.id, quantity));
  return { quantity, setQuantity, enter, enterRef };
}
