import type { CartCompetition } from '@shop/shared-contracts';
import { cartItem } from '../testing/fixtures';
import { CLOSED_MESSAGE, SOLD_OUT_MESSAGE, blockedLines, checkoutFailureToast, lineProblem, unsaidCartErrors } from './availability';

// 1 Dec 2026 19:00 in London (winter: UTC) is when the fixture competition closes.
const BEFORE_CLOSE = Date.UTC(2026, 11, 1, 18, 59);
const AFTER_CLOSE = Date.UTC(2026, 11, 1, 19, 0);

function line(quantity: number, competition: Partial<CartCompetition>) {
  const item = cartItem('k', 7, quantity);
  return { ...item, competition: { ...item.competition, ...competition } };
}

describe('lineProblem', () => {
  it.each<[string, number, Partial<CartCompetition>, number, string | null, string | null]>([
    ['an open line with tickets left', 3, {}, BEFORE_CLOSE, null, null],
    ['exactly the tickets left', 3, { total_ticket_sold: 97 }, BEFORE_CLOSE, null, null],
    ['sold out meanwhile', 3, { total_ticket_sold: 100 }, BEFORE_CLOSE, 'Sold out', SOLD_OUT_MESSAGE],
    ['marked sold out', 3, { status: 'sold_out' }, BEFORE_CLOSE, 'Sold out', SOLD_OUT_MESSAGE],
    [
      'fewer left than the line holds',
      5,
      { total_ticket_sold: 98 },
      BEFORE_CLOSE,
      'Not enough tickets left',
      'Only 2 tickets are left. Lower your tickets to 2 or remove it to check out.',
    ],
    [
      'one left',
      5,
      { total_ticket_sold: 99 },
      BEFORE_CLOSE,
      'Not enough tickets left',
      'Only 1 ticket is left. Lower your tickets to 1 or remove it to check out.',
    ],
    ['closed by status', 3, { status: 'closed' }, BEFORE_CLOSE, 'Closed', CLOSED_MESSAGE],
    ['drawn', 3, { status: 'drawn' }, BEFORE_CLOSE, 'Closed', CLOSED_MESSAGE],
    ['tickets disabled', 3, { disable_tickets: true }, BEFORE_CLOSE, 'Closed', CLOSED_MESSAGE],
    ['past its closing time', 3, {}, AFTER_CLOSE, 'Closed', CLOSED_MESSAGE],
    ['closed wins over sold out', 3, { status: 'closed', total_ticket_sold: 100 }, BEFORE_CLOSE, 'Closed', CLOSED_MESSAGE],
  ])('%s', (_name, quantity, competition, now, flag, message) => {
    const problem = lineProblem(line(quantity, competition), now);
    expect(problem?.flag ?? null).toBe(flag);
    expect(problem?.message ?? null).toBe(message);
  });
});

describe('blockedLines and the checkout failure toast', () => {
  const open = { ...line(2, {}), key: 'a' };
  const soldOut = { ...line(3, { total_ticket_sold: 100, title: 'Korda Kaizen Rod Pair' }), key: 'b' };

  it('lists only the lines that block checkout', () => {
    expect(blockedLines([open, soldOut], BEFORE_CLOSE).map(({ item }) => item.key)).toEqual(['b']);
    expect(blockedLines([open], BEFORE_CLOSE)).toEqual([]);
  });

  it('names the competition in the server message when the fresh basket shows which one', () => {
    const server = 'Oops! There is not ticket left to purchase for this competition';
    expect(checkoutFailureToast(server, [open, soldOut], BEFORE_CLOSE)).toBe(`Korda Kaizen Rod Pair: ${server}`);
    expect(checkoutFailureToast('The card was declined. No payment was taken.', [open], BEFORE_CLOSE)).toBe('The card was declined. No payment was taken.');
  });
});

describe("unsaidCartErrors: the cart's errors[] the line flags do not already say", () => {
  const kaizen = { ...line(3, { total_ticket_sold: 100, title: 'Korda Kaizen Rod Pair' }), key: 'kaizen' };
  const tackle = { ...line(2, { title: 'Tackle Box' }), key: 'tackle' };
  const soldOut = (name: string) => ({
    code: 'woocommerce_rest_product_out_of_stock',
    message: `&quot;${name}&quot; is out of stock and cannot be purchased. Please remove it from your cart.`,
  });

  it('drops an error about a line flagged for the same reason, found by the name in the message', () => {
    expect(unsaidCartErrors([soldOut('Korda Kaizen Rod Pair')], [kaizen, tackle], BEFORE_CLOSE)).toEqual([]);
  });

  it('keeps (decoded) an error about a line the basket does not flag, or flags for another reason', () => {
    expect(unsaidCartErrors([soldOut('Tackle Box')], [kaizen, tackle], BEFORE_CLOSE)).toEqual([
      '"Tackle Box" is out of stock and cannot be purchased. Please remove it from your cart.',
    ]);
    const partly = { code: 'woocommerce_rest_product_partially_out_of_stock', message: 'There is not enough &quot;Korda Kaizen Rod Pair&quot; in stock.' };
    expect(unsaidCartErrors([partly], [kaizen], BEFORE_CLOSE)).toEqual(['There is not enough "Korda Kaizen Rod Pair" in stock.']);
  });

  it('a message that names no line is said when some line has that flag; an unknown code is always shown', () => {
    expect(unsaidCartErrors([soldOut('Kaizen rods')], [kaizen, tackle], BEFORE_CLOSE)).toEqual([]);
    expect(unsaidCartErrors([soldOut('Kaizen rods')], [tackle], BEFORE_CLOSE)).toEqual([
      '"Kaizen rods" is out of stock and cannot be purchased. Please remove it from your cart.',
    ]);
    expect(unsaidCartErrors([{ code: 'other_plugin', message: 'Korda Kaizen Rod Pair needs a licence.' }], [kaizen], BEFORE_CLOSE)).toEqual([
      'Korda Kaizen Rod Pair needs a licence.',
    ]);
  });
});
