import { formatDate, formatDateTime, formatPounds, formatShortDate, formatTime12h, truncate, ukDateTimeToEpoch } from './format';

describe('formatters of spec section 9', () => {
  it('shows pounds sterling with two decimals', () => {
    expect(formatPounds(0.99)).toBe('£0.99');
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds('2')).toBe('£2.00');
    expect(formatPounds(undefined)).toBe('N/A');
    expect(formatPounds('abc')).toBe('N/A');
  });

  it('shows a date as month name, day, year, and N/A when missing', () => {
    expect(formatDate('2026-03-14')).toBe('March 14, 2026');
    expect(formatDate('2026-12-01 20:00:00')).toBe('December 1, 2026');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('2026-13-01')).toBe('N/A');
    expect(formatShortDate('2026-03-13')).toBe('Fri 13 March');
  });

  it('shows a draw time in 12-hour form with AM/PM, and N/A when missing', () => {
    expect(formatTime12h('20:00')).toBe('8:00 PM');
    expect(formatTime12h('00:15')).toBe('12:15 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('09:30')).toBe('9:30 AM');
    expect(formatTime12h('')).toBe('N/A');
    expect(formatTime12h(undefined)).toBe('N/A');
    expect(formatTime12h('25:00')).toBe('N/A');
    expect(formatDateTime('2026-03-14', '')).toBe('March 14, 2026, N/A');
  });

  it("truncates with '...'", () => {
    expect(truncate('Korda Carp Rod Bundle', 10)).toBe('Korda Carp...');
    expect(truncate('Short', 10)).toBe('Short');
    expect(truncate(undefined, 5)).toBe('');
  });

  it('reads UK local times in winter and in summer time', () => {
    expect(ukDateTimeToEpoch('2026-01-10', '20:00')).toBe(Date.UTC(2026, 0, 10, 20, 0));
    expect(ukDateTimeToEpoch('2026-07-10', '20:00')).toBe(Date.UTC(2026, 6, 10, 19, 0));
    expect(ukDateTimeToEpoch('', '20:00')).toBeNull();
  });
});
