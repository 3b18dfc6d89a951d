import { passwordClassCount, passwordStrength } from './passwordStrength';

describe('password strength indicator', () => {
  it.each([
    ['', 'empty', 'none', 'Please enter a password'],
    ['abcdefghijklmnop', 'very-weak', 'short', 'Very weak'],
    ['1234567890123', 'very-weak', 'short', 'Very weak'],
    ['@@@@', 'very-weak', 'short', 'Very weak'],
    ['abc123', 'medium', 'good', 'Medium'],
    ['abcdefghijklmn!', 'medium', 'good', 'Medium'],
    ['12345678901!', 'medium', 'good', 'Medium'],
    ['abc123!', 'too-short', 'good', 'Password length should be at least 12 characters'],
    ['abcdefgh12!', 'too-short', 'good', 'Password length should be at least 12 characters'],
    ['abcdefgh123!', 'strong', 'strong', 'Strong'],
    ['TightLines!2024', 'strong', 'strong', 'Strong'],
  ])('%j → %s', (password, level, tone, message) => {
    expect(passwordStrength(password)).toMatchObject({ level, tone, message });
  });

  it('counts letters, digits and @$!%*?& as the three classes; other symbols count for nothing', () => {
    expect(passwordClassCount('a1@')).toBe(3);
    expect(passwordClassCount('Z9&')).toBe(3);
    expect(passwordClassCount('a1#^()')).toBe(2);
    expect(passwordClassCount('   ')).toBe(0);
  });

  it('needs exactly 12 characters with three classes for Strong: 11 is the length message', () => {
    expect(passwordStrength('a1!aaaaaaaa').level).toBe('too-short');
    expect('a1!aaaaaaaa').toHaveLength(11);
    expect(passwordStrength('a1!aaaaaaaaa').level).toBe('strong');
  });
});
