import { validateEmail, validateFirstName, validateLastName, type FieldErrors, type ProfileUpdateRequest, type User } from '@shop/shared-contracts';
import { errorsInOrder } from './errorsInOrder';
import { validatePasswordChange, type PasswordChange } from './passwordChange';

/** The account details form (names, email, an optional password change). */
export interface ProfileForm extends PasswordChange {
  firstName: string;
  lastName: string;
  email: string;
}
export type ProfileField = keyof ProfileForm;

/** The form as it opens: the customer's names and email, the password change empty. */
export function profileFormFromUser(user: Pick<User, 'first_name' | 'last_name' | 'email'>): ProfileForm {
  return { firstName: user.first_name, lastName: user.last_name, email: user.email, currentPassword: '', newPassword: '', confirmPassword: '' };
}

/** The general flow's quick update (first and last name only), spelt as the spec has it. */
export const QUICK_PROFILE_INCOMPLETE = 'All feilds are required';

export function validateProfileForm(form: ProfileForm): FieldErrors<ProfileField> {
  return {
    ...errorsInOrder<ProfileField>([
      ['firstName', validateFirstName(form.firstName)],
      ['lastName', validateLastName(form.lastName)],
      ['email', validateEmail(form.email)],
    ]),
    ...validatePasswordChange(form),
  };
}

/**
 * The profile update payload (display name is first and last name joined by a space).
 * The API client adds `token` from storage itself, as for every customer call.
 */
export function profileUpdatePayload(form: ProfileForm): ProfileUpdateRequest {
  const first = form.firstName.trim();
  const last = form.lastName.trim();
  return {
    account_first_name: first,
    account_last_name: last,
    account_display_name: `${first} ${last}`,
    account_email: form.email.trim(),
    password_current: form.currentPassword,
    password_1: form.newPassword,
    password_2: form.confirmPassword,
  };
}

export function validateQuickProfile(firstName: string, lastName: string): string | null {
  return firstName.trim() && lastName.trim() ? null : QUICK_PROFILE_INCOMPLETE;
}
