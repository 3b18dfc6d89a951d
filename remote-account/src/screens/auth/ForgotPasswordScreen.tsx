import { useState, type FormEvent } from 'react';
import { validateEmail, type FieldErrors } from '@shop/shared-contracts';
import { useShopApi } from '@shop/remote-kit';
import { AuthFrame, ErrorNotice, Notice } from '../../ui/AuthFrame';
import { isRateLimited, serverErrorText } from '../../lib/serverError';
import { FORGOT_PASSWORD_REFUSALS } from '../../lib/refusals';
import { FormActions, TextField, useFormFields, SubmitButton } from '../../ui/form';
import { TextLink } from '../../ui/styles';

/** The same words whether or not the email belongs to an account. */
export const RESET_LINK_SENT_MESSAGE =
  'If an account uses that email address, we have sent it a link to reset the password. The link works once and expires soon, so please use it today.';

function validateEmailField({ email }: { email: string }): FieldErrors<'email'> {
  const problem = validateEmail(email);
  return problem ? { email: problem } : {};
}

/** /auth/forgot/password: one field; a neutral answer. */
export default function ForgotPasswordScreen() {
  const api = useShopApi();
  const { values, bind, check, showRefusal } = useFormFields('forgot', { email: '' });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(validateEmailField)) return;
    setBusy(true);
    setFailure('');
    try {
      await api.forgotPassword({ email: values.email.trim() });
      setSent(true);
    } catch (error) {
      if (showRefusal(error, FORGOT_PASSWORD_REFUSALS)) {
        // The address itself was refused (the same rule the field checks): nothing was sent anywhere.
        setSent(false);
      } else if (isRateLimited(error)) {
        // Shown: the limit counts an email address whether or not it is registered, so it tells nothing, and
        // "a link is on its way" would be untrue.
        setSent(false);
        setFailure(serverErrorText(error));
      } else {
        // Logged only: the answer must not tell whether the account exists.
        console.error('[account] forgot password call failed:', error);
        setSent(true);
      }
    }
    setBusy(false);
  };

  return (
    <AuthFrame title="Forgot your password?" lead="Enter the email address you use with us and we'll send you a link to choose a new password.">
      {sent ? (
        <Notice $tone="success" role="status">
          {RESET_LINK_SENT_MESSAGE}
        </Notice>
      ) : null}
      <ErrorNotice message={failure} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Reset your password">
        <TextField label="Email address" type="email" autoComplete="email" {...bind('email')} />
        <FormActions>
          <SubmitButton busy={busy} label="Send reset link" busyLabel="Sending…" />
          <TextLink to="/auth/login">Back to sign in</TextLink>
        </FormActions>
      </form>
    </AuthFrame>
  );
}
