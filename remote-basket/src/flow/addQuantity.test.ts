import {
  SOLD_OUT_MESSAGE,
  basketHoldsRemainingMessage,
  clampedToAllowanceMessage,
  clampedToStockMessage,
  decideAddQuantity,
  maxLineQuantity,
  requestedQuantity,
  type QuantityDecision,
} from './addQuantity';

const competition = (total: number, sold: number, max: number) => ({ total_sell_tickets: total, total_ticket_sold: sold, max_ticket_per_user: max });

describe('ticket quantity on add', () => {
  it('has the spec exact messages', () => {
    expect(SOLD_OUT_MESSAGE).toBe('Oops! There is not ticket left to purchase for this competition');
    expect(clampedToAllowanceMessage(150, 140)).toBe('Only 150 tickets are available , 140 tickets have been added to your basket.');
    expect(clampedToStockMessage(7)).toBe('Only 7 tickets available, 7 tickets have been added to your basket.');
    expect(basketHoldsRemainingMessage(5)).toBe('You already have 5 tickets in your basket.');
  });

  const table: [string, Parameters<typeof decideAddQuantity>[0], QuantityDecision][] = [
    [
      'sold out: remaining 0',
      { requested: 1, competition: competition(100, 100, 10), inBasket: 0, purchased: 0 },
      { ok: false, reason: 'sold-out', message: 'Oops! There is not ticket left to purchase for this competition' },
    ],
    [
      'oversold counts as sold out',
      { requested: 1, competition: competition(100, 104, 10), inBasket: 0, purchased: 0 },
      { ok: false, reason: 'sold-out', message: 'Oops! There is not ticket left to purchase for this competition' },
    ],
    [
      'basket already at the maximum',
      { requested: 1, competition: competition(100, 0, 10), inBasket: 10, purchased: 0 },
      { ok: false, reason: 'max-in-cart', message: 'You already have the maximum number of tickets for this competition in cart!' },
    ],
    [
      'basket plus purchased at the maximum',
      { requested: 2, competition: competition(100, 0, 10), inBasket: 4, purchased: 6 },
      { ok: false, reason: 'max-in-cart', message: 'You already have the maximum number of tickets for this competition in cart!' },
    ],
    [
      'purchased tickets at the maximum',
      { requested: 1, competition: competition(100, 0, 10), inBasket: 0, purchased: 10 },
      { ok: false, reason: 'max-purchased', message: 'You already have the maximum number of tickets for this competition' },
    ],
    [
      'basket holds every remaining ticket',
      { requested: 1, competition: competition(100, 95, 10), inBasket: 5, purchased: 0 },
      { ok: false, reason: 'basket-holds-remaining', message: 'You already have 5 tickets in your basket.' },
    ],
    ['within every limit', { requested: 3, competition: competition(100, 0, 10), inBasket: 2, purchased: 1 }, { ok: true, quantity: 3, message: null }],
    ['exactly the allowance', { requested: 7, competition: competition(100, 0, 10), inBasket: 2, purchased: 1 }, { ok: true, quantity: 7, message: null }],
    [
      'clamped to the allowance',
      { requested: 200, competition: competition(2999, 1859, 150), inBasket: 10, purchased: 0 },
      { ok: true, quantity: 140, message: 'Only 150 tickets are available , 140 tickets have been added to your basket.' },
    ],
    [
      'clamped to the allowance with purchased tickets',
      { requested: 20, competition: competition(1000, 0, 10), inBasket: 0, purchased: 4 },
      { ok: true, quantity: 6, message: 'Only 10 tickets are available , 6 tickets have been added to your basket.' },
    ],
    [
      'clamped to the tickets left',
      { requested: 9, competition: competition(100, 93, 10), inBasket: 0, purchased: 0 },
      { ok: true, quantity: 7, message: 'Only 7 tickets available, 7 tickets have been added to your basket.' },
    ],
    [
      'clamped to the tickets left less the basket',
      { requested: 9, competition: competition(100, 93, 10), inBasket: 3, purchased: 0 },
      { ok: true, quantity: 4, message: 'Only 4 tickets available, 4 tickets have been added to your basket.' },
    ],
    [
      'non-numeric request counts as 1',
      { requested: 'ten', competition: competition(100, 0, 10), inBasket: 0, purchased: 0 },
      { ok: true, quantity: 1, message: null },
    ],
    [
      'negative request counts as 1',
      { requested: -4, competition: competition(100, 0, 10), inBasket: 0, purchased: 0 },
      { ok: true, quantity: 1, message: null },
    ],
    [
      'fractional request counts as 1',
      { requested: 2.5, competition: competition(100, 0, 10), inBasket: 0, purchased: 0 },
      { ok: true, quantity: 1, message: null },
    ],
    ['numeric text is read', { requested: '4', competition: competition(100, 0, 10), inBasket: 0, purchased: 0 }, { ok: true, quantity: 4, message: null }],
    [
      'a maximum of 0 is a cap of 0, not "no cap": nothing bought, nothing in the basket',
      { requested: 1, competition: competition(100, 0, 0), inBasket: 0, purchased: 0 },
      { ok: false, reason: 'max-purchased', message: 'You already have the maximum number of tickets for this competition' },
    ],
  ];

  it.each(table)('%s', (_name, input, expected) => {
    expect(decideAddQuantity(input)).toEqual(expected);
  });

  it.each([
    [5, 5],
    ['5', 5],
    [0, 1],
    [-1, 1],
    [1.5, 1],
    ['1.5', 1],
    ['', 1],
    ['abc', 1],
    [null, 1],
    [undefined, 1],
    [NaN, 1],
    [Infinity, 1],
  ])('requested %p reads as %p', (value, expected) => {
    expect(requestedQuantity(value)).toBe(expected);
  });

  it.each([
    [competition(100, 0, 10), 0, 10],
    [competition(100, 0, 10), 4, 6],
    [competition(100, 97, 10), 0, 3],
    [competition(100, 100, 10), 0, 0],
    [competition(100, 0, 10), 12, 0],
    [competition(100, 0, 0), 0, 0],
  ])('a basket line may hold at most the allowance and the tickets left (%#)', (comp, purchased, expected) => {
    expect(maxLineQuantity({ competition: comp, purchased })).toBe(expected);
  });
});
