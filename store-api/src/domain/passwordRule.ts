/** Spec section 5: at least 12 characters with a letter, a digit and one of @$!%*?&. */
export const PASSWORD_RULE_MESSAGE = 'Password must contain one letter, number and special charactor.';

export function meetsPasswordRule(password: string): boolean {
  return password.length >= 12 && /[A-Za-z]/.test(password) && /\d/.test(password) && /[@$!%*?&]/.test(password);
}
