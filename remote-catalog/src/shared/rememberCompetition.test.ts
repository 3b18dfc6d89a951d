import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import { rememberCompetition, rememberedCompetition, showQuestionFlag } from './rememberCompetition';

describe('the chosen competition, kept as "fetched competition"', () => {
  it('is saved under fetched_competition as { id, category }, and nothing under details_competition', () => {
    const storage = new MemoryStorage();
    rememberCompetition({ id: 112, category: 'tackle' }, storage);
    expect(storage.getItem('fetched_competition')).toBe('{"id":112,"category":"tackle"}');
    expect(storage.getItem('details_competition')).toBeNull();
    expect(rememberedCompetition(storage)).toEqual({ id: 112, category: 'tackle' });
  });

  it('reads a choice an older release kept under details_competition, and drops that key on the next choice', () => {
    const storage = new MemoryStorage();
    storage.setItem('details_competition', '{"id":107,"category":"carp-fishing"}');
    expect(rememberedCompetition(storage)).toEqual({ id: 107, category: 'carp-fishing' });
    rememberCompetition({ id: 102, category: 'tackle' }, storage);
    expect(storage.getItem('details_competition')).toBeNull();
    expect(rememberedCompetition(storage)).toEqual({ id: 102, category: 'tackle' });
  });

  it('starts from the spec\'s { id: 0, category: "" } when nothing readable is kept', () => {
    for (const stored of [null, '{"half a JSON', '{"id":"twelve","category":null}', '[112]']) {
      const storage = new MemoryStorage();
      if (stored !== null) storage.setItem('fetched_competition', stored);
      expect(rememberedCompetition(storage)).toEqual({ id: 0, category: '' });
    }
  });
});

describe('the show-question flag as the catalogue reads it (shared-contracts isShowQuestionOn)', () => {
  it('is 1 for what reads as the number 1, else 0', () => {
    const flag = (stored: string | null) => {
      const storage = new MemoryStorage();
      if (stored !== null) storage.setItem('show_question', stored);
      return showQuestionFlag(storage);
    };
    expect(['1', ' 1 ', '1.0', '0', '', 'true', null].map(flag)).toEqual([1, 1, 1, 0, 0, 0, 0]);
  });
});
