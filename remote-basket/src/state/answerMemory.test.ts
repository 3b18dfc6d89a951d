import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import { rememberAnswer, rememberedAnswer } from './answerMemory';

describe('answers to competitions\' questions, kept as "comps quest"', () => {
  it('are kept in local storage under comps_quest, one per competition, the latest last', () => {
    const storage = new MemoryStorage();
    rememberAnswer(107, 2, storage);
    rememberAnswer(101, 0, storage);
    rememberAnswer(107, 1, storage);
    expect(storage.getItem('comps_quest')).toBe('[{"id":101,"answer":0},{"id":107,"answer":1}]');
    expect(rememberedAnswer(107, storage)).toBe(1);
    expect(rememberedAnswer(101, storage)).toBe(0);
    expect(rememberedAnswer(115, storage)).toBeUndefined();
  });

  it('goes to local storage by default (spec: local storage holds comps quest), not session storage', () => {
    localStorage.clear();
    sessionStorage.clear();
    rememberAnswer(9, 2);
    expect(localStorage.getItem('comps_quest')).toBe('[{"id":9,"answer":2}]');
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the answers of the latest 50 competitions', () => {
    const storage = new MemoryStorage();
    for (let id = 1; id <= 51; id += 1) rememberAnswer(id, id % 3, storage);
    expect(rememberedAnswer(1, storage)).toBeUndefined();
    expect(rememberedAnswer(2, storage)).toBe(2);
    expect(rememberedAnswer(51, storage)).toBe(0);
  });

  it('reads an unreadable or older value as no answers, and keeps the next answer', () => {
    for (const stored of ['{"half a JSON', '{"107":1}', '[{"id":"107","answer":1},{"id":107}]']) {
      const storage = new MemoryStorage();
      storage.setItem('comps_quest', stored);
      expect(rememberedAnswer(107, storage)).toBeUndefined();
      rememberAnswer(107, 1, storage);
      expect(rememberedAnswer(107, storage)).toBe(1);
    }
  });
});
