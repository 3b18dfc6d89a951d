import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError, type FieldErrors } from '@shop/shared-contracts';
import { SecondaryLink, showToast, useShopApi } from '@shop/remote-kit';
import { AuthFrame, ErrorNotice, Notice } from '../../ui/AuthFrame';
import { ErrorSummary, FormActions, NEW_PASSWORD_HINT, passwordInput, TextField, useFormFields, SubmitButton } from '../../ui/form';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';
import { TextLink } from '../../ui/styles';
import { errorsInOrder } from '../../lib/errorsInOrder';
import { validatePasswordChange } from '../../lib/passwordChange';
import { RESET_PASSWORD_REFUSALS } from '../../lib/refusals';
import { serverErrorCode, serverErrorText } from '../../lib/serverError';

type ResetField = 'password' | 'confirmPassword';

export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or has already been used. Please ask for a new one.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Please sign in with your new password.';

export const NEW_PASSWORD_REQUIRED_MESSAGE = 'Please enter a new password.';

/**
 * The password change's rules for a new password and its confirmation, as on the details page
 * ('Please Fill all password fields.' only for a new password without its confirmation). The link stands
 * in for the current password, so the new one is required.
 */
export function validateReset({ password, confirmPassword }: Record<ResetField, string>): FieldErrors<ResetField> {
  if (!password) return { password: NEW_PASSWORD_REQUIRED_MESSAGE };
  const change = validatePasswordChange({ currentPassword: '', newPassword: password, confirmPassword });
  return errorsInOrder<ResetField>([
    ['password', change.newPassword ?? null],
    ['confirmPassword', change.confirmPassword ?? null],
  ]);
}

/** /auth/reset/password?key=…: the link from the reset email. */
export default function ResetPasswordScreen() {
  const api = useShopApi();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const { values, errors, bind, check, showRefusal } = useFormFields('reset', { password: '', confirmPassword: '' });
  const [failure, setFailure] = useState('');
  const [keyRefused, setKeyRefused] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!key || keyRefused) {
    return (
      <AuthFrame title="Reset link not valid">
        <Notice $tone="error" role="alert">
          {RESET_LINK_INVALID_MESSAGE}
        </Notice>
        <SecondaryLink to="/auth/forgot/password">Ask for a new link</SecondaryLink>
      </AuthFrame>
    );
  }
  if (done) {
    return (
      <AuthFrame title="Password changed">
        <Notice $tone="success" role="status">
          {PASSWORD_CHANGED_MESSAGE}
        </Notice>
        <SecondaryLink to="/auth/login">Sign in</SecondaryLink>
      </AuthFrame>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!check(validateReset)) return;
    setBusy(true);
    try {
      await api.resetPassword({ key, password: values.password, confirm_password: values.confirmPassword });
      showToast('success', 'Password changed.');
      setDone(true);
    } catch (error) {
      // A key the server refuses, or one too garbled to check, is a link that no longer works.
      if (serverErrorCode(error) === 'invalid_key' || (isApiError(error) && error.refusedParams?.includes('key'))) setKeyRefused(true);
      else if (!showRefusal(error, RESET_PASSWORD_REFUSALS)) setFailure(serverErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title="Choose a new password" lead={NEW_PASSWORD_HINT}>
      <ErrorNotice message={failure} />
      <ErrorSummary messages={Object.values(errors)} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Choose a new password">
        <TextField label="New password" {...passwordInput('new-password')} {...bind('password')} />
        <PasswordStrengthMeter password={values.password} />
        <TextField label="Confirm new password" {...passwordInput('new-password')} {...bind('confirmPassword')} />
        <FormActions>
          <SubmitButton busy={busy} label="Save new password" busyLabel="SAVING..." />
          <TextLink to="/auth/login">Back to sign in</TextLink>
        </FormActions>
      </form>
    </AuthFrame>
  );
}
