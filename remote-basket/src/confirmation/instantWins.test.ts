import { competition } from '../testing/fixtures';
import { prizesWon } from './instantWins';

describe('instant wins of an order', () => {
  it('lists each prize whose winning number is among the tickets', () => {
    const comp = competition({
      title: 'Instant Win Tackle Frenzy',
      instant_wins: [
        { id: 1, title: '£10 Site Credit', prize_value: 10, image: '', ticket_numbers: [12, 40], won: [] },
        { id: 2, title: '£25 Cash', prize_value: 25, image: '', ticket_numbers: [99], won: [] },
      ],
    });
    expect(prizesWon(comp, [3, 12, 99])).toEqual([
      { competitionTitle: 'Instant Win Tackle Frenzy', ticketNumber: 12, prize: '£10 Site Credit' },
      { competitionTitle: 'Instant Win Tackle Frenzy', ticketNumber: 99, prize: '£25 Cash' },
    ]);
    expect(prizesWon(comp, [1, 2])).toEqual([]);
  });
});
