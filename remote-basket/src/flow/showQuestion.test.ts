import * as v from 'valibot';
import { SettingsSchema } from '@shop/shared-contracts';
import { isShowQuestionOn } from './showQuestion';

describe('the show-question flag (the question modal opens when it equals 1)', () => {
  it('is on for text that reads as the number 1', () => {
    expect(['1', ' 1 ', '1.0'].map(isShowQuestionOn)).toEqual([true, true, true]);
  });

  it('is off when missing, empty, 0 or anything else', () => {
    expect([null, undefined, '', ' ', '0', '2', '-1', 'true', 'yes', 'on', '1a'].map(isShowQuestionOn)).toEqual(Array(11).fill(false));
  });

  it("reads what the shell stores from settings' show_question (the parsed number as text)", () => {
    const stored = (show_question: unknown) => String(v.parse(SettingsSchema, { show_question }).show_question);
    expect([1, '1', ' 1 ', 0, '0', null, 'yes', 2].map((value) => isShowQuestionOn(stored(value)))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
