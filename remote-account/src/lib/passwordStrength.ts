import { MIN_NEW_PASSWORD_LENGTH } from '@shop/shared-contracts';
import { PASSWORD_STRENGTH_MEDIUM_CLASSES, PASSWORD_STRENGTH_STRONG_CLASSES } from './accountConstants';

/**
 * The password strength indicator. Classes are letters, digits and the characters
 * @$!%*?&. Empty → 'Please enter a password'; under 2 classes → very weak (short); 2 classes → Medium
 * (good); 3 classes but shorter than 12 → the length message (good); otherwise Strong.
 */
export type PasswordStrengthLevel = 'empty' | 'very-weak' | 'medium' | 'too-short' | 'strong';
/** The indicator's colour family in the original: short, good or strong (words always carry the meaning too). */
export type PasswordStrengthTone = 'none' | 'short' | 'good' | 'strong';

export interface PasswordStrength {
  level: PasswordStrengthLevel;
  tone: PasswordStrengthTone;
  message: string;
  /** 0–4, for a meter: how many of its segments are filled. */
  score: number;
}

export const PASSWORD_STRENGTH_MESSAGES = {
  empty: 'Please enter a password',
  veryWeak: 'Very weak',
  medium: 'Medium',
  tooShort: `Password length should be at least ${MIN_NEW_PASSWORD_LENGTH} characters`,
  strong: 'Strong',
} as const;

/** How many of the three classes (letters, digits, @$!%*?&) the password uses. */
export function passwordClassCount(password: string): number {
  const classes = [/[A-Za-z]/, /\d/, /[@$!%*?&]/];
  return classes.filter((pattern) => pattern.test(password)).length;
}

export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) {
    return { level: 'empty', tone: 'none', message: PASSWORD_STRENGTH_MESSAGES.empty, score: 0 };
  }
  const classes = passwordClassCount(password);
  if (classes < PASSWORD_STRENGTH_MEDIUM_CLASSES) {
    return { level: 'very-weak', tone: 'short', message: PASSWORD_STRENGTH_MESSAGES.veryWeak, score: 1 };
  }
  if (classes < PASSWORD_STRENGTH_STRONG_CLASSES) {
    return { level: 'medium', tone: 'good', message: PASSWORD_STRENGTH_MESSAGES.medium, score: 2 };
  }
  if (password.length < MIN_NEW_PASSWORD_LENGTH) {
    return { level: 'too-short', tone: 'good', message: PASSWORD_STRENGTH_MESSAGES.tooShort, score: 3 };
  }
  return { level: 'strong', tone: 'strong', message: PASSWORD_STRENGTH_MESSAGES.strong, score: 4 };
}
