import { isAcceptableNewPassword, PASSWORD_RULE_MESSAGE } from './passwordRule';

describe('the new password rule', () => {
  it.each([
    ['abcdefgh123!', true],
    ['abcdefg123!', false], // 11 characters
    ['abcdefgh1234', false], // no special character
    ['abcdefghijk!', false], // no digit
    ['12345678901!', false], // no letter
    ['abcdefgh123#', false], // # is not one of @$!%*?&
  ])('%j → %j', (password, acceptable) => {
    expect(isAcceptableNewPassword(password)).toBe(acceptable);
  });

  it("refuses with the spec's words", () => {
    expect(PASSWORD_RULE_MESSAGE).toBe('Password must contain one letter, number and special charactor.');
  });
});
