import { isAcceptableNewPassword, PASSWORD_RULE_MESSAGE, type FieldErrors } from '@shop/shared-contracts';
import { errorsInOrder } from './errorsInOrder';

/** The password change's messages, word for word (typos included). */
export const PASSWORD_MESSAGES = {
  fieldsIncomplete: 'Please Fill all password fields.',
  weak: PASSWORD_RULE_MESSAGE,
  mismatch: 'New password and Confirm password do not match.',
} as const;

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
type PasswordField = keyof PasswordChange;

/**
 * The password change, case by case. 'Please Fill all password fields.' is for exactly two cases: a current
 * password without a new one (shown at the new one) and a new one without its confirmation (shown at the
 * confirmation). Otherwise a new password, when given, must be acceptable, and the confirmation must match
 * it: a confirmation alone does not match an empty new password. A new password and its confirmation
 * without the current one pass here; the server then asks for the current one.
 */
export function validatePasswordChange({ currentPassword, newPassword, confirmPassword }: PasswordChange): FieldErrors<PasswordField> {
  if (currentPassword && !newPassword) return { newPassword: PASSWORD_MESSAGES.fieldsIncomplete };
  const weak = newPassword && !isAcceptableNewPassword(newPassword) ? PASSWORD_MESSAGES.weak : null;
  if (newPassword && !confirmPassword) {
    return errorsInOrder<PasswordField>([
      ['newPassword', weak],
      ['confirmPassword', PASSWORD_MESSAGES.fieldsIncomplete],
    ]);
  }
  return errorsInOrder<PasswordField>([
    ['newPassword', weak],
    ['confirmPassword', newPassword === confirmPassword ? null : PASSWORD_MESSAGES.mismatch],
  ]);
}
