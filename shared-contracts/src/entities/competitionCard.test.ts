import * as v from 'valibot';
import { competitionFixture } from '../testing/competitionFixture';
import { CARD_LIST_META, COMPETITION_CARD_FIELDS, competitionCard, CompetitionCardSchema, isCardListMeta, toCompetitionCard, trimCardList } from './competitionCard';

const competition = competitionFixture({
  id: 7,
  description: '<p>Three reels, long text nobody on a card reads.</p>',
  question: 'What colour is the sky?',
  question_options: [{ id: 1, text: 'Blue' }],
});

describe('the competition card shape', () => {
  it('keeps exactly the card fields', () => {
    const card = toCompetitionCard(competition);
    expect(Object.keys(card as object).sort()).toEqual([...COMPETITION_CARD_FIELDS].sort());
    expect(card).toEqual(v.parse(CompetitionCardSchema, competition));
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('instant_wins');
    expect(competitionCard(competition)).toEqual(card);
  });

  it('trims a list answer and an infinite query, keeping their other fields', () => {
    expect(trimCardList({ data: [competition], total: 1, total_pages: 1 })).toEqual({ data: [toCompetitionCard(competition)], total: 1, total_pages: 1 });
    const pages = { pages: [{ data: [competition], page: 1 }], pageParams: [1] };
    expect(trimCardList(pages)).toEqual({ pages: [{ data: [toCompetitionCard(competition)], page: 1 }], pageParams: [1] });
  });

  it('leaves what is not a list as it was', () => {
    expect(trimCardList(null)).toBeNull();
    expect(trimCardList('text')).toBe('text');
    expect(trimCardList({ data: 'not a list' })).toEqual({ data: 'not a list' });
    expect(trimCardList({ data: [null, 3] })).toEqual({ data: [null, 3] });
  });

  it('knows its meta', () => {
    expect(isCardListMeta(CARD_LIST_META)).toBe(true);
    expect(isCardListMeta({ pageState: 'other' })).toBe(false);
    expect(isCardListMeta(undefined)).toBe(false);
  });
});
