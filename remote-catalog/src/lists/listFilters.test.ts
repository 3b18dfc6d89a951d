import type { Competition } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { matchesFilter, parseFilter, parseSort, sortCompetitions, visibleCompetitions } from './listFilters';

/** Monday 23 November 2026, 12:00 UK time (GMT). */
const NOW = Date.UTC(2026, 10, 23, 12, 0);

const comp = (id: number, overrides: Partial<Competition> = {}) => competitionFixture({ id, title: `Competition ${id}`, ...overrides });

describe('list filter chips', () => {
  it('"Instant wins" keeps competitions with instant wins enabled', () => {
    expect(matchesFilter(comp(1, { enable_instant_wins: true }), 'instant-wins', NOW)).toBe(true);
    expect(matchesFilter(comp(2), 'instant-wins', NOW)).toBe(false);
  });

  it('"Ending soon" is a draw within 24 hours of an open competition', () => {
    // Draw Tuesday 24 November at 12:00 is exactly 24 hours away: in. At 12:01: out.
    expect(matchesFilter(comp(1, { draw_date: '2026-11-24', draw_time: '12:00' }), 'ending-soon', NOW)).toBe(true);
    expect(matchesFilter(comp(2, { draw_date: '2026-11-24', draw_time: '12:01' }), 'ending-soon', NOW)).toBe(false);
    expect(matchesFilter(comp(3, { draw_date: '2026-11-23', draw_time: '20:00', status: 'sold_out' }), 'ending-soon', NOW)).toBe(false);
    expect(matchesFilter(comp(4, { draw_date: '', draw_time: '' }), 'ending-soon', NOW)).toBe(false);
  });

  it('"Under £1" compares the sale price while the sale is on, else the ticket price', () => {
    expect(matchesFilter(comp(1, { price_per_ticket: 0.99 }), 'under-1', NOW)).toBe(true);
    expect(matchesFilter(comp(2, { price_per_ticket: 1 }), 'under-1', NOW)).toBe(false);
    const onSale = { price_per_ticket: 1.29, sale_price: 0.89, sale_start_date: '2026-11-20', sale_end_date: '2026-11-30' };
    expect(matchesFilter(comp(3, onSale), 'under-1', NOW)).toBe(true);
    expect(matchesFilter(comp(4, { ...onSale, sale_end_date: '2026-11-22' }), 'under-1', NOW)).toBe(false);
  });

  it('"All" keeps everything, and unknown URL values fall back to All and Draw date', () => {
    expect(matchesFilter(comp(1), 'all', NOW)).toBe(true);
    expect(parseFilter('under-1')).toBe('under-1');
    expect(parseFilter('cheap')).toBe('all');
    expect(parseFilter(null)).toBe('all');
    expect(parseSort('newest')).toBe('newest');
    expect(parseSort('random')).toBe('draw-date');
  });
});

describe('list sort', () => {
  const a = comp(1, { draw_date: '2026-11-30', price_per_ticket: 2.49, created_at: '2026-11-01T00:00:00Z' });
  const b = comp(2, { draw_date: '2026-11-25', price_per_ticket: 0.99, created_at: '2026-11-22T09:00:00Z' });
  const c = comp(3, { draw_date: '', price_per_ticket: 0.49, created_at: '' });
  const d = comp(4, { draw_date: '2026-11-25', price_per_ticket: 0.99, created_at: '2026-11-10 08:00:00' });
  const ids = (list: Competition[]) => list.map((competition) => competition.id);

  it('draw date: soonest first, ties in the server order, a missing date last', () => {
    expect(ids(sortCompetitions([a, b, c, d], 'draw-date', NOW))).toEqual([2, 4, 1, 3]);
  });

  it('price: cheapest ticket now first', () => {
    expect(ids(sortCompetitions([a, b, c, d], 'price', NOW))).toEqual([3, 2, 4, 1]);
  });

  it('newest: latest created first, an unreadable date last', () => {
    expect(ids(sortCompetitions([a, b, c, d], 'newest', NOW))).toEqual([2, 4, 1, 3]);
  });

  it('filters, then sorts, without changing the loaded list', () => {
    const loaded = [a, b, c, d];
    expect(ids(visibleCompetitions(loaded, 'under-1', 'price', NOW))).toEqual([3, 2, 4]);
    expect(ids(loaded)).toEqual([1, 2, 3, 4]);
  });
});
