import type { ToastKind } from '@shop/shared-contracts';
import { competition } from '../testing/fixtures';
import { ADD_FAILED_MESSAGE, askQuestionOnceItsCodeIsIn } from '../flow/addToBasket';
import { loadQuestionModal } from './questionModalCode';
import { getOpenQuestion, settleQuestion } from './questionStore';

jest.mock('./questionModalCode', () => ({ loadQuestionModal: jest.fn() }));
jest.mock('../modal/BasketModal', () => ({ __esModule: true, default: () => null }));

const loadCode = jest.mocked(loadQuestionModal);

describe('asking the question on a page', () => {
  it('opens the question once its code is in, and resolves with the answer chosen', async () => {
    loadCode.mockResolvedValue({} as Awaited<ReturnType<typeof loadQuestionModal>>);
    const toasts: [ToastKind, string][] = [];
    const asked = askQuestionOnceItsCodeIsIn({ competition: competition(), quantity: 2 }, (kind, message) => toasts.push([kind, message]));
    await Promise.resolve();
    await Promise.resolve();
    expect(getOpenQuestion()?.quantity).toBe(2);
    settleQuestion(3);
    await expect(asked).resolves.toBe(3);
    expect(toasts).toEqual([]);
  });

  it('ends the add with a toast when the modal code cannot be fetched, leaving no question open', async () => {
    const failure = new Error('Loading chunk 412 failed.');
    loadCode.mockRejectedValue(failure);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const toasts: [ToastKind, string][] = [];
    await expect(askQuestionOnceItsCodeIsIn({ competition: competition(), quantity: 1 }, (kind, message) => toasts.push([kind, message]))).resolves.toBeNull();
    expect(toasts).toEqual([['error', ADD_FAILED_MESSAGE]]);
    expect(getOpenQuestion()).toBeNull();
    expect(logged).toHaveBeenCalledWith('[basket] the question could not be opened', failure);
    logged.mockRestore();
  });
});
