import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { showToast, useShopApi } from '@shop/remote-kit';
import { ErrorSummary, FormActions, passwordInput, TextField, useFormFields, SubmitButton } from '../../ui/form';
import { TextLink } from '../../ui/styles';
import { ErrorNotice } from '../../ui/AuthFrame';
import { afterSignInPath } from '../../lib/redirect';
import { announceSignIn, firstNameOf } from '../../lib/session';
import { serverErrorCode, serverErrorText } from '../../lib/serverError';
import { LOGIN_REFUSALS } from '../../lib/refusals';

type LoginField = 'username' | 'password';

/** Never says whether the account exists: the same words for an unknown email and a wrong password. */
export const WRONG_CREDENTIALS_MESSAGE = 'That email, username or password is not right. Please check them and try again.';

export function validateLogin(values: Record<LoginField, string>): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  if (!values.username.trim()) errors.username = 'Please enter your email address or username.';
  if (!values.password) errors.password = 'Please enter your password.';
  return errors;
}

const WRONG_CREDENTIALS_CODES = new Set(['invalid_credentials', 'incorrect_password', 'invalid_username', 'invalid_email']);

function signInFailureText(error: unknown): string {
  return WRONG_CREDENTIALS_CODES.has(serverErrorCode(error)) ? WRONG_CREDENTIALS_MESSAGE : serverErrorText(error);
}

export function LoginForm() {
  const api = useShopApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { values, errors, bind, check, showRefusal } = useFormFields('login', { username: '', password: '' });
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!check(validateLogin)) return;
    setBusy(true);
    try {
      const user = await api.login({ username: values.username.trim(), password: values.password });
      announceSignIn(user);
      const name = firstNameOf(user);
      showToast('success', name ? `Welcome back, ${name}!` : 'Welcome back!');
      navigate(afterSignInPath(location.search, location.state), { replace: true });
    } catch (error) {
      if (!showRefusal(error, LOGIN_REFUSALS)) setFailure(signInFailureText(error));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Sign in">
      <ErrorNotice message={failure} />
      <ErrorSummary messages={Object.values(errors)} />
      <TextField label="Email address or username" autoComplete="username" {...bind('username')} />
      <TextField label="Password" {...passwordInput('current-password')} {...bind('password')} />
      <FormActions>
        <SubmitButton busy={busy} label="Sign in" busyLabel="Signing in…" />
        <TextLink to="/auth/forgot/password">Forgot password?</TextLink>
      </FormActions>
    </form>
  );
}
