import { useRef, useState } from 'react';
import { getBus, type Competition } from '@shop/shared-contracts';
import { showQuestionFlag } from '../shared/rememberCompetition';

/**
 * The entry side of the details page: the chosen quantity (kept within the allowance, at least 1), and
 * Enter. Add-to-cart step 1 (the qualifying question) is the catalogue's, where the question modal (`enter`) lives: a
 * required question with the show-question flag at 1 opens it and stops; otherwise, or once answered, the
 * add goes to the basket on the bus (`catalog:add-to-basket`), which runs the rest of the flow.
 */
export function useEntryFlow(competition: Competition, allowance: number) {
  const [chosen, setQuantity] = useState(1);
  const [asking, setAsking] = useState(false);
  const enterRef = useRef<HTMLButtonElement | null>(null);
  // What the panel shows and what Enter sends: the allowance may have shrunk since the choice (an add).
  const quantity = Math.min(chosen, Math.max(1, allowance));

  const add = (answer?: number) => {
    getBus().emit({ type: 'catalog:add-to-basket', competition, quantity, ...(answer === undefined ? {} : { answer }) });
  };
  const enter = () => {
    if (competition.comp_question && showQuestionFlag() === 1) setAsking(true);
    else add();
  };
  const closeQuestion = () => {
    setAsking(false);
    enterRef.current?.focus();
  };
  const confirmAnswer = (answer: number) => {
    setAsking(false);
    add(answer);
    enterRef.current?.focus();
  };
  return { quantity, setQuantity, asking, enter, closeQuestion, confirmAnswer, enterRef };
}
