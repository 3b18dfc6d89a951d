import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import { rememberCompetition } from './rememberCompetition';

describe('the chosen competition, kept as "fetched competition"', () => {
  it('is saved under fetched_competition as { id, category }, and nothing under details_competition', () => {
    const storage = new MemoryStorage();
    rememberCompetition({ id: 112, category: 'tackle' }, storage);
    expect(storage.getItem('fetched_competition')).toBe('{"id":112,"category":"tackle"}');
    expect(storage.getItem('details_competition')).toBeNull();
  });

  it('drops the key an older release kept the choice under (details_competition) on the next choice', () => {
    const storage = new MemoryStorage();
    storage.setItem('details_competition', '{"id":107,"category":"carp-fishing"}');
    rememberCompetition({ id: 102, category: 'tackle' }, storage);
    expect(storage.getItem('details_competition')).toBeNull();
    expect(storage.getItem('fetched_competition')).toBe('{"id":102,"category":"tackle"}');
  });
});
