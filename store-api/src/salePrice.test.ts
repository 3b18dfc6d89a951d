import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { effectivePrice } from './domain/competitions';

/** The basket charges the sale price exactly while the storefront shows it: the window is UK local time. */
describe('effectivePrice', () => {
  const onSale = competitionFixture({
    price_per_ticket: 1.99,
    sale_price: 0.99,
    sale_start_date: '2026-07-01',
    sale_start_time: '10:00',
    sale_end_date: '2026-07-02',
    sale_end_time: '18:00',
  });

  it('starts the sale at 10:00 in London, which is 09:00 UTC in summer time', () => {
    expect(effectivePrice(onSale, Date.parse('2026-07-01T08:59:00Z'))).toBe(1.99);
    expect(effectivePrice(onSale, Date.parse('2026-07-01T09:00:00Z'))).toBe(0.99);
  });

  it('ends the sale at 18:00 in London', () => {
    expect(effectivePrice(onSale, Date.parse('2026-07-02T17:00:00Z'))).toBe(0.99);
    expect(effectivePrice(onSale, Date.parse('2026-07-02T17:01:00Z'))).toBe(1.99);
  });

  it('ignores a sale price that is not lower than the ticket price', () => {
    expect(effectivePrice({ ...onSale, sale_price: 2.5 }, Date.parse('2026-07-01T12:00:00Z'))).toBe(1.99);
  });
});
