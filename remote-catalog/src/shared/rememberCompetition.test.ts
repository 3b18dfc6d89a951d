import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import { rememberCompetition, rememberedCompetition } from './rememberCompetition';

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
