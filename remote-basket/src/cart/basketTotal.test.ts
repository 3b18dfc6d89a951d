import { basketCount, basketTotal, type TotalledLine } from './basketTotal';

const line = (line_total: string, currency_minor_unit = 2): TotalledLine => ({ totals: { line_total, currency_minor_unit } });

describe('basket total', () => {
  it.each<[string, TotalledLine[], number]>([
    ['empty basket', [], 0],
    ['one line in pence', [line('199')], 1.99],
    ['several lines', [line('1990'), line('495'), line('25')], 25.1],
    ['float noise is removed', [line('10'), line('20')], 0.3],
    ['a minor unit of 0', [line('7', 0)], 7],
    ['a minor unit of 3', [line('12340', 3)], 12.34],
    ['a line without totals', [line('199'), {}], 999999999],
    ['a line with null totals', [{ totals: null }], 999999999],
    ['a line whose total is not a number', [line('abc')], 999999999],
    ['a line whose total is empty', [line('')], 999999999],
  ])('%s', (_name, lines, expected) => {
    expect(basketTotal(lines)).toBe(expected);
  });

  it('counts tickets from string quantities', () => {
    expect(basketCount([{ quantity: '3' }, { quantity: 2 }, { quantity: 'x' }])).toBe(5);
  });
});
