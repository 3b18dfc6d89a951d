import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FORM_MESSAGES, isAcceptableNewPassword, type FieldErrors } from '@shop/shared-contracts';
import { PrimaryButton, SecondaryLink, showToast, useShopApi } from '@shop/remote-kit';
import { AuthFrame, Notice } from '../../ui/AuthFrame';
import { ErrorSummary, FormActions, TextField, useFieldFocus, useFormValues } from '../../ui/form';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';
import { TextLink } from '../../ui/styles';
import { serverErrorCode, serverErrorText } from '../../lib/serverError';

type ResetField = 'password' | 'confirmPassword';

export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or has already been used. Please ask for a new one.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Please sign in with your new password.';

/** The spec's password rules (section 5) for a new password and its confirmation. */
export function validateReset(values: Record<ResetField, string>): FieldErrors<ResetField> {
  if (!values.password) return { password: FORM_MESSAGES.passwordFieldsIncomplete };
  if (!values.confirmPassword) return { confirmPassword: FORM_MESSAGES.passwordFieldsIncomplete };
  if (!isAcceptableNewPassword(values.password)) return { password: FORM_MESSAGES.passwordWeak };
  if (values.password !== values.confirmPassword) return { confirmPassword: FORM_MESSAGES.passwordMismatch };
  return {};
}

/** /auth/reset/password?key=…: the link from the reset email. */
export default function ResetPasswordScreen() {
  const api = useShopApi();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const { values, set } = useFormValues({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const [failure, setFailure] = useState('');
  const [keyRefused, setKeyRefused] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const { register, focusFirst } = useFieldFocus<ResetField>();

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
    const found = validateReset(values);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      await api.resetPassword({ key, password: values.password, confirm_password: values.confirmPassword });
      showToast('success', 'Password changed.');
      setDone(true);
    } catch (error) {
      if (serverErrorCode(error) === 'invalid_key') setKeyRefused(true);
      else setFailure(serverErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title="Choose a new password" lead="At least 12 characters with a letter, a number and one of @$!%*?&.">
      {failure ? (
        <Notice $tone="error" role="alert">
          {failure}
        </Notice>
      ) : null}
      <ErrorSummary messages={Object.values(errors)} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Choose a new password">
        <TextField
          id="reset-password"
          label="New password"
          type="password"
          revealable
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
          autoComplete="new-password"
          inputRef={register('password')}
        />
        <PasswordStrengthMeter password={values.password} />
        <TextField
          id="reset-confirm"
          label="Confirm new password"
          type="password"
          revealable
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          error={errors.confirmPassword}
          autoComplete="new-password"
          inputRef={register('confirmPassword')}
        />
        <FormActions>
          <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'SAVING...' : 'Save new password'}
          </PrimaryButton>
          <TextLink to="/auth/login">Back to sign in</TextLink>
        </FormActions>
      </form>
    </AuthFrame>
  );
}
