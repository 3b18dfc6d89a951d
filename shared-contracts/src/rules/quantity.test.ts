import { customerAllowance, ticketsRemaining } from './quantity';

describe('the per-customer allowance, shared by the catalogue and the basket', () => {
  it.each([
    [10, 0, 0, 10],
    [10, 3, 0, 7],
    [10, 3, 4, 3],
    [10, 2.9, 0, 8],
  ])('max %p less %p in the basket and %p bought leaves %p', (max, inBasket, purchased, left) => {
    expect(customerAllowance(max, inBasket, purchased)).toEqual({ tickets: left, reached: null });
  });

  it('refuses with the basket message when the basket takes the rest', () => {
    expect(customerAllowance(10, 4, 6)).toEqual({
      tickets: 0,
      reached: { reason: 'max-in-cart', message: 'You already have the maximum number of tickets for this competition in cart!' },
    });
  });

  it('refuses with the purchased message when the bought tickets alone reach the maximum', () => {
    expect(customerAllowance(10, 0, 12)).toEqual({
      tickets: 0,
      reached: { reason: 'max-purchased', message: 'You already have the maximum number of tickets for this competition' },
    });
  });

  it('reads a maximum of 0 as a cap of 0: no customer may add a ticket', () => {
    expect(customerAllowance(0, 0, 0)).toEqual({
      tickets: 0,
      reached: { reason: 'max-purchased', message: 'You already have the maximum number of tickets for this competition' },
    });
    // The bought tickets (none) already reach a maximum of 0, so it is the purchased message, basket or not.
    expect(customerAllowance(0, 1, 0)).toEqual(customerAllowance(0, 0, 0));
  });

  it('counts the tickets left: total_sell_tickets minus total_ticket_sold, never below 0', () => {
    expect(ticketsRemaining({ total_sell_tickets: 2000, total_ticket_sold: 1240 })).toBe(760);
    expect(ticketsRemaining({ total_sell_tickets: 100, total_ticket_sold: 104 })).toBe(0);
    expect(ticketsRemaining({ total_sell_tickets: Number.NaN, total_ticket_sold: 0 })).toBe(0);
  });
});
