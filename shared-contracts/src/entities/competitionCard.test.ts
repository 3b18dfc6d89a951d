import * as v from 'valibot';
import { competitionFixture } from '../testing/competitionFixture';
import { COMPETITION_CARD_FIELDS, competitionCard, CompetitionCardSchema } from './competitionCard';

const competition = competitionFixture({
  id: 7,
  description: '<p>Three reels, long text nobody on a card reads.</p>',
  question: 'What colour is the sky?',
  question_options: [{ id: 1, text: 'Blue' }],
});

describe('the competition card shape', () => {
  it('keeps exactly the card fields', () => {
    const card = competitionCard(competition);
    expect(Object.keys(card).sort()).toEqual([...COMPETITION_CARD_FIELDS].sort());
    expect(card).toEqual(v.parse(CompetitionCardSchema, competition));
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('question_options');
  });

  it('adds no field an item lacks', () => {
    const { id, title } = competition;
    expect(competitionCard({ id, title } as Parameters<typeof competitionCard>[0])).toEqual({ id, title });
  });
});
