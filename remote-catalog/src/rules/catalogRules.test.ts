import type { Competition } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import {
  canEnter,
  competitionBadges,
  drawLabel,
  formatCountdown,
  isEndingSoon,
  isFinished,
  isNewCompetition,
  isSaleActive,
  isSeoCacheFresh,
  isSoldOut,
  percentSold,
} from './catalogRules';
import { ENDING_SOON_WINDOW_MS } from './constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** 12:00 UTC on 23 November 2026 (GMT, so UK local time is the same). */
const NOW = Date.UTC(2026, 10, 23, 12, 0);

function competition(overrides: Partial<Competition> = {}): Competition {
  return competitionFixture({
    id: 12,
    draw_date: '2026-11-30',
    closing_date: '2026-11-30',
    price_per_ticket: 0.99,
    title: 'Daiwa Basia Reel',
    total_sell_tickets: 2000,
    total_ticket_sold: 1240,
    created_at: '2026-11-01T00:00:00Z',
    max_ticket_per_user: 100,
    competition_product_id: 12,
    ...overrides,
  });
}

describe('on sale (a sale price lower than price_per_ticket, inside the sale window)', () => {
  const onSale = competition({ price_per_ticket: 0.79, sale_price: 0.59, sale_start_date: '2026-11-21', sale_end_date: '2026-11-26' });
  it('is on sale inside the window and not outside it', () => {
    expect(isSaleActive(onSale, NOW)).toBe(true);
    expect(isSaleActive(onSale, Date.UTC(2026, 10, 27, 0, 0))).toBe(false);
  });
  it('honours the window times', () => {
    const timed = { ...onSale, sale_start_time: '18:00', sale_end_date: '2026-11-23', sale_end_time: '11:59' };
    expect(isSaleActive(timed, NOW)).toBe(false);
    expect(isSaleActive({ ...timed, sale_end_time: '12:00' }, NOW)).toBe(true);
  });
  it('is not on sale when the sale price is not lower or missing', () => {
    expect(isSaleActive({ ...onSale, sale_price: 0.79 }, NOW)).toBe(false);
    expect(isSaleActive({ ...onSale, sale_price: null }, NOW)).toBe(false);
  });
});

describe('percent sold (floor(sold / total * 100))', () => {
  it.each([
    [1240, 2000, 62],
    [1870, 2999, 62],
    [1, 3, 33],
    [2, 3, 66],
    [1998, 1999, 99],
    [1999, 1999, 100],
    [0, 1000, 0],
    [10, 0, 0],
    [5000, 4999, 100],
  ])('%i of %i is %i%%', (sold, total, percent) => {
    expect(percentSold(sold, total)).toBe(percent);
  });
});

describe("'new' within 48 hours of created_at", () => {
  it.each([
    [new Date(NOW - 47 * HOUR).toISOString(), true],
    [new Date(NOW - 48 * HOUR + 1).toISOString(), true],
    [new Date(NOW - 48 * HOUR).toISOString(), false],
    [new Date(NOW - 72 * HOUR).toISOString(), false],
    ['2026-11-22 13:00:00', true],
    ['2026-11-21 11:00:00', false],
    [new Date(NOW + HOUR).toISOString(), false],
    ['', false],
    ['yesterday', false],
  ])('%s → %s', (createdAt, expected) => {
    expect(isNewCompetition(createdAt, NOW)).toBe(expected);
  });
});

describe('draw labels and countdowns', () => {
  it('labels the draw day for cards', () => {
    expect(drawLabel({ draw_date: '2026-11-23', draw_time: '20:00' })).toBe('Draw November 23, 2026, 8:00 PM');
    expect(drawLabel({ draw_date: '2026-11-24', draw_time: '09:30' })).toBe('Draw November 24, 2026, 9:30 AM');
    expect(drawLabel({ draw_date: '2027-01-02', draw_time: '20:00' })).toBe('Draw January 2, 2027, 8:00 PM');
    expect(drawLabel({ draw_date: '2026-11-27', draw_time: '' })).toBe('Draw November 27, 2026, N/A');
    expect(drawLabel({ draw_date: '', draw_time: '20:00' })).toBe('Draw date N/A');
  });
  it('counts down', () => {
    expect(formatCountdown(3 * 24 * HOUR + 4 * HOUR + 12 * MINUTE + 5000)).toBe('3d 04h 12m');
    expect(formatCountdown(4 * HOUR + 12 * MINUTE + 9000)).toBe('4h 12m 09s');
    expect(formatCountdown(-1)).toBe('0s');
  });
});

describe('home SEO cache boundary (15 minutes)', () => {
  it.each([
    [NOW, true],
    [NOW - 14 * MINUTE, true],
    [NOW - 15 * MINUTE + 1, true],
    [NOW - 15 * MINUTE, false],
    [NOW - 60 * MINUTE, false],
    [NOW + MINUTE, false],
    [null, false],
    [Number.NaN, false],
  ])('cached at %p → fresh %p', (timestamp, fresh) => {
    expect(isSeoCacheFresh(timestamp, NOW)).toBe(fresh);
  });
});

describe('sold out, finished, ending soon and badges', () => {
  it('counts remaining tickets and sold out', () => {
    expect(isSoldOut(competition({ total_ticket_sold: 2000 }))).toBe(true);
    expect(isSoldOut(competition({ status: 'sold_out' }))).toBe(true);
    expect(canEnter(competition({ total_ticket_sold: 2000 }), NOW)).toBe(false);
    expect(canEnter(competition({ disable_tickets: true }), NOW)).toBe(false);
    expect(canEnter(competition(), NOW)).toBe(true);
  });
  it('is finished once drawn, closed or past its draw', () => {
    expect(isFinished(competition({ status: 'drawn' }), NOW)).toBe(true);
    expect(isFinished(competition({ draw_date: '2026-11-23', draw_time: '11:59' }), NOW)).toBe(true);
    expect(isFinished(competition(), NOW)).toBe(false);
  });
  it(`is ending soon only within ${ENDING_SOON_WINDOW_MS / HOUR} hours of the draw`, () => {
    expect(isEndingSoon(competition({ draw_date: '2026-11-24', draw_time: '12:00' }), NOW)).toBe(true);
    expect(isEndingSoon(competition({ draw_date: '2026-11-24', draw_time: '12:01' }), NOW)).toBe(false);
    expect(isEndingSoon(competition({ draw_date: '2026-11-23', draw_time: '20:00', total_ticket_sold: 2000 }), NOW)).toBe(false);
  });
  it('shows two badges at most; Sold out and Drawn win', () => {
    const busy = competition({ draw_date: '2026-11-23', draw_time: '20:00', enable_instant_wins: true, created_at: new Date(NOW - HOUR).toISOString() });
    expect(competitionBadges(busy, NOW)).toEqual(['Ending soon', 'Instant wins']);
    expect(competitionBadges({ ...busy, status: 'sold_out' }, NOW)).toEqual(['Sold out']);
    expect(competitionBadges({ ...busy, status: 'drawn' }, NOW)).toEqual(['Drawn']);
    expect(competitionBadges(competition({ created_at: new Date(NOW - HOUR).toISOString() }), NOW)).toEqual(['New']);
  });
});
