import type { OrderProduct } from '@shop/shared-contracts';
import type { PlacedLine } from '../order/lastOrder';
import { prizesWon, productFor } from './instantWins';

const line = (competitionId: number, title: string): PlacedLine => ({
  competitionId,
  title,
  image: '',
  quantity: 2,
  drawDate: '2026-12-01',
  drawTime: '20:00',
});
const product = (competition_id: number, title: string, tickets: number[]): OrderProduct => ({
  competition_id,
  title,
  quantity: tickets.length,
  price: '0.49',
  tickets,
  draw_date: '2026-12-01',
  draw_time: '20:00',
});

describe('instant wins of an order', () => {
  const lines = [line(104, 'Instant Win Tackle Frenzy'), line(109, '£500 Instant Cash Blitz')];

  it('lists each win the checkout answer reported, titled by its competition, in basket order then by ticket', () => {
    const instantWins = [
      { competitionId: 109, ticketNumber: 7, prize: '£5 Cash' },
      { competitionId: 104, ticketNumber: 99, prize: '£25 Cash' },
      { competitionId: 104, ticketNumber: 12, prize: '£10 Site Credit' },
    ];
    expect(prizesWon({ lines, instantWins })).toEqual([
      { competitionTitle: 'Instant Win Tackle Frenzy', ticketNumber: 12, prize: '£10 Site Credit' },
      { competitionTitle: 'Instant Win Tackle Frenzy', ticketNumber: 99, prize: '£25 Cash' },
      { competitionTitle: '£500 Instant Cash Blitz', ticketNumber: 7, prize: '£5 Cash' },
    ]);
  });

  it('has none when the answer reported none, or for an order kept before wins were reported', () => {
    expect(prizesWon({ lines, instantWins: [] })).toEqual([]);
    expect(prizesWon({ lines })).toEqual([]);
  });
});

describe('productFor', () => {
  it('matches by competition id, even when two competitions share a title', () => {
    const products = [product(200, 'Same title', [1]), product(104, 'Same title', [5, 6])];
    expect(productFor(line(104, 'Same title'), products)?.tickets).toEqual([5, 6]);
  });

  it('falls back to the title when the backend sends no competition id', () => {
    expect(productFor(line(104, 'Instant Win Tackle Frenzy'), [product(0, 'Instant Win Tackle Frenzy', [3])])?.tickets).toEqual([3]);
    expect(productFor(line(104, 'Instant Win Tackle Frenzy'), [product(0, 'Something else', [3])])).toBeUndefined();
  });
});
