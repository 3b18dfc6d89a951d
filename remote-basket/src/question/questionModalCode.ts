/** The question modal's code, fetched only when a competition's question is first asked (the badge bundle never holds it). */
export const loadQuestionModal = () => import('./QuestionModal').then(({ QuestionModal }) => ({ default: QuestionModal }));
