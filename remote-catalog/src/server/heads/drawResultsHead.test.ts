/** @jest-environment node */
import { DRAW_RESULTS_DESCRIPTION, drawResultsHead, winLine } from './drawResultsHead';

const CHRISTMAS_CASH = {
  ticket_number: 275,
  title: '£2,000 Christmas Cash',
  prize: '£2,000 Christmas Cash',
  prize_type: 'main' as const,
  image: 'https://api.example/media/christmas-cash.svg',
};

describe('drawResultsHead', () => {
  it('tells of the latest main draw', () => {
    expect(drawResultsHead(CHRISTMAS_CASH)).toEqual({
      title: 'Draw results | Angling Prizes',
      description: 'Ticket #275 won the £2,000 Christmas Cash',
      canonicalPath: '/draw/results',
      type: 'website',
      image: { url: 'https://api.example/media/christmas-cash.svg', alt: '£2,000 Christmas Cash' },
      jsonLd: [],
      status: 200,
    });
  });

  it('before any draw: the page lead and no image', () => {
    const head = drawResultsHead();
    expect(head.description).toBe('Every draw, with the winning ticket number. Main prizes are drawn live.');
    expect(head.description).toBe(DRAW_RESULTS_DESCRIPTION);
    expect(head).not.toHaveProperty('image');
  });

  it('a result without a picture has no image', () => {
    expect(drawResultsHead({ ...CHRISTMAS_CASH, image: '' })).not.toHaveProperty('image');
  });
});

describe('winLine', () => {
  it('main prize: the prize, or the competition when the prize is blank', () => {
    expect(winLine({ ...CHRISTMAS_CASH, prize: ' ' })).toBe('Ticket #275 won the £2,000 Christmas Cash');
  });

  it('instant and reward prizes name the competition too', () => {
    expect(winLine({ ...CHRISTMAS_CASH, ticket_number: 12, prize_type: 'instant', prize: '£10 Site Credit', title: 'Bait Bonanza' })).toBe(
      'Ticket #12 won £10 Site Credit in Bait Bonanza',
    );
    expect(winLine({ ...CHRISTMAS_CASH, ticket_number: 1500, prize_type: 'reward', prize: '', title: 'Bait Bonanza' })).toBe(
      'Ticket #1500 won a prize in Bait Bonanza',
    );
  });

  it('carries hostile text unchanged', () => {
    const hostile = `</script>"'&<!--`;
    expect(winLine({ ...CHRISTMAS_CASH, prize: hostile })).toBe(`Ticket #275 won the ${hostile}`);
  });
});
