/**
 * The new-password rule: at least 12 characters with a letter, a digit and one of
 * @$!%*?&. The account forms and store-api check with this one rule and refuse with its one message.
 */
export const MIN_NEW_PASSWORD_LENGTH = 12;
export const PASSWORD_RULE_MESSAGE = 'Password must contain one letter, number and special charactor.';

export function isAcceptableNewPassword(password: string): boolean {
  return password.length >= MIN_NEW_PASSWORD_LENGTH && /[A-Za-z]/.test(password) && /\d/.test(password) && /[@$!%*?&]/.test(password);
}
