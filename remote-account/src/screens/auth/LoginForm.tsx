import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PrimaryButton, showToast, useShopApi } from '@shop/remote-kit';
import { ErrorSummary, FormActions, TextField, useFieldFocus, useFormValues } from '../../ui/form';
import { TextLink } from '../../ui/styles';
import { Notice } from '../../ui/AuthFrame';
import { afterSignInPath } from '../../lib/redirect';
import { announceSignIn, firstNameOf } from '../../lib/session';
import { serverErrorCode, serverErrorText } from '../../lib/serverError';

type LoginField = 'username' | 'password';

/** Never says whether the account exists: the same words for an unknown email and a wrong password. */
export const WRONG_CREDENTIALS_MESSAGE = 'That email, username or password is not right. Please check them and try again.';

export function validateLogin(values: Record<LoginField, string>): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  if (!values.username.trim()) errors.username = 'Please enter your email address or username.';
  if (!values.password) errors.password = 'Please enter your password.';
  return errors;
}

export function LoginForm() {
  const api = useShopApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { values, set } = useFormValues({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const { register, focusFirst } = useFieldFocus<LoginField>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      const user = await api.login({ username: values.username.trim(), password: values.password });
      announceSignIn(user);
      const name = firstNameOf(user);
      showToast('success', name ? `Welcome back, ${name}!` : 'Welcome back!');
      navigate(afterSignInPath(location.search, location.state), { replace: true });
    } catch (error) {
      const code = serverErrorCode(error);
      setFailure(
        code === 'invalid_credentials' || code === 'incorrect_password' || code === 'invalid_username' || code === 'invalid_email'
          ? WRONG_CREDENTIALS_MESSAGE
          : serverErrorText(error),
      );
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Sign in">
      {failure ? (
        <Notice $tone="error" role="alert">
          {failure}
        </Notice>
      ) : null}
      <ErrorSummary messages={Object.values(errors)} />
      <TextField
        id="login-username"
        label="Email address or username"
        value={values.username}
        onValueChange={set('username')}
        error={errors.username}
        autoComplete="username"
        inputRef={register('username')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        revealable
        value={values.password}
        onValueChange={set('password')}
        error={errors.password}
        autoComplete="current-password"
        inputRef={register('password')}
      />
      <FormActions>
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </PrimaryButton>
        <TextLink to="/auth/forgot/password">Forgot password?</TextLink>
      </FormActions>
    </form>
  );
}
