import { addRequest, getBus, type AddRequest } from '@shop/shared-contracts';
import { competition } from '../testing/fixtures';
import { addToBasket, type AddOrder } from './addToBasket';
import { addOrderOf, startBasketListeners } from './listeners';

jest.mock('./addToBasket', () => ({ addToBasket: jest.fn(async () => undefined), pageAddDependencies: () => ({}) }));
jest.mock('./loadBasket', () => ({ loadBasket: jest.fn(async () => undefined) }));

const ordered = () => (addToBasket as jest.Mock<Promise<void>, [AddOrder]>).mock.calls.map(([order]) => order);

describe('the add request at the bus boundary', () => {
  it('catalog:add-request is what the customer chose: the competition id and the quantity', () => {
    expect(addRequest(101, 2)).toEqual({ type: 'catalog:add-request', competitionId: 101, quantity: 2 });
    expect(addOrderOf(addRequest(101, 2))).toEqual({ competitionId: 101, quantity: 2 });
    expect(addOrderOf({ ...addRequest(101, 2), openModal: false })).toEqual({ competitionId: 101, quantity: 2, openModal: false });
  });

  it('a request that does not match the contract schema is ignored and logged, never added', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const malformed = [{ competitionId: '101' }, { competitionId: 0 }, { competitionId: 1.5 }, { quantity: '2' }].map(
        (change) => ({ ...addRequest(101, 2), ...change }) as unknown as AddRequest,
      );
      expect(malformed.map(addOrderOf)).toEqual([null, null, null, null]);
      expect(logged).toHaveBeenCalledTimes(4);
      expect(logged.mock.calls[0]?.[0]).toBe('[basket] an add request that does not match the contract was ignored');
    } finally {
      logged.mockRestore();
    }
  });

  it('the add of a catalogue before contract 1.1 becomes the same order, with the answer that catalogue asked for', () => {
    const carp = competition({ id: 101, comp_question: true });
    expect(addOrderOf({ type: 'catalog:add-to-basket', competition: carp, quantity: 2, answer: 1 })).toEqual({ competitionId: 101, quantity: 2, answer: 1 });
    expect(addOrderOf({ type: 'catalog:add-to-basket', competition: carp, quantity: 1 })).toEqual({ competitionId: 101, quantity: 1 });
  });
});

describe('the basket’s add listeners', () => {
  beforeAll(() => startBasketListeners());
  beforeEach(() => (addToBasket as jest.Mock).mockClear());

  it('runs the flow for a request, and for the add of a catalogue before contract 1.1', () => {
    getBus().emit(addRequest(7, 3));
    getBus().emit({ type: 'catalog:add-to-basket', competition: competition(), quantity: 2, answer: 1 });
    expect(ordered()).toEqual([
      { competitionId: 7, quantity: 3 },
      { competitionId: 7, quantity: 2, answer: 1 },
    ]);
  });

  it('a request made before the basket loaded, which the shell sends again once it has, is handled once', () => {
    const early = addRequest(7, 4);
    getBus().emit(early);
    // The shell carried the same object and sends it again once the badge is in.
    getBus().emit(early);
    expect(ordered()).toEqual([{ competitionId: 7, quantity: 4 }]);
    // Another request for the same tickets is another add.
    getBus().emit(addRequest(7, 4));
    expect(ordered()).toHaveLength(2);
  });
});
