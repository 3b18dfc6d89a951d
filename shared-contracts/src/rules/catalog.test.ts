import { competitionDetailsPath, competitionSlug } from '../routes';
import { formatDate, formatDateTime, formatTime12h } from '../format/format';
import { drawMoment, ticketPrice } from './catalog';

/** 12:00 UTC on 23 November 2026 (GMT, so UK local time is the same). */
const NOW = Date.UTC(2026, 10, 23, 12, 0);

describe('slug rule', () => {
  it.each([
    ['Ultimate Carp Session Bundle', 'Ultimate-Carp-Session-Bundle'],
    ['Fox EOS Pro Bivvy & Bedchair', 'Fox-EOS-Pro-Bivvy-Bedchair'],
    ['£5,000 Tax-Free Cash', '-5-000-Tax-Free-Cash'],
    ['Nash  Scope -- Rods x3!', 'Nash-Scope-Rods-x3-'],
    ['snake_case_stays', 'snake_case_stays'],
  ])('%s becomes %s (each run of non-word characters is one hyphen)', (title, slug) => {
    expect(competitionSlug(title)).toBe(slug);
  });

  it('navigates to /competition/details/{slug}-{id}', () => {
    expect(competitionDetailsPath({ id: 103, title: '£5,000 Tax-Free Cash' })).toBe('/competition/details/-5-000-Tax-Free-Cash-103');
  });
});

describe('sale price rule', () => {
  const onSale = {
    price_per_ticket: 0.79,
    sale_price: 0.59,
    sale_start_date: '2026-11-21',
    sale_start_time: '',
    sale_end_date: '2026-11-26',
    sale_end_time: '',
  };

  it('counts inside the sale window when lower than price_per_ticket', () => {
    expect(ticketPrice(onSale, NOW)).toBe(0.59);
  });
  it('does not count before the window opens or after it closes', () => {
    expect(ticketPrice(onSale, Date.UTC(2026, 10, 20, 23, 59))).toBe(0.79);
    expect(ticketPrice(onSale, Date.UTC(2026, 10, 21, 0, 0))).toBe(0.59);
    expect(ticketPrice(onSale, Date.UTC(2026, 10, 26, 23, 59))).toBe(0.59);
    expect(ticketPrice(onSale, Date.UTC(2026, 10, 27, 0, 0))).toBe(0.79);
  });
  it('honours the window times', () => {
    const timed = { ...onSale, sale_start_time: '18:00', sale_end_date: '2026-11-23', sale_end_time: '11:59' };
    expect(ticketPrice(timed, NOW)).toBe(0.79);
    expect(ticketPrice({ ...timed, sale_end_time: '12:00' }, NOW)).toBe(0.59);
  });
  it('does not count when it is not lower, or there is no sale price or no window', () => {
    expect(ticketPrice({ ...onSale, sale_price: 0.79 }, NOW)).toBe(0.79);
    expect(ticketPrice({ ...onSale, sale_price: 0.99 }, NOW)).toBe(0.79);
    expect(ticketPrice({ ...onSale, sale_price: null }, NOW)).toBe(0.79);
    expect(ticketPrice({ ...onSale, sale_start_date: '' }, NOW)).toBe(0.79);
    expect(ticketPrice({ ...onSale, sale_end_date: 'soon' }, NOW)).toBe(0.79);
  });
});

describe('the draw moment (UK local time)', () => {
  it('reads draw_date and draw_time in GMT and in BST, and is null without a date', () => {
    expect(drawMoment({ draw_date: '2026-11-30', draw_time: '20:00' })).toBe(Date.UTC(2026, 10, 30, 20, 0));
    expect(drawMoment({ draw_date: '2026-07-01', draw_time: '20:00' })).toBe(Date.UTC(2026, 6, 1, 19, 0));
    expect(drawMoment({ draw_date: '', draw_time: '20:00' })).toBeNull();
  });
});

describe('dates and times (month name, day, year; 12-hour with AM/PM; N/A)', () => {
  it('formats a draw and shows N/A when missing', () => {
    expect(formatDate('2026-11-25')).toBe('November 25, 2026');
    expect(formatTime12h('20:00')).toBe('8:00 PM');
    expect(formatDateTime('2026-11-25', '20:00')).toBe('November 25, 2026, 8:00 PM');
    expect(formatDateTime('', '')).toBe('N/A, N/A');
  });
});
