/** @jest-environment node */
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { entryState } from './entryState';

const NOW = Date.UTC(2026, 10, 20, 12, 0);

describe('entryState', () => {
  it('open while it can be entered', () => {
    expect(entryState(competitionFixture(), NOW)).toBe('open');
  });

  it('drawn wins over sold out', () => {
    expect(entryState(competitionFixture({ status: 'drawn', total_ticket_sold: 100 }), NOW)).toBe('drawn');
  });

  it('closed by status or by the draw time passing', () => {
    expect(entryState(competitionFixture({ status: 'closed' }), NOW)).toBe('closed');
    expect(entryState(competitionFixture({ draw_date: '2026-11-20', draw_time: '11:00' }), NOW)).toBe('closed');
  });

  it('sold out by status or by count', () => {
    expect(entryState(competitionFixture({ status: 'sold_out' }), NOW)).toBe('sold-out');
    expect(entryState(competitionFixture({ total_ticket_sold: 100 }), NOW)).toBe('sold-out');
  });

  it('paused when tickets are switched off', () => {
    expect(entryState(competitionFixture({ disable_tickets: true }), NOW)).toBe('paused');
  });
});
