import { useState, type FormEvent } from 'react';
import { validateEmail } from '@shop/shared-contracts';
import { PrimaryButton, useShopApi } from '@shop/remote-kit';
import { AuthFrame, Notice } from '../../ui/AuthFrame';
import { FormActions, TextField, useFieldFocus } from '../../ui/form';
import { TextLink } from '../../ui/styles';

/** The same words whether or not the email belongs to an account. */
export const RESET_LINK_SENT_MESSAGE =
  'If an account uses that email address, we have sent it a link to reset the password. The link works once and expires soon, so please use it today.';

/** /auth/forgot/password: one field; a neutral answer. */
export default function ForgotPasswordScreen() {
  const api = useShopApi();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { register, focusFirst } = useFieldFocus<'email'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem ?? '');
    if (problem) {
      focusFirst({ email: problem });
      return;
    }
    setBusy(true);
    try {
      await api.forgotPassword({ email: email.trim() });
    } catch (failure) {
      // Logged only: the answer must not tell whether the account exists.
      console.error('[account] forgot password call failed:', failure);
    }
    setBusy(false);
    setSent(true);
  };

  return (
    <AuthFrame title="Forgot your password?" lead="Enter the email address you use with us and we'll send you a link to choose a new password.">
      {sent ? (
        <Notice $tone="success" role="status">
          {RESET_LINK_SENT_MESSAGE}
        </Notice>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Reset your password">
        <TextField
          id="forgot-email"
          label="Email address"
          type="email"
          value={email}
          onValueChange={setEmail}
          error={error || undefined}
          autoComplete="email"
          inputRef={register('email')}
        />
        <FormActions>
          <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Sending…' : 'Send reset link'}
          </PrimaryButton>
          <TextLink to="/auth/login">Back to sign in</TextLink>
        </FormActions>
      </form>
    </AuthFrame>
  );
}
