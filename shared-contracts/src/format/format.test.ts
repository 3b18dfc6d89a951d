import {
  formatDate,
  formatCount,
  formatDateTime,
  formatPounds,
  formatTime12h,
  formatWholePounds,
  londonOffsetMs,
  ukDateKey,
  ukDateTimeToEpoch,
} from './format';

describe('formatters', () => {
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

  it('reads UK local times in winter and in summer time', () => {
    expect(ukDateTimeToEpoch('2026-01-10', '20:00')).toBe(Date.UTC(2026, 0, 10, 20, 0));
    expect(ukDateTimeToEpoch('2026-07-10', '20:00')).toBe(Date.UTC(2026, 6, 10, 19, 0));
    expect(ukDateTimeToEpoch('', '20:00')).toBeNull();
  });
});

describe('pounds and UK time without Intl', () => {
  const intlPounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const intlWholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

  it('formats pounds exactly as Intl does, rounding included', () => {
    const amounts = [0, 0.01, 0.5, 0.99, 1, 1.005, 2.675, 9.995, 10, 999.999, 1234.5, 1_000_000, 123456789.125, -0.99, -1234.5];
    for (const amount of amounts) expect([amount, formatPounds(amount)]).toEqual([amount, intlPounds.format(amount)]);
    expect(formatPounds(1.005)).toBe('£1.01');
    expect(formatPounds(-1234.5)).toBe('-£1,234.50');
    // The one deliberate difference: an amount that rounds to nothing has no minus (Intl says -£0.00).
    expect(formatPounds(-0.001)).toBe('£0.00');
  });

  it('formats counts as en-GB does', () => {
    for (const count of [0, 7, 999, 1000, 12345, 1234567, -4200]) expect(formatCount(count)).toBe(count.toLocaleString('en-GB'));
    expect(formatCount(12345)).toBe('12,345');
  });

  it('formats whole pounds exactly as Intl does', () => {
    for (const amount of [0, 0.4, 0.5, 1, 1234.5, 2499.5, 250_000, 1_234_567.49, -2.5]) {
      expect([amount, formatWholePounds(amount)]).toEqual([amount, intlWholePounds.format(amount)]);
    }
    expect(formatWholePounds(250000)).toBe('£250,000');
    expect(formatWholePounds('x')).toBe('N/A');
  });

  it("follows Europe/London's clock changes hour by hour, 2024 to 2031, as Intl's time zone data does", () => {
    const londonHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' });
    const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
    const mismatches: string[] = [];
    for (let epoch = Date.UTC(2024, 0, 1); epoch < Date.UTC(2032, 0, 1); epoch += 3_600_000) {
      const utcHour = new Date(epoch).getUTCHours();
      const expectedOffset = (((Number(londonHour.format(epoch)) - utcHour) % 24) + 24) % 24 === 1 ? 3_600_000 : 0;
      if (londonOffsetMs(epoch) !== expectedOffset) mismatches.push(`offset at ${new Date(epoch).toISOString()}`);
      if (ukDateKey(epoch) !== londonDay.format(epoch)) mismatches.push(`date at ${new Date(epoch).toISOString()}`);
    }
    expect(mismatches).toEqual([]);
    expect(londonOffsetMs(Date.UTC(2026, 2, 29, 0, 59))).toBe(0);
    expect(londonOffsetMs(Date.UTC(2026, 2, 29, 1, 0))).toBe(3_600_000);
    expect(londonOffsetMs(Date.UTC(2026, 9, 25, 0, 59))).toBe(3_600_000);
    expect(londonOffsetMs(Date.UTC(2026, 9, 25, 1, 0))).toBe(0);
  });
});
