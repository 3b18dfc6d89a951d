/**
 * Add-to-cart step 1 (the qualifying question): the question modal opens when a question is required and the local
 * show-question flag equals 1. The shell keeps settings' show_question (a number) in local
 * storage as text ("1", "0"), so the flag is on exactly when that text reads as the number 1; missing,
 * empty, 0 or any other text is off. The basket's alone since it asks the question (contract 1.1).
 */
export function isShowQuestionOn(storedFlag: string | null | undefined): boolean {
  const text = (storedFlag ?? '').trim();
  return text !== '' && Number(text) === 1;
}
