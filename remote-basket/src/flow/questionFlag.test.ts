import type { ShopApi } from '@shop/shared-contracts';
import { cartItem, cartOf, competition } from '../testing/fixtures';
import { resetCartStore } from '../state/basketStore';
import { resetBasketModal } from '../modal/modalStore';
import { addToBasket } from './addToBasket';

jest.mock('../modal/BasketModal', () => ({ __esModule: true, default: () => null }));

/** Step 1 reads the stored flag with isShowQuestionOn: "equals 1" is numeric; a question closed unanswered adds nothing. */
describe('add-to-basket step 1 reads the show-question flag', () => {
  beforeEach(() => {
    resetCartStore();
    resetBasketModal();
    localStorage.clear();
  });

  async function adds(storedFlag: string | null): Promise<boolean> {
    const addItem = jest.fn<ReturnType<ShopApi['addItem']>, Parameters<ShopApi['addItem']>>(async () => cartOf([cartItem('k7', 7, 1)]));
    const api = { getCompetition: jest.fn(async () => competition({ comp_question: true })), getNonce: jest.fn(async () => 'nonce-1'), addItem };
    await addToBasket(
      { competitionId: 7, quantity: 1 },
      { api, purchasedTickets: () => [], showQuestionFlag: () => storedFlag, askQuestion: async () => null, toast: () => undefined },
    );
    return addItem.mock.calls.length === 1;
  }

  it('stops for the question when the stored flag reads as 1 ("1", " 1 ", "1.0")', async () => {
    for (const flag of ['1', ' 1 ', '1.0']) expect(await adds(flag)).toBe(false);
  });

  it('adds straight away when it is missing, 0 or not the number 1', async () => {
    for (const flag of [null, '', '0', 'true', '2']) expect(await adds(flag)).toBe(true);
  });
});
