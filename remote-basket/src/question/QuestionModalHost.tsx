import { lazy, Suspense } from 'react';
import { ticketPrice } from '@shop/shared-contracts';
import { loadQuestionModal } from './questionModalCode';
import { settleQuestion, useOpenQuestion } from './questionStore';

const QuestionModal = lazy(loadQuestionModal);

const confirm = (answer: number) => settleQuestion(answer);
const close = () => settleQuestion(null);

/** Always loaded with the badge, tiny: renders the (lazily loaded) question modal while a question is open. */
export function QuestionModalHost() {
  const question = useOpenQuestion();
  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <QuestionModal
        competition={question.competition}
        quantity={question.quantity}
        unitPrice={ticketPrice(question.competition, Date.now())}
        onConfirm={confirm}
        onClose={close}
        returnFocus={question.returnFocus}
      />
    </Suspense>
  );
}
